import { describe, expect, it } from "vitest";
import { telHref, whatsappHref } from "./phone-links";

describe("telHref", () => {
  it.each([
    ["+234 803 123 4567", "tel:+2348031234567"],
    ["0803 123 4567", "tel:08031234567"],
    ["(0803) 123-4567", "tel:08031234567"],
    [" +234 (0) 803-123-4567", "tel:+23408031234567"],
  ])("%s → %s", (phone, href) => expect(telHref(phone)).toBe(href));
});

describe("whatsappHref", () => {
  it.each([
    ["+234 803 123 4567", "https://wa.me/2348031234567"],
    ["0803 123 4567", "https://wa.me/2348031234567"],
    ["08031234567", "https://wa.me/2348031234567"],
    ["234 803 123 4567", "https://wa.me/2348031234567"],
    ["00234 803 123 4567", "https://wa.me/2348031234567"],
    ["+44 20 7946 0958", "https://wa.me/442079460958"],
  ])("%s → %s", (phone, href) => expect(whatsappHref(phone)).toBe(href));
});
