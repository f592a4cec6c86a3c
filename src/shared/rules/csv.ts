// CSV export and import (cart upload, list downloads). Files are opened in
// Excel, which with an Italian locale expects ";" as the separator.

export type CsvCell = string | number | null;

// OWASP CSV injection: a cell beginning with one of these is run as a formula
// by spreadsheet programs; a leading apostrophe makes it plain text.
const FORMULA_TRIGGERS = new Set(["=", "+", "-", "@", "\t", "\r"]);

export function neutralizeCsvCell(value: string): string {
  const first = value.charAt(0);
  return FORMULA_TRIGGERS.has(first) ? `'${value}` : value;
}

function checkSeparator(separator: string): void {
  if (separator.length !== 1 || separator === '"' || separator === "\r" || separator === "\n") {
    throw new RangeError(`invalid CSV separator ${JSON.stringify(separator)}`);
  }
}

function encodeCell(cell: CsvCell, separator: string): string {
  if (cell === null) return "";
  // Numbers are emitted as numbers (a negative amount must stay a negative
  // amount), so they are not neutralised; they cannot hold a formula anyway.
  if (typeof cell === "number") return Number.isFinite(cell) ? String(cell) : "";
  const text = neutralizeCsvCell(cell);
  if (text.includes(separator) || /["\r\n]/.test(text)) {
    return `"${text.replace(/"/g, '""')}"`;
  }
  return text;
}

// Every record ends with CRLF (RFC 4180), the last one included.
export function toCsv(rows: readonly (readonly CsvCell[])[], separator = ";"): string {
  checkSeparator(separator);
  return rows.map((row) => `${row.map((cell) => encodeCell(cell, separator)).join(separator)}\r\n`).join("");
}

// RFC 4180 with the usual leniencies: CRLF, LF or lone CR line ends, a UTF-8 BOM
// (Excel adds one), characters after a closing quote kept as text, an
// unterminated quote running to the end of the input. Blank lines inside
// the file are returned as [""] rows; only the empty line that a trailing
// newline would create is dropped.
export function parseCsv(text: string, separator: string): string[][] {
  checkSeparator(separator);
  const src = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let inQuotes = false;
  // A quote opens a quoted field only as the field's first character.
  let atFieldStart = true;
  // Whether anything has been read since the last record ended.
  let rowOpen = false;

  const endField = (): void => {
    row.push(field);
    field = "";
    atFieldStart = true;
  };
  const endRow = (): void => {
    endField();
    rows.push(row);
    row = [];
    rowOpen = false;
  };

  for (let i = 0; i < src.length; i++) {
    const ch = src.charAt(i);
    if (inQuotes) {
      if (ch !== '"') {
        field += ch;
      } else if (src.charAt(i + 1) === '"') {
        field += '"';
        i++;
      } else {
        inQuotes = false;
      }
      continue;
    }
    if (ch === "\r" || ch === "\n") {
      endRow();
      if (ch === "\r" && src.charAt(i + 1) === "\n") i++;
      continue;
    }
    rowOpen = true;
    if (ch === separator) {
      endField();
    } else if (ch === '"' && atFieldStart) {
      inQuotes = true;
      atFieldStart = false;
    } else {
      field += ch;
      atFieldStart = false;
    }
  }
  if (rowOpen || inQuotes) endRow();
  return rows;
}
