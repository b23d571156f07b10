// The loser of a race for an Idempotency-Key, made to lose at each point it can: it passed the first
// look-up before the winner had stored anything, so it only finds out when it claims the key (inside its
// booking's transaction) or when the winner's booking has already taken what it needed. On SQLite the
// requests of one process never overlap by themselves, so this is the way to see its loser's path too.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Booking } from "../../../shared/schemas/booking.ts";
import { defaultSettings } from "../../../shared/settings-defaults.ts";
import {
  bookingPayload,
  countBookings,
  seedCatalogue,
  seedCoupon,
  type SeededService,
} from "../../test/booking-fixtures.ts";
import { createTestDatabase, type TestDatabase } from "../../test/test-database.ts";
import { createBooking } from "./bookings.service.ts";
import { oncePerKey, type KeyClaim } from "./idempotency-keys.ts";

let database: TestDatabase;
let services: SeededService[];

beforeAll(async () => {
  database = await createTestDatabase();
  services = await seedCatalogue(database.db);
});
afterAll(() => database.drop());

const { availability } = defaultSettings;
type Input = ReturnType<typeof bookingPayload>;
const make = (input: Input) => (claim?: KeyClaim<Booking>) =>
  createBooking(database.db, availability, input, { claim });
const send = (key: string, input: Input, whenMaking: (claim?: KeyClaim<Booking>) => Promise<Booking>) =>
  oncePerKey(database.db, key, input, "127.0.0.1", 201, whenMaking);
const useCountOf = async (id: string) =>
  Number(
    (
      await database.db
        .selectFrom("coupons")
        .select("use_count")
        .where("id", "=", id)
        .executeTakeFirstOrThrow()
    ).use_count,
  );

/** Starts the loser, lets the winner book once the loser has looked the key up, then lets the loser go on. */
async function race(key: string, input: Input) {
  let winnerBooked!: Promise<unknown>;
  const loser = send(key, input, async (claim) => {
    winnerBooked = send(key, input, make(input));
    await winnerBooked;
    return make(input)(claim);
  });
  const lost = await loser;
  const won = await winnerBooked;
  return { won, lost };
}

describe("the loser of a race for a key", () => {
  it("fails to claim the key in its transaction, stores nothing, and answers the winner's booking", async () => {
    const input = bookingPayload([services[0]!]);
    const before = await countBookings(database.db);
    const { won, lost } = await race("race-claim", input);
    expect(won).toMatchObject({ replayed: false });
    expect(lost).toMatchObject({ replayed: true, status: 201 });
    expect(lost).toEqual({ replayed: true, status: 201, body: (won as { answer: Booking }).answer });
    expect(await countBookings(database.db)).toBe(before + 1);
  });

  it("refused because the winner took the coupon's last use, still answers the winner's booking", async () => {
    const id = await seedCoupon(database.db, { code: "RACE1", discount: 10, usageLimit: 1 });
    const input = bookingPayload([services[1]!], { couponCode: "RACE1", discount: 10 });
    const before = await countBookings(database.db);
    const { won, lost } = await race("race-coupon", input);
    expect(lost).toEqual({ replayed: true, status: 201, body: (won as { answer: Booking }).answer });
    expect(await useCountOf(id)).toBe(1);
    expect(await countBookings(database.db)).toBe(before + 1);
  });
});
