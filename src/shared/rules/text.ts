// Which characters text sent to the site may hold. Every string a request carries (body, path, query) is
// checked against this once, where src/shared/schemas/common.ts builds strings: PostgreSQL text cannot
// hold NUL, and no other control character has a use in a name, a code or a link.

/** Tab, line feed and carriage return are allowed only in text with lines (descriptions, messages, addresses). */
export type TextLines = "one line" | "lines";

// C0 controls, DEL and C1 controls; and half of a surrogate pair on its own (not a character at all).
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
// eslint-disable-next-line no-control-regex
const controlInALine = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const controlInLines = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** Whether `text` holds a character no field accepts (or a line break where the field is one line). */
export function hasForbiddenCharacter(text: string, lines: TextLines = "one line"): boolean {
  return (lines === "lines" ? controlInLines : controlInALine).test(text) || loneSurrogate.test(text);
}

export function characterNotAllowed(label: string): string {
  return `${label} contains a character that is not allowed`;
}
