// The owner's calendar links: one for every job and one per crew, each at a secret address made on first
// view, renewed on demand (the old address then answers 404), with the customer's contact details only
// when the owner turns them on.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import { addDays } from "../../../shared/rules/availability.ts";
import {
  businessFeedName,
  feedNotFound,
  feedScopeMissing,
  feedScopeUnknown,
  includeContactMissing,
} from "../../../shared/rules/calendar-feeds.ts";
import type { CalendarFeed } from "../../../shared/schemas/calendar-feed.ts";
import { addCrew, insertJob } from "../../test/job-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let owner: string;
let crewId: string;

beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 1000, publicUrl: "https://sparkle.example.ng" });
  owner = await t.signIn();
  crewId = await addCrew(t, owner, "Lekki Team");
  await insertJob(t.app.db, {
    date: addDays(todayInLagos(), 10),
    window: "morning",
    customerName: "Ada Obi",
    address: "12 Admiralty Way, Lekki Phase 1",
    phone: "0803 111 2222",
    notes: "Gate code 4321",
  });
});
afterAll(() => t.close());

const feeds = async () => {
  const response = await t.app.inject({ url: "/api/calendar-feeds", headers: { cookie: owner } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CalendarFeed[];
};
const feedOf = async (scope: string) => (await feeds()).find((feed) => feed.scope === scope)!;
const read = (url: string) => t.app.inject({ url: new URL(url).pathname });
const renew = (payload: unknown) =>
  t.app.inject({
    method: "POST",
    url: "/api/calendar-feeds/renew",
    headers: { cookie: owner },
    payload: payload as object,
  });
const contact = (payload: unknown) =>
  t.app.inject({
    method: "PUT",
    url: "/api/calendar-feeds/contact-details",
    headers: { cookie: owner },
    payload: payload as object,
  });

describe("the list of calendar links", () => {
  it("has every job's feed, then one per crew, each at a secret address that stays the same", async () => {
    const first = await feeds();
    expect(first.map(({ scope, name }) => ({ scope, name }))).toEqual([
      { scope: "business", name: businessFeedName },
      { scope: crewId, name: "Lekki Team" },
    ]);
    for (const feed of first) {
      expect(feed.url).toMatch(/^https:\/\/sparkle\.example\.ng\/calendar\/[A-Za-z0-9_-]{32,}\.ics$/);
      expect(feed.includeContact).toBe(false);
    }
    expect(new Set(first.map((feed) => feed.url)).size).toBe(2);
    expect(await feeds()).toEqual(first);
  });

  it("makes only one address for a feed however many first views come at once", async () => {
    await addCrew(t, owner, "Ikoyi Team");
    const answers = await Promise.all(Array.from({ length: 5 }, feeds));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
  });
});

describe("a feed's address", () => {
  it("serves the calendar, never to be stored by a proxy", async () => {
    const response = await read((await feedOf("business")).url);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.body.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  });

  it.each([
    ["a wrong token", "/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics"],
    ["a short token", "/calendar/abc.ics"],
    ["no .ics", "/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"],
    ["a path in the name", "/calendar/..%2F..%2Fetc%2Fpasswd.ics"],
  ])("answers 404 to %s", async (_name, url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(feedNotFound);
  });

  it("is replaced on renewal: the old one answers 404 at once, the new one serves the feed", async () => {
    const before = await feedOf(crewId);
    const renewed = await renew({ scope: crewId });
    expect(renewed.statusCode).toBe(200);
    const after: CalendarFeed = renewed.json();
    expect(after.url).not.toBe(before.url);
    expect((await feedOf(crewId)).url).toBe(after.url);
    const old = await read(before.url);
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toBe(feedNotFound);
    expect((await read(after.url)).statusCode).toBe(200);
    // The other feeds keep theirs.
    expect((await read((await feedOf("business")).url)).statusCode).toBe(200);
    const entry = await t.app.db
      .selectFrom("audit_log")
      .selectAll()
      .where("entity", "=", "calendar-feed")
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ action: "renew", entity_id: crewId });
  });

  it.each([
    [{ scope: "00000000-0000-0000-0000-000000000000" }, 404, feedScopeUnknown],
    [{ scope: "" }, 400, feedScopeMissing],
    [{}, 400, feedScopeMissing],
  ])("renewing %j answers %i with a message", async (payload, status, message) => {
    const response = await renew(payload);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
  });
});

describe("the customer's contact details", () => {
  it("are left out unless the owner turns them on for that feed, then shown in full", async () => {
    const url = (await feedOf("business")).url;
    const without = (await read(url)).body;
    expect(without).toContain("LOCATION:Lekki");
    for (const hidden of ["Admiralty", "0803 111 2222", "Gate code", "Obi"])
      expect(without).not.toContain(hidden);

    const on = await contact({ scope: "business", includeContact: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ scope: "business", includeContact: true, url });
    const withContact = (await read(url)).body;
    for (const shown of ["12 Admiralty Way\\, Lekki Phase 1", "0803 111 2222", "Gate code 4321", "Ada Obi"])
      expect(withContact).toContain(shown);
    // The crew's feed is another feed: still without them.
    expect((await read((await feedOf(crewId)).url)).body).not.toContain("Admiralty");

    await contact({ scope: "business", includeContact: false });
    expect((await read(url)).body).not.toContain("Admiralty");
  });

  it.each([
    [{ scope: "business" }, 400, includeContactMissing],
    [{ scope: "business", includeContact: "yes" }, 400, includeContactMissing],
    [{ scope: "nobody", includeContact: true }, 404, feedScopeUnknown],
  ])("answers %j with %i and a message", async (payload, status, message) => {
    const response = await contact(payload);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
  });
});
