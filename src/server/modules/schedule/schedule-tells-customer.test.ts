// A staff move reaches the customer: the board's move queues the same message as the customer's own move
// ("booking-rescheduled", with the visit it was moved from), in the move's transaction; a refused move or a
// change of crew alone queues nothing. On SQLite, and on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { visitLabel } from "../../../shared/rules/booking.ts";
import { day, scheduleKit, type ScheduleKit } from "../../test/schedule-kit.ts";

let k: ScheduleKit;
beforeAll(async () => {
  k = await scheduleKit();
});
afterAll(() => k.t.close());

const queuedFor = (id: string) =>
  k.t.app.db
    .selectFrom("outbox_messages")
    .select(["kind", "recipient", "subject", "text_body"])
    .where("booking_id", "=", id)
    .execute();

describe("a staff move", () => {
  it("queues the customer's message with the new day and window and the old one", async () => {
    const id = await k.job({ date: day(10), window: "morning" });
    const response = await k.move(id, { preferredDate: day(11), preferredTime: "evening" });
    expect(response.statusCode, response.body).toBe(200);
    const queued = await queuedFor(id);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ kind: "booking-rescheduled", recipient: "chiamaka@example.ng" });
    expect(queued[0]!.text_body).toContain(`moved from ${visitLabel(day(10), "morning")}`);
    expect(queued[0]!.text_body).toContain(visitLabel(day(11), "evening"));
  });

  it("queues nothing for a change of crew alone, nor for a refused move", async () => {
    const id = await k.job({ date: day(12), window: "morning" });
    const crew = await k.crew();
    expect(
      (await k.move(id, { preferredDate: day(12), preferredTime: "morning", crewId: crew })).statusCode,
    ).toBe(200);
    expect(await queuedFor(id)).toEqual([]);
    const past = await k.move(id, { preferredDate: day(-1), preferredTime: "morning" });
    expect(past.statusCode).toBe(400);
    expect(await queuedFor(id)).toEqual([]);
  });
});
