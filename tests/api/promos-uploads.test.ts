// Promotions: the upload checks (type, content, size) and the media served to logged users, and the
// clean-up of unused uploads. Shared fixtures and steps: helpers/promos.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PromoUpload } from "../../src/shared/contract/promos";
import { promoMessages as m } from "../../src/shared/messages/promos";
import { promosRepo } from "../../src/server/modules/promos/repo";
import { body, createTestApp, type TestApp } from "./helpers/test-app";
import { http } from "./helpers/http";
import { expectError, jpeg, makePromoProducts, mp4, png, promosClient } from "./helpers/promos";

let t: TestApp;
const { call, get, post } = http(() => t);
const { cookies, as, logInUsers, upload, create } = promosClient(() => t);

beforeAll(async () => {
  t = await createTestApp();
  await makePromoProducts(t);
  await logInUsers();
});
afterAll(async () => t?.close());

describe("uploads", () => {
  it("serves an uploaded image with its type, nosniff and a long cache, to any logged user only", async () => {
    const up = await upload("Image", "admin", { bytes: await png(), type: "image/png" });
    expect(up.statusCode).toBe(200);
    const url = body<PromoUpload>(up).data.url;
    const res = await get(url, as("officina.rossi"));
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cache-control"]).toBe("private, max-age=31536000, immutable");
    expect(res.rawPayload.equals(await png())).toBe(true);
    expect((await get(url)).statusCode).toBe(401);
    expect((await get("/v100/promo/media/nonexistent.svg", as("officina.rossi"))).statusCode).toBe(404);
  });

  it("serves byte ranges of a video", async () => {
    const url = body<PromoUpload>(await upload("Video", "admin", { bytes: mp4(), type: "video/mp4" })).data.url;
    const res = await get(url, cookies["officina.rossi"]!, { headers: { range: "bytes=4-11" } });
    expect(res.statusCode).toBe(206);
    expect(res.headers["content-range"]).toBe("bytes 4-11/64");
    expect(res.rawPayload.toString("ascii")).toBe("ftypisom");
  });

  it("refuses SVG, declared or disguised (415)", async () => {
    const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expectError(await upload("Image", "admin", { bytes: svg, type: "image/svg+xml", name: "x.svg" }), 415, m.imageSvg);
    expectError(await upload("Image", "admin", { bytes: svg, type: "image/png", name: "x.png" }), 415, m.imageSvg);
    expectError(await upload("Image", "admin", { bytes: Buffer.from("<svg onload=alert(1)>"), type: "image/png" }), 415, m.imageSvg);
  });

  it("refuses wrong magic bytes and a content that does not match the declared type (415)", async () => {
    expectError(await upload("Image", "admin", { bytes: Buffer.from("GIF89a\x01\x00\x01\x00"), type: "image/png" }), 415, m.imageType);
    expectError(await upload("Image", "admin", { bytes: Buffer.from("plain text, not an image"), type: "image/jpeg" }), 415, m.imageType);
    expectError(await upload("Image", "admin", { bytes: jpeg(), type: "image/png" }), 415, m.imageMismatch);
    expectError(await upload("Video", "admin", { bytes: await png(), type: "video/mp4" }), 415, m.videoType);
  });

  it("refuses a wrong declared content type (415) and a request that is not multipart (415)", async () => {
    expectError(await upload("Image", "admin", { bytes: await png(), type: "text/plain" }), 415, m.imageType);
    expectError(await upload("Image", "admin", { bytes: await png(), type: "image/gif" }), 415, m.imageType);
    expectError(await upload("Video", "admin", { bytes: mp4(), type: "application/octet-stream" }), 415, m.videoType);
    expectError(await post("/v100/promo/uploadImage", as("admin"), { file: "x" }), 415, m.notMultipart);
  });

  it("refuses an image over 2 MB (413) and an empty or corrupt one (400)", async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(2 * 1024 * 1024)]);
    expectError(await upload("Image", "admin", { bytes: big, type: "image/png" }), 413, m.imageTooLarge);
    expectError(await upload("Image", "admin", { bytes: Buffer.alloc(0), type: "image/png" }), 400, m.emptyFile);
    expectError(await upload("Image", "admin", { bytes: (await png()).subarray(0, 10), type: "image/png" }), 400, m.imageCorrupt);
  });

  it("refuses an image of absurd pixel size", async () => {
    const huge = await png();
    huge.writeUInt32BE(100_000, 16); // IHDR width
    expectError(await upload("Image", "admin", { bytes: huge, type: "image/png" }), 400, m.imageDimensions);
  });

  it("refuses a multipart request without a file (400)", async () => {
    const boundary = "xyzBoundary";
    const payload = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nciao\r\n--${boundary}--\r\n`);
    const res = await call("POST", "/v100/promo/uploadImage", { cookie: cookies.admin!, payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } });
    expectError(res, 400, m.fileMissing);
  });

  it("cleans up uploads no promo uses, and keeps those in use", async () => {
    const unused = body<PromoUpload>(await upload("Image", "admin", { bytes: await png(5, 5), type: "image/png" })).data.url;
    const used = body<PromoUpload>(await upload("Image", "admin", { bytes: await png(6, 6), type: "image/png" })).data.url;
    const promo = await create({ proTitle: "Con immagine", proImgUrl: [used] });
    const deleted = await promosRepo(t.database.db).deleteOrphanMedia(new Date(Date.now() + 60_000));
    expect(deleted).toBeGreaterThanOrEqual(1);
    expect((await get(unused, as("admin"))).statusCode).toBe(404);
    expect((await get(used, as("admin"))).statusCode).toBe(200);
    await call("DELETE", `/v100/promo/deletePromo/${promo.proId}`, { cookie: as("admin") });
  });
});
