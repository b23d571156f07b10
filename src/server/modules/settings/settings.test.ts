// The business's settings through the API: the defaults of a new site, saving a section at a time, the
// activity entry, and bad input refused with a message that names the field, with nothing saved.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  latitudeNotValid,
  longitudeNotValid,
  noHeroSlide,
  noParagraph,
  opensBeforeCloses,
  phoneNotValid,
  sectionRequired,
  siteImageNotValid,
  timeNotValid,
  tooMany,
  urlNotValid,
} from "../../../shared/rules/settings-sections.ts";
import type { SiteSettings } from "../../../shared/schemas/settings.ts";
import { defaultSettings } from "../../../shared/settings-defaults.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({}, { newSite: true });
  cookie = await t.signIn();
});
afterAll(() => t.close());

const current = async (): Promise<SiteSettings> =>
  (await t.app.inject({ url: "/api/settings" })).json() as SiteSettings;

const put = (payload: unknown, headers: Record<string, string> = { cookie }) =>
  t.app.inject({ method: "PUT", url: "/api/settings", headers, payload: payload as object });

const activity = async () =>
  (await t.app.inject({ url: "/api/audit/get", headers: { cookie } })).json() as { summary: string }[];

async function restoreDefaults() {
  const response = await put(defaultSettings);
  expect(response.statusCode, response.body).toBe(200);
}

describe("reading the settings", () => {
  it("answers a new site's defaults to anyone, with an ETag to revalidate by", async () => {
    const response = await t.app.inject({ url: "/api/settings" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(defaultSettings);
    const etag = response.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({ url: "/api/settings", headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
  });
});

describe("saving the settings", () => {
  beforeEach(restoreDefaults);

  it("saves one section and leaves the others as they were", async () => {
    const business = { ...defaultSettings.business, phones: [{ label: "Office", number: "0909 111 2233" }] };
    const response = await put({ business });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as SiteSettings).business.phones).toEqual(business.phones);

    const after = await current();
    expect(after.business.phones).toEqual([{ label: "Office", number: "0909 111 2233" }]);
    expect(after.home).toEqual(defaultSettings.home);
    expect(after.legal).toEqual(defaultSettings.legal);
  });

  it("shows a saved change at once: the old ETag no longer matches", async () => {
    const before = await t.app.inject({ url: "/api/settings" });
    const home = {
      heroSlides: [{ ...defaultSettings.home.heroSlides[0]!, headline: "Clean homes in Ikeja" }],
    };
    expect((await put({ home })).statusCode).toBe(200);
    const after = await t.app.inject({
      url: "/api/settings",
      headers: { "if-none-match": before.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
    expect((after.json() as SiteSettings).home.heroSlides.map((slide) => slide.headline)).toEqual([
      "Clean homes in Ikeja",
    ]);
  });

  it("records each save in the activity list, naming the parts saved", async () => {
    const legal = { ...defaultSettings.legal, privacy: ["We keep your details safe."] };
    expect((await put({ legal, social: { links: [] } })).statusCode).toBe(200);
    expect((await activity())[0]?.summary).toBe("Updated the settings (Privacy and terms, Social links)");
  });

  it("accepts phone numbers in Nigerian and international form", async () => {
    for (const number of [
      "0803 555 0142",
      "08035550142",
      "+234 803 555 0142",
      "01 234 5678",
      "+44 20 7946 0958",
    ]) {
      const business = { ...defaultSettings.business, whatsapp: number, phones: [{ label: "Main", number }] };
      const response = await put({ business });
      expect(response.statusCode, `${number}: ${response.body}`).toBe(200);
    }
  });

  it("accepts an uploaded picture and a closed day", async () => {
    const slide = {
      ...defaultSettings.home.heroSlides[0]!,
      image: { url: "/api/images/abc-123", alt: "Our van" },
    };
    const hours = { ...defaultSettings.business.hours, saturday: { closed: true, opens: "", closes: "" } };
    expect((await put({ home: { heroSlides: [slide] } })).statusCode).toBe(200);
    expect((await put({ business: { ...defaultSettings.business, hours } })).statusCode).toBe(200);
    const after = await current();
    expect(after.home.heroSlides[0]!.image.url).toBe("/api/images/abc-123");
    expect(after.business.hours.saturday.closed).toBe(true);
  });

  it("refuses a save without a session, and saves nothing", async () => {
    const response = await put({ business: { ...defaultSettings.business, name: "Someone Else" } }, {});
    expect(response.statusCode).toBe(401);
    expect((await current()).business.name).toBe(defaultSettings.business.name);
  });
});

const business = defaultSettings.business;
const slide = defaultSettings.home.heroSlides[0]!;
const member = defaultSettings.about.team[0]!;

const badInput: [string, unknown, string][] = [
  ["nothing to save", {}, sectionRequired],
  [
    "a name too long",
    { business: { ...business, name: "x".repeat(81) } },
    "Business name must be at most 80 characters",
  ],
  ["an empty tagline", { business: { ...business, tagline: " " } }, "Tagline is required"],
  [
    "a phone number that is not one",
    { business: { ...business, phones: [{ label: "Main", number: "12345" }] } },
    `Phone 1: ${phoneNotValid}`,
  ],
  ["letters in the WhatsApp number", { business: { ...business, whatsapp: "0803 CALL NOW" } }, phoneNotValid],
  ["a bad email", { business: { ...business, email: "hello@" } }, "Enter a valid email address"],
  [
    "a latitude off the globe",
    { business: { ...business, map: { ...business.map, latitude: 91 } } },
    latitudeNotValid,
  ],
  [
    "a longitude off the globe",
    { business: { ...business, map: { ...business.map, longitude: -181 } } },
    longitudeNotValid,
  ],
  [
    "closing before opening",
    {
      business: {
        ...business,
        hours: { ...business.hours, monday: { closed: false, opens: "18:00", closes: "08:00" } },
      },
    },
    `Monday: ${opensBeforeCloses}`,
  ],
  [
    "a time that is not one",
    {
      business: {
        ...business,
        hours: { ...business.hours, friday: { closed: false, opens: "7am", closes: "19:00" } },
      },
    },
    `Friday: ${timeNotValid}`,
  ],
  [
    "seven hero slides",
    { home: { heroSlides: Array.from({ length: 7 }, () => slide) } },
    tooMany("hero slides", 6),
  ],
  ["no hero slide", { home: { heroSlides: [] } }, noHeroSlide],
  [
    "a headline too long",
    { home: { heroSlides: [slide, { ...slide, headline: "x".repeat(121) }] } },
    "Hero slide 2: Headline must be at most 120 characters",
  ],
  [
    "a picture from another site",
    { home: { heroSlides: [{ ...slide, image: { url: "https://evil.example/x.jpg", alt: "x" } }] } },
    `Hero slide 1: ${siteImageNotValid}`,
  ],
  [
    "thirteen team members",
    { about: { ...defaultSettings.about, team: Array.from({ length: 13 }, () => member) } },
    tooMany("team members", 12),
  ],
  [
    "a social link that is a script",
    { social: { links: [{ network: "Facebook", url: "javascript:alert(1)" }] } },
    `Social link 1: ${urlNotValid}`,
  ],
  ["an empty privacy policy", { legal: { ...defaultSettings.legal, privacy: [] } }, noParagraph],
];

describe("bad input", () => {
  beforeAll(restoreDefaults);

  it.each(badInput)(
    "refuses %s with a message naming the field, and saves nothing",
    async (_what, payload, message) => {
      const before = await current();
      const entries = (await activity()).length;
      const response = await put(payload);
      expect(response.statusCode, response.body).toBe(400);
      expect((response.json() as { message: string }).message).toContain(message);
      expect(await current()).toEqual(before);
      expect((await activity()).length).toBe(entries);
    },
  );

  it("saves no section when any section sent is wrong", async () => {
    const response = await put({
      business: { ...business, name: "Shine Bright Ltd" },
      home: { heroSlides: [{ ...slide, headline: "" }] },
    });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { fields: Record<string, string> }).fields).toHaveProperty(
      "home.heroSlides.0.headline",
    );
    expect((await current()).business.name).toBe(defaultSettings.business.name);
  });
});
