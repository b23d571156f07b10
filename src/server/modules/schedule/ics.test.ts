// The edges of the iCalendar writer: escaping and folding by octets, never inside a UTF-8 character.
import { describe, expect, it } from "vitest";
import { escapeText, foldLine, icsCalendar } from "./ics.ts";

const octets = (line: string) => Buffer.byteLength(line, "utf8");

describe("escapeText", () => {
  it("escapes backslash, semicolon, comma and every kind of line break", () => {
    expect(escapeText("a\\b;c,d\r\ne\nf\rg")).toBe("a\\\\b\\;c\\,d\\ne\\nf\\ng");
  });
});

describe("foldLine", () => {
  it("leaves a line of 75 octets whole and folds one of 76", () => {
    expect(foldLine("x".repeat(75))).toBe("x".repeat(75));
    expect(foldLine("x".repeat(76))).toBe(`${"x".repeat(75)}\r\n x`);
  });

  it("keeps every physical line within 75 octets, the leading space counted", () => {
    const folded = foldLine("y".repeat(300));
    const lines = folded.split("\r\n");
    expect(lines.map(octets).every((size) => size <= 75)).toBe(true);
    expect(lines.slice(1).every((line) => line.startsWith(" "))).toBe(true);
    expect(lines.map((line, i) => (i === 0 ? line : line.slice(1))).join("")).toBe("y".repeat(300));
  });

  it("never splits a character of several octets", () => {
    const line = `SUMMARY:${"ọ́".repeat(40)}🧽${"é".repeat(40)}`;
    const lines = foldLine(line).split("\r\n");
    expect(lines.map(octets).every((size) => size <= 75)).toBe(true);
    // Every piece is whole UTF-8: decoding it again gives the same text.
    for (const piece of lines) expect(Buffer.from(piece, "utf8").toString("utf8")).toBe(piece);
    expect(lines.map((piece, i) => (i === 0 ? piece : piece.slice(1))).join("")).toBe(line);
  });
});

describe("icsCalendar", () => {
  it("ends every line with CRLF and writes times in UTC, all-day dates as dates", () => {
    const text = icsCalendar({
      productId: "-//Test//EN",
      name: "Jobs",
      events: [
        {
          uid: "booking-1",
          changedAt: new Date("2026-12-01T10:11:12.345Z"),
          start: { instant: new Date("2026-12-02T07:00:00Z") },
          end: { date: "2026-12-03" },
          summary: "Ada: Deep Cleaning",
          description: "Booking ID: CL-1",
          status: "CONFIRMED",
        },
      ],
    });
    expect(text).toContain("\r\nDTSTAMP:20261201T101112Z\r\n");
    expect(text).toContain("\r\nDTSTART:20261202T070000Z\r\n");
    expect(text).toContain("\r\nDTEND;VALUE=DATE:20261203\r\n");
    expect(text).not.toContain("LOCATION");
    expect(text.split("\r\n").at(-1)).toBe("");
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });
});
