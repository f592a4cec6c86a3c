// multipart/form-data bodies for the upload routes, as the browser sends a form with files.
export interface Part {
  name: string;
  value?: string;
  file?: { filename: string; contentType: string; content: Buffer | string };
}

export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----banco${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    if (p.file) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.file.filename}"\r\nContent-Type: ${p.file.contentType}\r\n\r\n`));
      chunks.push(Buffer.isBuffer(p.file.content) ? p.file.content : Buffer.from(p.file.content));
      chunks.push(Buffer.from("\r\n"));
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value ?? ""}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** One file in the field "file", as an <input type=file> upload. */
export function multipartFile(filename: string, contentType: string, content: Buffer | string): { payload: Buffer; headers: Record<string, string> } {
  return multipart([{ name: "file", file: { filename, contentType, content } }]);
}
