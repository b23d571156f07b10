import { describe, expect, it } from "vitest";
import { numberOf } from "./number.ts";
import { hasForbiddenCharacter } from "./text.ts";

describe("hasForbiddenCharacter", () => {
  it.each([
    "Ọlábísí Adéyẹmí",
    "Chukwuemeka Ńnàmdí",
    "₦15,000 — 10% off",
    "🧹✨ Sparkle",
    "𝕳𝖊𝖑𝖑𝖔",
    "عائشة",
    "a b",
  ])("takes %s", (text) => {
    expect(hasForbiddenCharacter(text)).toBe(false);
    expect(hasForbiddenCharacter(text, "lines")).toBe(false);
  });

  it.each([
    ["NUL", "a\u0000b"],
    ["bell", "a\u0007b"],
    ["escape", "a\u001bb"],
    ["vertical tab", "a\u000bb"],
    ["DEL", "a\u007fb"],
    ["a C1 control", "a\u0085b"],
    ["a lone high surrogate", "a\ud800b"],
    ["a lone low surrogate", "a\udc00b"],
    ["a high surrogate at the end", "a\ud83e"],
  ])("refuses %s in any text", (_label, text) => {
    expect(hasForbiddenCharacter(text)).toBe(true);
    expect(hasForbiddenCharacter(text, "lines")).toBe(true);
  });

  it("takes tab and line breaks only in text with lines", () => {
    for (const text of ["Flat 3\nLekki", "a\r\nb", "a\tb"]) {
      expect(hasForbiddenCharacter(text)).toBe(true);
      expect(hasForbiddenCharacter(text, "lines")).toBe(false);
    }
  });
});

describe("numberOf", () => {
  it("reads numbers and plain decimal text", () => {
    expect(numberOf(15000)).toBe(15000);
    expect(numberOf("15000")).toBe(15000);
    expect(numberOf("15000.50")).toBe(15000.5);
    expect(numberOf("-5")).toBe(-5);
  });
  it("names nothing for missing, null and blank, and leaves anything else for the field to refuse", () => {
    for (const value of [undefined, null, "", "   "]) expect(numberOf(value)).toBeUndefined();
    for (const value of [true, [], "0x10", "1e3", "Infinity", "NaN", ".5", "5.", "1_000"]) {
      expect(numberOf(value)).toBe(value);
    }
  });
});
