// The text drawn in a PDF made by pdfkit (standard fonts): inflates the content streams and
// decodes the hex strings of the Tj/TJ operators. Enough to check that a document carries its
// number, not a general PDF parser.
import { inflateSync } from "node:zlib";

export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const out: string[] = [];
  const re = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf("endstream", start);
    if (end < 0) break;
    const bytes = pdf.subarray(start, end);
    let content: string;
    try {
      content = inflateSync(bytes).toString("latin1");
    } catch {
      content = bytes.toString("latin1");
    }
    for (const op of content.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const parts = op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((x) => x[1]!) : [op[2]!];
      // WinAnsi: 0x80 is the euro sign; the rest of what we print is Latin-1.
      out.push(parts.map((h) => Buffer.from(h, "hex").toString("latin1").replace(/\x80/g, "€")).join(""));
    }
    re.lastIndex = end + "endstream".length;
  }
  return out.join("\n");
}
