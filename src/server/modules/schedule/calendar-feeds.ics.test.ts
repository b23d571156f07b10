// What a calendar app reads from the feeds, read here by a calendar app's own parser (ical.js): every
// job at its window's hours in Lagos (UTC+1 all year), the customer's first name, the area and the
// services, the crew's feed holding that crew's jobs only. The window hours follow the Settings.
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import { addDays } from "../../../shared/rules/availability.ts";
import type { CalendarFeed } from "../../../shared/schemas/calendar-feed.ts";
import { defaultSettings } from "../../../shared/settings-defaults.ts";
import { setAvailability } from "../../test/availability.ts";
import { addCrew, insertJob } from "../../test/job-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let owner: string;
let crewId: string;
const date = addDays(todayInLagos(), 7);
const jobs: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 1000 });
  owner = await t.signIn();
  crewId = await addCrew(t, owner, "Lekki Team");
  const db = t.app.db;
  jobs.morning = (
    await insertJob(db, {
      date,
      window: "morning",
      customerName: "Ngozi Eze",
      address: "4 Bourdillon Road, Ikoyi",
      services: ["Deep Home Cleaning", "Sofa Shampoo"],
    })
  ).id;
  jobs.afternoon = (
    await insertJob(db, {
      date,
      window: "afternoon",
      // Commas, semicolons, a backslash and a name long past one line, in a language with accents.
      customerName: "Ọláolúwa Adéyẹmí-Bánkọ́lé",
      address: "Plot 7; Block C, Victoria Island",
      services: [
        "Move-out Cleaning, 3 bedrooms; with balcony \\ terrace",
        "Window Washing ".repeat(8).trim(),
      ],
    })
  ).id;
  // Booked for an area its address does not name: the area the customer chose is the one shown.
  jobs.allDay = (
    await insertJob(db, { date: addDays(date, 1), window: null, address: "Somewhere", area: "Ajah" })
  ).id;
  jobs.cancelled = (await insertJob(db, { date, window: "evening", status: "cancelled" })).id;
  jobs.longAgo = (await insertJob(db, { date: addDays(todayInLagos(), -200), window: "morning" })).id;
  const given = await t.app.inject({
    method: "PUT",
    url: `/api/bookings/${jobs.morning}/crew`,
    headers: { cookie: owner },
    payload: { crewId },
  });
  expect(given.statusCode).toBe(200);
});
afterAll(() => t.close());

async function parsedFeed(scope: string) {
  const list = await t.app.inject({ url: "/api/calendar-feeds", headers: { cookie: owner } });
  const feed = (list.json() as CalendarFeed[]).find((candidate) => candidate.scope === scope)!;
  const response = await t.app.inject({ url: new URL(feed.url).pathname });
  expect(response.statusCode).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(response.body) as unknown[]);
  const events = calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
  return {
    text: response.body,
    calendar,
    byId: (id: string) => events.find((e) => e.uid === `booking-${id}`),
    events,
  };
}

const utc = (event: ICAL.Event | undefined) => ({
  start: event!.startDate.toJSDate().toISOString(),
  end: event!.endDate.toJSDate().toISOString(),
});

describe("the feed of every job", () => {
  it("is a calendar that a calendar app reads, with every job that is not cancelled", async () => {
    const { calendar, byId, events } = await parsedFeed("business");
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(`${defaultSettings.business.name}: All jobs`);
    expect(events).toHaveLength(3);
    expect(byId(jobs.cancelled!)).toBeUndefined();
    expect(byId(jobs.longAgo!)).toBeUndefined();
  });

  it("puts each job at its window's hours in Lagos: morning 08:00–12:00 is 07:00Z–11:00Z", async () => {
    const { byId } = await parsedFeed("business");
    expect(utc(byId(jobs.morning!))).toEqual({
      start: `${date}T07:00:00.000Z`,
      end: `${date}T11:00:00.000Z`,
    });
    expect(utc(byId(jobs.afternoon!))).toEqual({
      start: `${date}T11:00:00.000Z`,
      end: `${date}T15:00:00.000Z`,
    });
    const allDay = byId(jobs.allDay!)!;
    expect(allDay.startDate.isDate).toBe(true);
    expect(allDay.startDate.toString()).toBe(addDays(date, 1));
    expect(allDay.endDate.toString()).toBe(addDays(date, 2));
  });

  it("shows the area a job was booked for, where its address names none", async () => {
    const { byId } = await parsedFeed("business");
    expect(byId(jobs.allDay!)!.location).toBe("Ajah");
    expect(byId(jobs.allDay!)!.description).toContain("Area: Ajah");
  });

  it("names the customer's first name, the services and the area; the booking ID and crew in the notes", async () => {
    const { byId } = await parsedFeed("business");
    const morning = byId(jobs.morning!)!;
    expect(morning.summary).toBe("Ngozi: Deep Home Cleaning, Sofa Shampoo");
    expect(morning.location).toBe("Ikoyi");
    expect(morning.description).toContain("Services: Deep Home Cleaning, Sofa Shampoo");
    expect(morning.description).toMatch(/Booking ID: CL-[0-9A-Z]{10}/);
    expect(morning.description).toContain("Crew: Lekki Team");
    expect(morning.description).not.toContain("Bourdillon");
  });

  it("keeps commas, semicolons, backslashes, accents and long lines exactly as they were", async () => {
    const { text, byId } = await parsedFeed("business");
    const afternoon = byId(jobs.afternoon!)!;
    expect(afternoon.summary).toBe(
      `Ọláolúwa: Move-out Cleaning, 3 bedrooms; with balcony \\ terrace, ${"Window Washing ".repeat(8).trim()}`,
    );
    expect(afternoon.location).toBe("Victoria Island");
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });
});

describe("a crew's feed", () => {
  it("holds that crew's jobs only", async () => {
    const { events, calendar } = await parsedFeed(crewId);
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(
      `${defaultSettings.business.name}: Lekki Team`,
    );
    expect(events.map((event) => event.uid)).toEqual([`booking-${jobs.morning}`]);
  });
});

describe("the window hours", () => {
  it("follow the availability settings", async () => {
    const windows = {
      morning: { start: "07:30", end: "11:00" },
      afternoon: { start: "12:00", end: "15:30" },
      evening: { start: "16:00", end: "20:00" },
    };
    await setAvailability(t, owner, { windows });
    const { byId } = await parsedFeed(crewId);
    expect(utc(byId(jobs.morning!))).toEqual({
      start: `${date}T06:30:00.000Z`,
      end: `${date}T10:00:00.000Z`,
    });
  });
});
