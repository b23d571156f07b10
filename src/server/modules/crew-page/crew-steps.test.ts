// What a crew sends from its page: each step recorded once however often the phone sends it, in the
// booking's history as done by the crew; On our way tells the customer once; Finish completes the booking
// (unless the owner turned that off); a job not the crew's, or a renewed link, is refused.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  crewActionIdNotValid,
  crewJobCancelled,
  crewJobNotYours,
  crewPageNotFound,
  crewStepNotValid,
  crewTakenAtNotValid,
} from "../../../shared/rules/crew-page.ts";
import { crewJob, crewToken, crewWithJob, historyKinds, phoneCalls } from "../../test/crew-page-kit.ts";
import { addCrew } from "../../test/job-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 1000, publicUrl: "https://sparkle.example.ng" });
  owner = await t.signIn();
});
afterAll(() => t.close());

const outboxKinds = async (bookingId: string) =>
  (
    await t.app.db.selectFrom("outbox_messages").select("kind").where("booking_id", "=", bookingId).execute()
  ).map((row) => row.kind);

describe("a step sent again and again", () => {
  it("is recorded once when the same phone-made ID arrives 10 times at once", async () => {
    const { crewId, bookingId } = await crewWithJob(t, owner, "Replay Team");
    const phone = phoneCalls(t, await crewToken(t, owner, crewId));
    const id = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => phone.step(bookingId, "on-the-way", id)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.filter((answer) => answer.json().recorded === true)).toHaveLength(1);
    expect(await historyKinds(t, bookingId)).toEqual(["on-the-way"]);
    // The customer is told once that the crew is on the way.
    expect(await outboxKinds(bookingId)).toEqual(["booking-on-the-way"]);
  });

  it("records Finish sent 10 times at once once, and completes the booking once", async () => {
    const { crewId, bookingId } = await crewWithJob(t, owner, "Finish Team");
    const phone = phoneCalls(t, await crewToken(t, owner, crewId));
    expect((await phone.step(bookingId, "started")).json()).toEqual({ recorded: true });
    const id = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => phone.step(bookingId, "finished", id)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(await historyKinds(t, bookingId)).toEqual(["started", "finished", "completed"]);
    const booking = await t.app.db
      .selectFrom("bookings")
      .select("status")
      .where("id", "=", bookingId)
      .executeTakeFirstOrThrow();
    expect(booking.status).toBe("completed");
    expect(await outboxKinds(bookingId)).toEqual(["booking-completed"]);
  });
});

describe("the history staff read", () => {
  it("names the crew, keeps the phone's time and marks a step out of order", async () => {
    const { crewId, bookingId } = await crewWithJob(t, owner, "Order Team");
    const phone = phoneCalls(t, await crewToken(t, owner, crewId));
    const takenOffline = new Date(Date.now() - 40 * 60_000).toISOString();
    expect((await phone.step(bookingId, "finished", randomUUID(), takenOffline)).statusCode).toBe(200);
    const response = await t.app.inject({
      url: `/api/bookings/${bookingId}/history`,
      headers: { cookie: owner },
    });
    const finished = (
      response.json() as {
        events: { kind: string; actor: string; actorName: string; details: Record<string, unknown> }[];
      }
    ).events.find((event) => event.kind === "finished")!;
    expect(finished).toMatchObject({
      actor: "crew",
      actorName: "Order Team",
      details: { takenAt: takenOffline, outOfOrder: true, sentLate: true },
    });
    const progress = await t.app.inject({
      url: `/api/bookings/${bookingId}/field-work`,
      headers: { cookie: owner },
    });
    expect(progress.json().progress).toMatchObject({ state: "finished", outOfOrder: true });
  });

  it("leaves the booking as it is when the owner turned completing on Finish off", async () => {
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/settings",
      headers: { cookie: owner },
      payload: { crewPage: { finishCompletes: false } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { crewId, bookingId } = await crewWithJob(t, owner, "Manual Team");
    const phone = phoneCalls(t, await crewToken(t, owner, crewId));
    await phone.step(bookingId, "started");
    await phone.step(bookingId, "finished");
    const booking = await t.app.db
      .selectFrom("bookings")
      .select("status")
      .where("id", "=", bookingId)
      .executeTakeFirstOrThrow();
    expect(booking.status).toBe("confirmed");
    expect(await historyKinds(t, bookingId)).toEqual(["started", "finished"]);
    await t.app.inject({
      method: "PUT",
      url: "/api/settings",
      headers: { cookie: owner },
      payload: { crewPage: { finishCompletes: true } },
    });
  });
});

describe("steps that are refused", () => {
  it("refuses a step for a job given to another crew, and records nothing", async () => {
    const { crewId } = await crewWithJob(t, owner, "Own Team");
    const otherCrew = await addCrew(t, owner, "Other Team");
    const othersJob = await crewJob(t, otherCrew);
    const phone = phoneCalls(t, await crewToken(t, owner, crewId));
    const response = await phone.step(othersJob, "started");
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(crewJobNotYours);
    expect(await historyKinds(t, othersJob)).toEqual([]);
  });

  it("refuses the steps of a renewed link, and takes the new link's", async () => {
    const { crewId, bookingId } = await crewWithJob(t, owner, "Renewed Team");
    const oldToken = await crewToken(t, owner, crewId);
    const renewed = await t.app.inject({
      method: "POST",
      url: `/api/crews/${crewId}/crew-link/renew`,
      headers: { cookie: owner },
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const newToken = new URL(renewed.json().crewUrl).pathname.replace("/crew/", "");
    expect(newToken).not.toBe(oldToken);
    expect(await crewToken(t, owner, crewId)).toBe(newToken);

    const refused = await phoneCalls(t, oldToken).step(bookingId, "started");
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(crewPageNotFound);
    expect((await phoneCalls(t, oldToken).page()).statusCode).toBe(404);
    expect(await historyKinds(t, bookingId)).toEqual([]);
    expect((await phoneCalls(t, newToken).step(bookingId, "started")).statusCode).toBe(200);
    expect(await historyKinds(t, bookingId)).toEqual(["started"]);
  });

  it("refuses a step that names no valid step, ID or time, changing nothing", async () => {
    const { crewId, bookingId } = await crewWithJob(t, owner, "Careless Team");
    const phone = phoneCalls(t, await crewToken(t, owner, crewId));
    const refusals: [Awaited<ReturnType<typeof phone.step>>, string][] = [
      [await phone.step(bookingId, "dancing"), crewStepNotValid],
      [await phone.step(bookingId, "started", "not-a-uuid"), crewActionIdNotValid],
      [await phone.step(bookingId, "started", randomUUID(), "yesterday"), crewTakenAtNotValid],
    ];
    for (const [response, message] of refusals) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await historyKinds(t, bookingId)).toEqual([]);
  });

  it("refuses a step for a job cancelled meanwhile", async () => {
    const { crewId, bookingId } = await crewWithJob(t, owner, "Late Team");
    await t.app.db.updateTable("bookings").set({ status: "cancelled" }).where("id", "=", bookingId).execute();
    const response = await phoneCalls(t, await crewToken(t, owner, crewId)).step(bookingId, "on-the-way");
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(crewJobCancelled);
    expect(await historyKinds(t, bookingId)).toEqual([]);
  });
});
