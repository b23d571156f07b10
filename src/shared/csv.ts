/**
 * A small CSV writer (RFC 4180): every field quoted, quotes doubled, CRLF line ends.
 *
 * Formula injection: a spreadsheet runs a field starting with = + - @ (and, in some programs, after a
 * leading tab or carriage return) as a formula, so such text is prefixed with an apostrophe and opening the
 * export never executes what a customer typed.
 *
 * Phone numbers are the exception, so they read cleanly: a value that is plainly a phone number (an
 * optional leading +, then only digits, spaces, dashes and parentheses) is written with a leading tab
 * instead of an apostrophe. Excel and LibreOffice keep a tab-led field as text, so "+2348031234567" shows
 * with its + and every digit (not as 2.34803E+12, nor "+234-803-…" worked out as a subtraction), and the
 * tab is invisible. It stays safe where a program trims the tab and evaluates what follows: with no
 * letters, no quotes and no ! or |, such a "formula" can only do arithmetic on constants (no function, no
 * reference, no link, no command). Phone numbers that start with a digit are left exactly as typed.
 */
export type CsvValue = string | number | null | undefined;

const formulaStart = /^[=+\-@\t\r]/;
const plainPhone = /^\+?[0-9(][0-9 ()-]*$/;
const phoneDigits = { min: 7, max: 20 };

function isPlainPhone(text: string): boolean {
  if (!plainPhone.test(text)) return false;
  const digits = text.replace(/\D/g, "").length;
  return digits >= phoneDigits.min && digits <= phoneDigits.max;
}

export function csvField(value: CsvValue): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (typeof value === "string" && formulaStart.test(text)) {
    text = isPlainPhone(text) ? `\t${text}` : `'${text}`;
  }
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(",")).join("\r\n") + "\r\n";
}
