import { describe, expect, it } from "vitest";
import { csvField, toCsv } from "./csv";

describe("csv", () => {
  it("quotes every field and doubles quotes, keeping commas and line breaks inside the field", () => {
    expect(csvField('Ada "the boss", Lekki\nLagos')).toBe('"Ada ""the boss"", Lekki\nLagos"');
  });

  it.each(['=HYPERLINK("x")', "+2348000000000", "-1+1", "@SUM(A1)", "\tcmd", "\rcmd"])(
    "neutralises the formula-looking text %j",
    (text) => {
      expect(csvField(text).startsWith(`"'`)).toBe(true);
    },
  );

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
