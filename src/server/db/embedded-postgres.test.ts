import { describe, expect, it } from "vitest";
import { memorySettings } from "./embedded-postgres";

const GiB = 1024 ** 3;

describe("the embedded PostgreSQL's memory, sized to the machine", () => {
  it("gives shared_buffers a quarter of the RAM", () => {
    expect(memorySettings(8 * GiB).shared_buffers).toBe("2048MB");
    expect(memorySettings(12 * GiB).shared_buffers).toBe("3072MB");
  });

  it("keeps shared_buffers between PostgreSQL's default 128 MB and 4 GB", () => {
    expect(memorySettings(256 * 1024 ** 2).shared_buffers).toBe("128MB");
    expect(memorySettings(24 * GiB).shared_buffers).toBe("4096MB");
    expect(memorySettings(256 * GiB).shared_buffers).toBe("4096MB");
  });

  it("tells the planner half the RAM is cache, and lets a bulk update write 2 GB of WAL between checkpoints", () => {
    expect(memorySettings(8 * GiB)).toMatchObject({ effective_cache_size: "4096MB", max_wal_size: "2GB" });
    expect(memorySettings(512 * 1024 ** 2).effective_cache_size).toBe("512MB");
  });
});
