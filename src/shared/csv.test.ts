import { describe, expect, it } from "vitest";
import { csvField, toCsv } from "./csv.ts";

describe("csv", () => {
  it("quotes every field and doubles quotes, keeping commas and line breaks inside the field", () => {
    expect(csvField('Ada "the boss", Lekki\nLagos')).toBe('"Ada ""the boss"", Lekki\nLagos"');
  });

  it.each([
    '=HYPERLINK("x")',
    "+1+1",
    "-2+3",
    "-1-1-1-1-1-1-1",
    "@SUM(A1)",
    "\tcmd",
    "\rcmd",
    "+234 803 CALL ME",
    "+2348031234567=1",
  ])("neutralises the formula-looking text %j with an apostrophe", (text) => {
    expect(csvField(text).startsWith(`"'`)).toBe(true);
  });

  it.each(["+2348031234567", "+234 803 123 4567", "+234-803-123-4567", "+(234) 803 123 4567"])(
    "writes the phone number %j as text without an apostrophe",
    (phone) => {
      expect(csvField(phone)).toBe(`"\t${phone}"`);
    },
  );

  it("leaves a phone number that starts with a digit exactly as typed", () => {
    expect(csvField("0803 123 4567")).toBe('"0803 123 4567"');
  });

  it("writes numbers as they are, blanks for missing values, CRLF between rows", () => {
    expect(
      toCsv(
        ["a", "b"],
        [
          [-5, null],
          ["x", undefined],
        ],
      ),
    ).toBe('"a","b"\r\n"-5",""\r\n"x",""\r\n');
  });
});
