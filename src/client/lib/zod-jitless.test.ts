import { describe, expect, it } from "vitest";

describe("zod without eval (lib/zod-jitless.ts)", () => {
  it("is jitless when the setting is made before zod loads", async () => {
    await import("./zod-jitless");
    const { z } = await import("zod");
    expect(z.config().jitless).toBe(true);
    // And the checks are the same: a valid answer passes, a wrong one is refused.
    const schema = z.object({ code: z.string(), qty: z.number().int() });
    expect(schema.parse({ code: "OC90", qty: 2 })).toEqual({ code: "OC90", qty: 2 });
    expect(schema.safeParse({ code: "OC90", qty: "2" }).success).toBe(false);
  });
});
