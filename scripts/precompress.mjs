// After `vite build`: writes brotli (quality 11) and gzip (level 9) copies of the client's text
// files, served by @fastify/static's preCompressed option. Compressing once at build time sends
// about 14 % fewer bytes than on-the-fly brotli at the quality a server can afford per request,
// and costs the server no CPU per request (BENCHMARKS.md).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = `${process.env.BANCO_DIST ?? "dist"}/client`;
// wasm too: the barcode reader's 950 KB compress to about a third.
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|wasm)$/;
let files = 0;
let before = 0;
let after = 0;

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (TEXT.test(name) && statSync(path).size >= 1024) {
      const raw = readFileSync(path);
      const br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
      writeFileSync(`${path}.br`, br);
      writeFileSync(`${path}.gz`, gzipSync(raw, { level: 9 }));
      files++;
      before += raw.length;
      after += br.length;
    }
  }
}

walk(root);
console.log(`precompressed ${files} files: ${Math.round(before / 1024)} KB -> ${Math.round(after / 1024)} KB brotli`);
