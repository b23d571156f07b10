// Every booking the server acknowledged survives a crash (SIGKILL) mid-stream, with its total and
// coupon use, and nothing half-written is left behind.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { normalizeBookingId } from "../../shared/booking-id.ts";
import { bookingTotal } from "../../shared/pricing.ts";
import { seedCatalogue, seedCoupon, type SeededService } from "./booking-fixtures.ts";
import { recordFigures } from "./figures.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";
import { freePort, startServer, stopServer, waitUntilHealthy, type ServerProcess } from "./server-process.ts";

let database: TestDatabase;
let server: ServerProcess | undefined;

/** Deep Home Cleaning (₦45,000) and Sofa Shampoo (₦12,500.50), written straight into the database. */
let services: SeededService[];
const couponCode = "CRASH10";

/** The real server, on the test database, with the rate limits out of the way of the stream. */
async function startOnTestDatabase(): Promise<ServerProcess> {
  const started = startServer("server", await freePort(), {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    WEB_APP: "off",
    SEED_DEMO: "0",
    ADMIN_EMAIL: "admin@example.ng",
    ADMIN_PASSWORD: "correct horse battery",
    DATABASE_URL: database.url,
    RATE_LIMIT_SCALE: "10000",
  });
  await waitUntilHealthy(started);
  return started;
}

/** Ends the server at once, as a power cut or the kernel's OOM killer would. */
async function crash(target: ServerProcess | undefined): Promise<void> {
  if (!target || target.child.exitCode !== null || target.child.signalCode !== null) return;
  target.child.kill("SIGKILL");
  await target.exited;
}

beforeAll(async () => {
  database = await createTestDatabase();
  services = (await seedCatalogue(database.db)).slice(0, 2);
  await seedCoupon(database.db, { code: couponCode, discount: 10, usageLimit: 100_000 });
}, 60_000);

afterAll(async () => {
  await crash(server);
  await database.drop();
});

function bookingPayload(index: number) {
  const chosen = index % 2 ? services : [services[0]!];
  const withCoupon = index % 3 === 0;
  return {
    customerName: `Crash Test ${index}`,
    email: `crash${index}@example.ng`,
    phone: "+234 803 000 0000",
    address: "12 Admiralty Way, Lekki Phase 1, Lagos",
    services: chosen,
    totalPrice: bookingTotal(
      chosen.map((s) => s.price),
      withCoupon ? 10 : 0,
    ),
    couponCode: withCoupon ? couponCode : null,
    couponDiscount: withCoupon ? "10%" : "0%",
    couponApplied: withCoupon ? couponCode : null,
  };
}

describe("crash safety", () => {
  it("keeps every acknowledged booking whole after SIGKILL mid-stream", { timeout: 90_000 }, async () => {
    server = await startOnTestDatabase();
    const url = server.url;
    const acknowledged = new Map<string, number>(); // booking key -> expected total in kobo
    let next = 0;
    let killed = false;

    const sender = async () => {
      while (!killed) {
        const payload = bookingPayload(next++);
        try {
          const response = await fetch(`${url}/api/bookings/create`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(payload),
          });
          if (response.status === 201) {
            const booking = (await response.json()) as { bookingId: string };
            acknowledged.set(normalizeBookingId(booking.bookingId)!, Math.round(payload.totalPrice * 100));
          } else if (!killed) {
            throw new Error(`booking answered ${response.status}: ${await response.text()}`);
          }
        } catch (error) {
          if (!killed) throw error;
        }
      }
    };
    const senders = Array.from({ length: 8 }, sender);
    const started = Date.now();
    while (acknowledged.size < 40 && Date.now() - started < 20_000)
      await new Promise((r) => setTimeout(r, 20));
    killed = true;
    await crash(server);
    await Promise.all(senders);
    expect(acknowledged.size).toBeGreaterThanOrEqual(40);

    // The server starts again on the same database and takes bookings.
    server = await startOnTestDatabase();
    const after = await fetch(`${server.url}/api/bookings/create`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(bookingPayload(1)),
    });
    expect(after.status).toBe(201);
    await stopServer(server);

    const bookings = await database.db.selectFrom("bookings").selectAll().execute();
    const items = await database.db.selectFrom("booking_items").selectAll().execute();
    const byKey = new Map(bookings.map((b) => [b.booking_key, b]));
    const lost = [...acknowledged.keys()].filter((key) => !byKey.has(key)).length;
    console.log(
      `crash safety (${database.dialect}): ${acknowledged.size} bookings acknowledged before SIGKILL, ${lost} lost`,
    );
    recordFigures("crash-safety", { acknowledged: acknowledged.size, lost });
    for (const [key, totalKobo] of acknowledged) {
      expect(byKey.get(key)?.total_kobo, `booking ${key}`).toBe(totalKobo);
    }
    // Nothing half-written: every stored booking has its items and a total that matches them.
    for (const booking of bookings) {
      const own = items.filter((item) => item.booking_id === booking.id);
      expect(own.length, `items of ${booking.booking_key}`).toBeGreaterThan(0);
      const prices = own.map((item) => item.price_kobo / 100);
      expect(booking.total_kobo).toBe(Math.round(bookingTotal(prices, booking.discount_percent) * 100));
    }
    const coupon = await database.db
      .selectFrom("coupons")
      .selectAll()
      .where("code_key", "=", "crash10")
      .executeTakeFirstOrThrow();
    expect(Number(coupon.use_count)).toBe(bookings.filter((b) => b.coupon_id === coupon.id).length);
  });
});
