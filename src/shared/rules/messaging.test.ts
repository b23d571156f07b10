import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { phoneDigits } from "../phone.ts";
import {
  gsmLength,
  smsMaxCharacters,
  smsText,
  textMessageKindNames,
  textMessageKinds,
  toGsmText,
} from "./messaging.ts";

describe("customer phone numbers", () => {
  it("reads local and international Nigerian numbers as the same international digits", () => {
    expect(phoneDigits("0803 123 4567")).toBe("2348031234567");
    expect(phoneDigits("+234 803 123 4567")).toBe("2348031234567");
    expect(phoneDigits("(0803) 123-4567")).toBe("2348031234567");
    expect(phoneDigits("+44 20 7946 0958")).toBe("442079460958");
  });

  it("refuses digits that cannot be a real number", () => {
    for (const junk of ["12345", "0000 000", "+234 0", "hello"]) {
      expect(phoneDigits(junk), junk).toBeNull();
    }
  });
});

describe("SMS words", () => {
  it("fit two GSM-7 parts even with the longest facts, and carry the link whole", () => {
    const link = `https://sparkleshine.ng/manage/${"x".repeat(43)}`;
    const values = [
      "Oluwadamilarexxxxxxx",
      "Wednesday 31 December 2026, Evening (4pm – 8pm)",
      "₦100,000,000",
      link,
    ];
    const sms = smsText("booking-received", values, "Sparkle & Shine Cleaning Services Ltd");
    expect(gsmLength(sms)).toBeLessThanOrEqual(smsMaxCharacters);
    expect(sms).toContain(link);
    expect(sms).toContain("NGN 100,000,000");
    expect(toGsmText(sms)).toBe(sms);
  });

  it("leave out what GSM-7 cannot carry instead of switching the SMS to UCS-2", () => {
    expect(toGsmText("Adé 😊 – ₦5")).toBe("Adé  - NGN 5");
  });
});

describe("the templates to submit", () => {
  it("are in docs/whatsapp-templates.md exactly as the site sends them", () => {
    const docs = readFileSync(
      path.resolve(import.meta.dirname, "../../../docs/whatsapp-templates.md"),
      "utf8",
    );
    for (const kind of textMessageKindNames) {
      expect(docs).toContain(`\`${textMessageKinds[kind].template}\``);
      expect(docs).toContain(textMessageKinds[kind].body);
    }
  });
});
