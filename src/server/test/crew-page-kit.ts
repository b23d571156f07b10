// The crew page's tests: a crew with a job of today given to it (one service with a checklist), its link
// as the owner sees it, and the calls the crew's phone makes.
import { randomUUID } from "node:crypto";
import { todayInLagos } from "../../shared/lagos-date.ts";
import type { CrewWithLink } from "../../shared/schemas/crew.ts";
import { newId } from "../lib/ids.ts";
import { multipart } from "./image-uploads.ts";
import { addCrew, insertJob } from "./job-fixtures.ts";
import type { TestApp } from "./test-app.ts";

export const checklist = ["Mop the floors", "Wipe the windows"];

/** A job of today for the crew, of a service whose checklist is `checklist`; answers the booking's id. */
export async function crewJob(t: TestApp, crewId: string, status: "pending" | "confirmed" = "confirmed") {
  const db = t.app.db;
  const now = new Date().toISOString();
  const categoryId = newId();
  await db
    .insertInto("categories")
    .values({
      id: categoryId,
      name: `Cleaning ${categoryId}`,
      name_key: categoryId,
      slug: `cleaning-${categoryId}`,
      description: "Cleaning",
      images: "[]",
      created_at: now,
      updated_at: now,
    })
    .execute();
  const serviceId = newId();
  await db
    .insertInto("services")
    .values({
      id: serviceId,
      name: "Deep Home Cleaning",
      description: "Every room",
      price_kobo: 4_500_000,
      category_id: categoryId,
      images: "[]",
      checklist: JSON.stringify(checklist),
      created_at: now,
      updated_at: now,
    })
    .execute();
  const job = await insertJob(db, {
    date: todayInLagos(),
    window: "morning",
    status,
    customerName: "Ada Obi",
  });
  await db.updateTable("bookings").set({ crew_id: crewId }).where("id", "=", job.id).execute();
  await db
    .updateTable("booking_items")
    .set({ service_id: serviceId })
    .where("booking_id", "=", job.id)
    .execute();
  return job.id;
}

export async function crewWithJob(t: TestApp, owner: string, name: string) {
  const crewId = await addCrew(t, owner, name);
  return { crewId, bookingId: await crewJob(t, crewId) };
}

export async function crewsOf(t: TestApp, owner: string): Promise<CrewWithLink[]> {
  const response = await t.app.inject({ url: "/api/crews", headers: { cookie: owner } });
  if (response.statusCode !== 200) throw new Error(`GET /api/crews: ${response.statusCode} ${response.body}`);
  return response.json() as CrewWithLink[];
}

/** The token of a crew's page, as its link in `GET /api/crews` carries it. */
export async function crewToken(t: TestApp, owner: string, crewId: string): Promise<string> {
  const crew = (await crewsOf(t, owner)).find((one) => one._id === crewId)!;
  return new URL(crew.crewUrl).pathname.replace("/crew/", "");
}

export function phoneCalls(t: TestApp, token: string) {
  const json = { accept: "application/json" };
  return {
    page: () => t.app.inject({ url: `/crew/${token}` }),
    step: (bookingId: string, step: string, id: string = randomUUID(), takenAt = new Date().toISOString()) =>
      t.app.inject({
        method: "POST",
        url: `/api/crew-pages/${token}/steps`,
        headers: json,
        payload: { id, bookingId, step, takenAt },
      }),
    tick: (bookingId: string, item: string, done = true, id: string = randomUUID()) =>
      t.app.inject({
        method: "POST",
        url: `/api/crew-pages/${token}/ticks`,
        headers: json,
        payload: { id, bookingId, item, done, takenAt: new Date().toISOString() },
      }),
    photo(bookingId: string, data: Buffer, stage = "before", id: string = randomUUID()) {
      const file = multipart(data, "photo.jpg", "image/jpeg");
      const boundary = file.headers["content-type"].split("boundary=")[1]!;
      const fields = { id, bookingId, stage, takenAt: new Date().toISOString() };
      const head = Object.entries(fields)
        .map(
          ([name, value]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        )
        .join("");
      return t.app.inject({
        method: "POST",
        url: `/api/crew-pages/${token}/photos`,
        headers: { ...file.headers, ...json },
        payload: Buffer.concat([Buffer.from(head), file.payload]),
      });
    },
  };
}

export async function historyKinds(t: TestApp, bookingId: string): Promise<string[]> {
  const rows = await t.app.db
    .selectFrom("booking_events")
    .select("kind")
    .where("booking_id", "=", bookingId)
    .orderBy("at")
    .orderBy("id")
    .execute();
  return rows.map((row) => row.kind);
}
