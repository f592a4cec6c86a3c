// A multipart body with one CSV file, as the browser sends an <input type=file> upload.
import type { FastifyInstance, LightMyRequestResponse } from "fastify";

export function multipartCsv(content: string | Buffer, name = "file.csv", type = "text/csv"): { payload: Buffer; headers: Record<string, string> } {
  const boundary = "----bancoCsvBoundary9XzT4";
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const bytes = Buffer.isBuffer(content) ? content : Buffer.from(content, "utf8");
  return { payload: Buffer.concat([head, bytes, tail]), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

export function uploadCsv(app: FastifyInstance, cookie: string, url: string, content: string | Buffer, name = "file.csv", type = "text/csv"): Promise<LightMyRequestResponse> {
  const mp = multipartCsv(content, name, type);
  return app.inject({ method: "POST", url, headers: { ...mp.headers, cookie }, payload: mp.payload });
}
