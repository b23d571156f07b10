// The crew page itself: its link as the owner sees it (absolute, kept only as a hash), what the page shows
// (the crew's jobs of three days; address and phone only when the owner allows), ticks and photos recorded
// once and shown to staff, and a wrong token's 404.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import { addDays } from "../../../shared/rules/availability.ts";
import {
  checklistItemTooLong,
  checklistLimits,
  checklistTooLong,
  crewItemNotOnChecklist,
  crewPageNotFound,
  crewPhotoStageNotValid,
} from "../../../shared/rules/crew-page.ts";
import { checklist, crewsOf, crewToken, crewWithJob, phoneCalls } from "../../test/crew-page-kit.ts";
import { photo } from "../../test/image-uploads.ts";
import { insertJob } from "../../test/job-fixtures.ts";
import { redactedUrl } from "../../lib/log-redaction.ts";
import { bookedName } from "../../../shared/rules/pricing.ts";
import { escapeHtml } from "../mail/html.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 1000, publicUrl: "https://sparkle.example.ng" });
  owner = await t.signIn();
});
afterAll(() => t.close());

const fieldWork = async (bookingId: string) => {
  const response = await t.app.inject({
    url: `/api/bookings/${bookingId}/field-work`,
    headers: { cookie: owner },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe("the crew's link", () => {
  it("is absolute on each crew, stays the same, and is stored only as a hash", async () => {
    const { crewId } = await crewWithJob(t, owner, "Link Team");
    const first = (await crewsOf(t, owner)).find((crew) => crew._id === crewId)!;
    expect(first.crewUrl).toMatch(/^https:\/\/sparkle\.example\.ng\/crew\/[A-Za-z0-9_-]{43}$/);
    expect((await crewsOf(t, owner)).find((crew) => crew._id === crewId)!.crewUrl).toBe(first.crewUrl);
    const token = await crewToken(t, owner, crewId);
    const stored = JSON.stringify(await t.app.db.selectFrom("crew_links").selectAll().execute());
    expect(stored).not.toContain(token);
  });

  it("answers 404 for a wrong token, saying nothing of what exists", async () => {
    for (const token of ["x".repeat(43), "short", "z".repeat(90)]) {
      const response = await phoneCalls(t, token).page();
      expect(response.statusCode, `${token}: ${response.body}`).toBe(404);
      expect(response.body).not.toContain("Team");
      expect(response.body).toContain(crewPageNotFound);
    }
    const step = await phoneCalls(t, "y".repeat(43)).step(randomUUID(), "started");
    expect(step.statusCode).toBe(404);
    expect(step.json().message).toBe(crewPageNotFound);
  });

  it("stays out of request logs", () => {
    expect(redactedUrl("/crew/s3cr3t-Token_x")).toBe("/crew/[redacted]");
    expect(redactedUrl("/crew/s3cr3t-Token_x/manifest.webmanifest")).toBe(
      "/crew/[redacted]/manifest.webmanifest",
    );
    expect(redactedUrl("/api/crew-pages/s3cr3t-Token_x/steps")).toBe("/api/crew-pages/[redacted]/steps");
    expect(redactedUrl("/crew/app.js")).toBe("/crew/app.js");
  });

  it("is renewed by owners only", async () => {
    const { crewId } = await crewWithJob(t, owner, "Guarded Team");
    const anonymous = await t.app.inject({ method: "POST", url: `/api/crews/${crewId}/crew-link/renew` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("the page", () => {
  it("lists the crew's jobs of today and the next two days, with no address or phone unless allowed", async () => {
    const { crewId, bookingId } = await crewWithJob(t, owner, "Page Team");
    const later = await insertJob(t.app.db, {
      date: addDays(todayInLagos(), 3),
      window: "morning",
      customerName: "Later Person",
    });
    await t.app.db.updateTable("bookings").set({ crew_id: crewId }).where("id", "=", later.id).execute();
    const token = await crewToken(t, owner, crewId);
    const page = await phoneCalls(t, token).page();
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toContain("no-store");
    expect(page.body).toContain(`id="job-${bookingId}"`);
    expect(page.body).toContain("Ada");
    expect(page.body).not.toContain("Obi");
    expect(page.body).not.toContain("Later");
    expect(page.body).toContain("Area: Lekki");
    expect(page.body).toContain("Mop the floors");
    expect(page.body).not.toContain("Admiralty Way");

    // A line booked by quantity tells the crew how many, as every other screen does.
    await t.app.db
      .updateTable("booking_items")
      .set({ quantity: 12, unit: "item" })
      .where("booking_id", "=", bookingId)
      .execute();
    const [firstService] = await t.app.db
      .selectFrom("booking_items")
      .select(["name", "quantity", "unit"])
      .where("booking_id", "=", bookingId)
      .orderBy("position")
      .execute();
    const counted = await phoneCalls(t, token).page();
    expect(counted.body).toContain(escapeHtml(bookedName(firstService!)));
    expect(bookedName(firstService!)).toMatch(/ × 12$/);
    expect(page.body).not.toContain("tel:");

    const allowed = await t.app.inject({
      method: "PUT",
      url: "/api/calendar-feeds/contact-details",
      headers: { cookie: owner },
      payload: { scope: crewId, includeContact: true },
    });
    expect(allowed.statusCode).toBe(200);
    const withContact = await phoneCalls(t, token).page();
    expect(withContact.body).toContain("Admiralty Way");
    expect(withContact.body).toContain("tel:+2348031234567");
    expect(withContact.body).toContain("https://wa.me/2348031234567");
  });
});

describe("checklists and photos", () => {
  it("records a tick once and shows it to staff; an item not on the checklist is refused", async () => {
    const { crewId, bookingId } = await crewWithJob(t, owner, "Tick Team");
    const phone = phoneCalls(t, await crewToken(t, owner, crewId));
    const id = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => phone.tick(bookingId, checklist[0]!, true, id)),
    );
    expect(answers.filter((answer) => answer.json().recorded === true)).toHaveLength(1);
    const refused = await phone.tick(bookingId, "Paint the house");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(crewItemNotOnChecklist);
    const work = await fieldWork(bookingId);
    expect(work.checklist).toMatchObject([
      { item: checklist[0], done: true, by: "Tick Team" },
      { item: checklist[1], done: false, at: null },
    ]);
  });

  it("stores a photo as every upload is stored, and refuses a file that is not an image", async () => {
    const { crewId, bookingId } = await crewWithJob(t, owner, "Photo Team");
    const phone = phoneCalls(t, await crewToken(t, owner, crewId));
    const id = randomUUID();
    const jpeg = await photo(1600, 1200).jpeg().toBuffer();
    const first = await phone.photo(bookingId, jpeg, "after", id);
    expect(first.statusCode, first.body).toBe(200);
    const answers = await Promise.all([
      phone.photo(bookingId, jpeg, "after", id),
      phone.photo(bookingId, jpeg, "after", id),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const work = await fieldWork(bookingId);
    expect(work.photos).toHaveLength(1);
    expect(work.photos[0]).toMatchObject({ stage: "after", by: "Photo Team" });
    const image = await t.app.inject({ url: work.photos[0].url });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toMatch(/^image\//);

    const badStage = await phone.photo(bookingId, jpeg, "during");
    expect(badStage.statusCode).toBe(400);
    expect(badStage.json().message).toBe(crewPhotoStageNotValid);

    const notImage = await phone.photo(bookingId, Buffer.from("not a picture at all"));
    expect(notImage.statusCode).toBe(400);
    expect((await fieldWork(bookingId)).photos).toHaveLength(1);
  });
});

describe("a service's checklist", () => {
  it("is written by the owner, kept when a change leaves it out, and bounded", async () => {
    const category = await t.app.inject({
      method: "POST",
      url: "/api/categories/create",
      headers: { cookie: owner },
      payload: { name: "Checklist Cleaning", description: "Homes", images: [] },
    });
    expect(category.statusCode, category.body).toBe(201);
    const input = {
      name: "Kitchen Clean",
      description: "Kitchens",
      price: 15000,
      category: category.json()._id,
      images: [],
    };
    const created = await t.app.inject({
      method: "POST",
      url: "/api/services/create",
      headers: { cookie: owner },
      payload: { ...input, checklist: ["Degrease the hob", " Empty the bin ", "Degrease the hob"] },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().checklist).toEqual(["Degrease the hob", "Empty the bin"]);
    const id = created.json()._id as string;
    const update = (payload: object) =>
      t.app.inject({ method: "PUT", url: `/api/services/update/${id}`, headers: { cookie: owner }, payload });
    expect((await update({ ...input, name: "Kitchen Deep Clean" })).json().checklist).toEqual([
      "Degrease the hob",
      "Empty the bin",
    ]);
    const tooMany = await update({
      ...input,
      checklist: Array.from({ length: checklistLimits.items + 1 }, (_, i) => `Item ${i}`),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(checklistTooLong);
    const tooLong = await update({ ...input, checklist: ["x".repeat(checklistLimits.item + 1)] });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(checklistItemTooLong);
  });
});
