// The owner's outbox API: what it lists, what it refuses, and that staff cannot reach it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxMessageNotFound, outboxStateNotValid } from "../../../shared/rules/outbox.ts";
import { signedInAs } from "../../test/accounts.ts";
import { bookingPayload, seedCatalogue } from "../../test/booking-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let owner: string;

beforeAll(async () => {
  // No SMTP_URL: every message stays pending, so the list is known.
  t = await createTestApp({ notifyEmail: "office@sparkle.test", rateLimitScale: 1000 });
  owner = await t.signIn();
  const services = await seedCatalogue(t.app.db);
  const booked = await t.app.inject({
    method: "POST",
    url: "/api/bookings/create",
    payload: bookingPayload([services[0]!], { email: "listed@example.ng" }),
  });
  expect(booked.statusCode).toBe(201);
});
afterAll(() => t.close());

const list = (query: string, cookie = owner) =>
  t.app.inject({ url: `/api/notifications${query}`, headers: { cookie } });

describe("GET /api/notifications", () => {
  it("lists the messages of a state, newest first, with the counts of every state", async () => {
    const pending = await list("?state=pending");
    expect(pending.statusCode).toBe(200);
    expect(
      pending
        .json()
        .map((m: { kind: string; to: string }) => [m.kind, m.to])
        .sort(),
    ).toEqual([
      ["booking-received", "listed@example.ng"],
      ["business-new-booking", "office@sparkle.test"],
    ]);
    expect(JSON.parse(pending.headers["x-status-counts"] as string)).toEqual({ pending: 2 });
    expect((await list("?state=sent")).json()).toEqual([]);
  });

  it("refuses a state that does not exist with 400 and a message", async () => {
    const response = await list("?state=lost");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(outboxStateNotValid);
  });

  it("is the owner's: staff get 403", async () => {
    const staff = await signedInAs(t, owner, "staff");
    expect((await list("", staff)).statusCode).toBe(403);
  });
});

describe("POST /api/notifications/:id/retry", () => {
  it("answers 404 with a message for a message that does not exist", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/notifications/00000000-0000-0000-0000-000000000000/retry",
      headers: { cookie: owner },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(outboxMessageNotFound);
  });
});
