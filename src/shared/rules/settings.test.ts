import { describe, expect, it } from "vitest";
import { siteSettings } from "../schemas/settings.ts";
import { defaultSettings } from "../settings-defaults.ts";
import { internationalPhone, openingHoursGroups, telLink, whatsappChatLink } from "./settings.ts";
import { settingsMessage } from "./settings-sections.ts";

describe("settings rules", () => {
  it("a new site's defaults pass the rules the owner's changes must pass", () => {
    expect(siteSettings.parse(defaultSettings)).toEqual(defaultSettings);
  });

  it.each([
    ["0803 555 0142", "+2348035550142"],
    ["08035550142", "+2348035550142"],
    ["0803-555-0142", "+2348035550142"],
    ["01 234 5678", "+23412345678"],
    ["+234 (803) 555 0142", "+2348035550142"],
    ["+44 20 7946 0958", "+442079460958"],
  ])("reads %s as %s", (written, international) => {
    expect(internationalPhone(written)).toBe(international);
  });

  it.each(["12345", "803 555 0142", "+0 803 555 0142", "0803 CALL NOW", "+234 803 555 0142 ext 2", "", "+"])(
    "refuses %j as a phone number",
    (written) => {
      expect(internationalPhone(written)).toBeUndefined();
    },
  );

  it("links a phone number for calling and for WhatsApp in international form", () => {
    expect(telLink("0803 555 0142")).toBe("tel:+2348035550142");
    expect(whatsappChatLink("0803 555 0142", "Hello & welcome")).toBe(
      "https://wa.me/2348035550142?text=Hello%20%26%20welcome",
    );
  });

  it("names the item a message is about", () => {
    expect(settingsMessage(["home", "heroSlides", 1, "headline"], "Headline is required")).toBe(
      "Hero slide 2: Headline is required",
    );
    expect(settingsMessage(["business", "hours", "monday", "closes"], "Use a time like 07:00")).toBe(
      "Monday: Use a time like 07:00",
    );
    expect(settingsMessage(["business", "name"], "Business name is required")).toBe(
      "Business name is required",
    );
  });
});

describe("opening hours", () => {
  it("groups days in a row with the same hours, closed days included", () => {
    const open = (opens: string, closes: string) => ({ closed: false, opens, closes });
    const closed = { closed: true, opens: "", closes: "" };
    const groups = openingHoursGroups({
      monday: open("07:00", "19:00"),
      tuesday: open("07:00", "19:00"),
      wednesday: open("07:00", "19:00"),
      thursday: open("07:00", "19:00"),
      friday: open("07:00", "17:00"),
      saturday: closed,
      sunday: closed,
    });
    expect(groups.map((group) => `${group.label}: ${group.time}`)).toEqual([
      "Monday to Thursday: 07:00 to 19:00",
      "Friday: 07:00 to 17:00",
      "Saturday to Sunday: Closed",
    ]);
  });
});
