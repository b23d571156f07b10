// Retry-safe booking (decision 030): the same Idempotency-Key books once, however often and however
// simultaneously it is sent, and gives every request the first answer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  idempotencyKeyEmpty,
  idempotencyKeyHeader,
  idempotencyKeyLifetimeMs,
  idempotencyKeyMaxLength,
  idempotencyKeyOtherClient,
  idempotencyKeyReused,
  idempotencyKeyTooLong,
  idempotentReplayedHeader,
} from "../../../shared/rules/idempotency.ts";
import { pricesChanged } from "../../../shared/schemas/booking.ts";
import {
  bookingPayload,
  countBookings,
  seedCatalogue,
  seedCoupon,
  type SeededService,
} from "../../test/booking-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let services: SeededService[];

beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 1000 });
  services = await seedCatalogue(t.app.db);
});
afterAll(() => t.close());

const book = (payload: object, key?: string, remoteAddress = "127.0.0.1") =>
  t.app.inject({
    method: "POST",
    url: "/api/bookings/create",
    payload,
    headers: key === undefined ? {} : { [idempotencyKeyHeader]: key },
    remoteAddress,
  });
let keys = 0;
const newKey = () => `attempt-${Date.now()}-${++keys}`;
const keyRows = async () =>
  Number(
    (
      await t.app.db
        .selectFrom("idempotency_keys")
        .select((eb) => eb.fn.countAll().as("count"))
        .executeTakeFirstOrThrow()
    ).count,
  );
const useCountOf = async (id: string) =>
  Number(
    (await t.app.db.selectFrom("coupons").select("use_count").where("id", "=", id).executeTakeFirstOrThrow())
      .use_count,
  );
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000).toISOString();

describe("a booking sent with an Idempotency-Key", () => {
  it("sent ten times at once books once, and all ten get the same 201 answer", async () => {
    const payload = bookingPayload([services[0]!, services[1]!], { customerName: "Ten At Once" });
    const key = newKey();
    const before = await countBookings(t.app.db);
    const answers = await Promise.all(Array.from({ length: 10 }, () => book(payload, key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers[0]!.json()).toMatchObject({ customerName: "Ten At Once", status: "pending" });
    expect(await countBookings(t.app.db)).toBe(before + 1);
    // The nine that lost the race say so; the one that booked does not.
    const replayed = answers.filter((answer) => answer.headers[idempotentReplayedHeader.toLowerCase()]);
    expect(replayed).toHaveLength(9);
  });

  it("sent ten times at once with a coupon's last use takes the use once and books once", async () => {
    const id = await seedCoupon(t.app.db, { code: "LASTONE", discount: 10, usageLimit: 1 });
    const payload = bookingPayload([services[0]!], { couponCode: "LASTONE", discount: 10 });
    const key = newKey();
    const before = await countBookings(t.app.db);
    const answers = await Promise.all(Array.from({ length: 10 }, () => book(payload, key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(await useCountOf(id)).toBe(1);
    expect(await countBookings(t.app.db)).toBe(before + 1);
  });

  it("sent again later gets the first answer, body and all, and stores nothing new", async () => {
    const payload = bookingPayload([services[2]!]);
    const key = newKey();
    const first = await book(payload, key);
    expect(first.statusCode).toBe(201);
    const [bookings, rows] = [await countBookings(t.app.db), await keyRows()];
    const again = await book(payload, key);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers[idempotentReplayedHeader.toLowerCase()]).toBe("true");
    expect([await countBookings(t.app.db), await keyRows()]).toEqual([bookings, rows]);
  });

  it("sent again from another address is refused with 422, without the manage link, and stores nothing", async () => {
    const payload = bookingPayload([services[2]!]);
    const key = newKey();
    const first = await book(payload, key, "203.0.113.7");
    expect(first.statusCode).toBe(201);
    const manageToken = String(first.json<{ manageUrl: string }>().manageUrl.split("/manage/")[1]);
    const [bookings, rows] = [await countBookings(t.app.db), await keyRows()];
    const elsewhere = await book(payload, key, "198.51.100.23");
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json()).toEqual({ message: idempotencyKeyOtherClient });
    expect(elsewhere.body).not.toContain(manageToken);
    expect([await countBookings(t.app.db), await keyRows()]).toEqual([bookings, rows]);
    // The client that booked still gets its answer, link and all.
    const again = await book(payload, key, "203.0.113.7");
    expect([again.statusCode, again.body]).toEqual([201, first.body]);
  });

  it("sent with a different booking is refused with 422 and stores nothing", async () => {
    const key = newKey();
    expect((await book(bookingPayload([services[0]!]), key)).statusCode).toBe(201);
    const [bookings, rows] = [await countBookings(t.app.db), await keyRows()];
    const other = await book(bookingPayload([services[1]!]), key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ message: idempotencyKeyReused });
    expect([await countBookings(t.app.db), await keyRows()]).toEqual([bookings, rows]);
  });

  it("refuses an empty key or one too long with 422 and stores nothing", async () => {
    const [bookings, rows] = [await countBookings(t.app.db), await keyRows()];
    const payload = bookingPayload([services[0]!]);
    const tooLong = await book(payload, "k".repeat(idempotencyKeyMaxLength + 1));
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json()).toEqual({ message: idempotencyKeyTooLong });
    const empty = await book(payload, "");
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({ message: idempotencyKeyEmpty });
    expect([await countBookings(t.app.db), await keyRows()]).toEqual([bookings, rows]);
    // The longest key allowed books.
    expect((await book(payload, "k".repeat(idempotencyKeyMaxLength))).statusCode).toBe(201);
  });

  it("leaves the key free after a refused booking: the corrected booking books with the same key", async () => {
    const key = newKey();
    const payload = bookingPayload([services[0]!]);
    const refused = await book({ ...payload, totalPrice: payload.totalPrice + 1 }, key);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(pricesChanged);
    const stale = await seedCoupon(t.app.db, { code: "GONE", active: false });
    expect((await book({ ...payload, couponCode: "GONE" }, key)).statusCode).toBe(409);
    expect(await useCountOf(stale)).toBe(0);
    const corrected = await book(payload, key);
    expect(corrected.statusCode).toBe(201);
    expect(corrected.headers[idempotentReplayedHeader.toLowerCase()]).toBeUndefined();
  });

  it("books twice without the header, as it always has", async () => {
    const payload = bookingPayload([services[1]!]);
    const before = await countBookings(t.app.db);
    expect((await book(payload)).statusCode).toBe(201);
    expect((await book(payload)).statusCode).toBe(201);
    expect(await countBookings(t.app.db)).toBe(before + 2);
  });

  it("counts a key older than a day as new, and deletes old keys as new ones are written", async () => {
    const lifetimeHours = idempotencyKeyLifetimeMs / (60 * 60 * 1000);
    const old = (key: string) => ({
      key,
      request_hash: "another booking",
      status: 201,
      body: "{}",
      created_at: hoursAgo(lifetimeHours + 1),
    });
    const key = newKey();
    const stale = Array.from({ length: 30 }, (_, i) => old(`stale-${i}`));
    await t.app.db
      .insertInto("idempotency_keys")
      .values([old(key), ...stale])
      .execute();
    const before = await countBookings(t.app.db);
    const answer = await book(bookingPayload([services[2]!]), key);
    expect(answer.statusCode).toBe(201);
    expect(answer.headers[idempotentReplayedHeader.toLowerCase()]).toBeUndefined();
    expect(await countBookings(t.app.db)).toBe(before + 1);
    const row = await t.app.db
      .selectFrom("idempotency_keys")
      .select(["body", "created_at"])
      .where("key", "=", key)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.body)).toEqual(answer.json());
    expect(row.created_at > hoursAgo(1)).toBe(true);
    const left = await t.app.db
      .selectFrom("idempotency_keys")
      .select("key")
      .where("key", "like", "stale-%")
      .execute();
    expect(left.length).toBeLessThan(stale.length);
  });
});
