/**
 * A small CSV writer (RFC 4180): every field quoted, quotes doubled, CRLF line ends. A field that a
 * spreadsheet would run as a formula (starting with = + - @, tab or carriage return) is prefixed with
 * an apostrophe so opening the export never executes what a customer typed.
 */
export type CsvValue = string | number | null | undefined;

const formulaStart = /^[=+\-@\t\r]/;

export function csvField(value: CsvValue): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (typeof value === "string" && formulaStart.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(",")).join("\r\n") + "\r\n";
}
