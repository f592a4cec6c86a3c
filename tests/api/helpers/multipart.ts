// A multipart/form-data body with one file part, for the upload routes.
export function multipartFile(fileName: string, contentType: string, content: Buffer | string, boundary = "BancoTestBoundary7MA4YWxk"): { payload: Buffer; headers: Record<string, string> } {
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), Buffer.isBuffer(content) ? content : Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
