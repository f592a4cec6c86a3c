// How the large downloads (report CSVs of up to a million rows) are compressed: zstd at level 1 for
// the browsers that accept it (Chromium, Firefox), brotli and gzip at the app's usual settings for
// the others. On the bench's 77 MB search report zstd 1 took 203 ms of CPU for 3.6 MB where brotli 4
// (every other answer's setting) took 800 ms for 8.8 MB: the counter's cores and the admin's
// connection both gain (docs/decisions/0046-background-work-yields-the-cpu.md, BENCHMARKS.md).
// The API's own answers keep brotli: small, compressed once, where zstd's gain is a few µs.
import { constants, type ZlibOptions, type ZstdOptions } from "node:zlib";
import type { FastifyCompressOptions } from "@fastify/compress";

// @fastify/compress hands zlibOptions to its zstd streams as well as its gzip ones (gzip ignores
// `params`), and types them as gzip's.
const zstdLevel1: ZstdOptions = { params: { [constants.ZSTD_c_compressionLevel]: 1 } };

export const BULK_DOWNLOAD_COMPRESSION: Pick<FastifyCompressOptions, "encodings" | "zlibOptions"> = {
  encodings: ["zstd", "br", "gzip"],
  zlibOptions: zstdLevel1 as ZlibOptions,
};
