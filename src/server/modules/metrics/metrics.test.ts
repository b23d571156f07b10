// What /api/metrics reports, on a real app and database: requests by route pattern, bookings really
// stored, the outbox as the database holds it, and the process's own figures.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idempotencyKeyHeader } from "../../../shared/rules/idempotency.ts";
import { bookingPayload, seedCatalogue, type SeededService } from "../../test/booking-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { enqueueMessages } from "../outbox/outbox.repository.ts";
import { sampleValue } from "../../test/prometheus-text.ts";

let t: TestApp;
let services: SeededService[];
beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 100 });
  services = await seedCatalogue(t.app.db);
});
afterAll(() => t.close());

async function scrape(): Promise<string> {
  const response = await t.app.inject({ url: "/api/metrics", remoteAddress: "127.0.0.1" });
  expect(response.statusCode).toBe(200);
  return response.body;
}

const bookingsCreated = async () => sampleValue(await scrape(), "bookings_created_total");

const book = (headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/bookings/create",
    payload: bookingPayload([services[0]!]),
    headers,
  });

describe("GET /api/metrics", () => {
  it("names every metric, the process's figures included", async () => {
    const text = await scrape();
    for (const name of [
      "http_request_duration_seconds",
      "bookings_created_total",
      "outbox_messages",
      "outbox_oldest_pending_age_seconds",
      "outbox_stuck_messages",
      "nodejs_eventloop_lag_seconds",
      "nodejs_eventloop_lag_p99_seconds",
      "process_resident_memory_bytes",
      "nodejs_heap_size_used_bytes",
    ]) {
      expect(text, name).toContain(`# TYPE ${name} `);
    }
  });

  it("counts a stored booking once, and not its Idempotency-Key replay nor a refused one", async () => {
    const before = (await bookingsCreated())!;
    const headers = { [idempotencyKeyHeader]: "metrics-test-key-1" };
    expect((await book(headers)).statusCode).toBe(201);
    expect(await bookingsCreated()).toBe(before + 1);
    const replay = await book(headers);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    expect(await bookingsCreated()).toBe(before + 1);
    const refused = await t.app.inject({ method: "POST", url: "/api/bookings/create", payload: {} });
    expect(refused.statusCode).toBe(400);
    expect(await bookingsCreated()).toBe(before + 1);
  });

  it("reports the outbox as the database holds it", async () => {
    await t.app.db.deleteFrom("outbox_messages").execute();
    const empty = await scrape();
    for (const state of ["pending", "sent", "failed"])
      expect(sampleValue(empty, "outbox_messages", { state })).toBe(0);
    expect(sampleValue(empty, "outbox_oldest_pending_age_seconds")).toBe(0);
    expect(sampleValue(empty, "outbox_stuck_messages")).toBe(0);

    const mail = (i: number) => ({
      kind: "booking-received" as const,
      to: `g${i}@example.ng`,
      subject: "Hi",
      text: "Hi",
      html: "<p>Hi</p>",
    });
    const hourAgo = new Date(Date.now() - 60 * 60_000);
    await enqueueMessages(t.app.db, [mail(1)], hourAgo);
    await enqueueMessages(t.app.db, [mail(2), mail(3), mail(4)]);
    const [failed] = await t.app.db
      .selectFrom("outbox_messages")
      .select("id")
      .where("recipient", "=", "g4@example.ng")
      .execute();
    await t.app.db
      .updateTable("outbox_messages")
      .set({ state: "failed" })
      .where("id", "=", failed!.id)
      .execute();

    const text = await scrape();
    expect(sampleValue(text, "outbox_messages", { state: "pending" })).toBe(3);
    expect(sampleValue(text, "outbox_messages", { state: "failed" })).toBe(1);
    expect(sampleValue(text, "outbox_messages", { state: "sent" })).toBe(0);
    const age = sampleValue(text, "outbox_oldest_pending_age_seconds")!;
    expect(age).toBeGreaterThanOrEqual(3600);
    expect(age).toBeLessThan(3700);
    // Due an hour ago and held by no worker: the one stuck message.
    expect(sampleValue(text, "outbox_stuck_messages")).toBe(1);
  });

  it("labels requests with the route pattern, never the path asked for", async () => {
    const id = "CL-9999999999";
    expect((await t.app.inject({ url: `/api/bookings/status/${id}` })).statusCode).toBe(404);
    await t.app.inject({ url: "/api/no-such-thing-1234" });
    await t.app.inject({ url: "/no-such-page-5678" });
    const text = await scrape();
    const status = { method: "GET", route: "/api/bookings/status/:bookingId", status_code: "404" };
    expect(sampleValue(text, "http_request_duration_seconds_count", status)).toBe(1);
    expect(sampleValue(text, "http_request_duration_seconds_bucket", { ...status, le: "+Inf" })).toBe(1);
    expect(
      sampleValue(text, "http_request_duration_seconds_count", { route: "/api/*", status_code: "404" }),
    ).toBeGreaterThanOrEqual(1);
    for (const raw of [id, "no-such-thing-1234", "no-such-page-5678"]) expect(text).not.toContain(raw);
    expect(
      sampleValue(text, "http_request_duration_seconds_count", {
        route: "/api/bookings/create",
        status_code: "201",
      }),
    ).toBeGreaterThanOrEqual(1);
  });
});
