// The activity list speaks like a person: each entry of GET /api/audit/get carries a summary that
// names the record ("Deactivated coupon LAGOS10"), for entries written now and for those written before.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditEntry } from "../../../shared/schemas/audit.ts";
import type { Booking } from "../../../shared/schemas/booking.ts";
import { newId } from "../../lib/ids.ts";
import { createTestApp, testAdmin, type TestApp } from "../../test/test-app.ts";
import { bookingPayload, seedCatalogue, type SeededService } from "../../test/booking-fixtures.ts";

let t: TestApp;
let cookie: string;
let services: SeededService[];

beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 1000 });
  cookie = await t.signIn();
  services = await seedCatalogue(t.app.db);
});
afterAll(() => t.close());

async function call(method: "POST" | "PUT" | "DELETE", url: string, payload?: unknown) {
  const response = await t.app.inject({ method, url, payload: payload as object, headers: { cookie } });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json();
}

async function activity(): Promise<AuditEntry[]> {
  const response = await t.app.inject({ url: "/api/audit/get", headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function newBooking(customerName: string): Promise<Booking> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/bookings/create",
    payload: bookingPayload([services[0]!], { customerName }),
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe("GET /api/audit/get", () => {
  it("sums up every kind of change in words, with the record's name", async () => {
    const category = await call("POST", "/api/categories/create", {
      name: "Audit Laundry",
      description: "Washing and ironing",
      images: [],
    });
    await call("PUT", `/api/categories/update/${category._id}`, {
      name: "Audit Laundry Care",
      description: "Washing and ironing",
      images: [],
    });
    const service = await call("POST", "/api/services/create", {
      name: "Audit Duvet Wash",
      description: "One duvet",
      price: 12500.5,
      category: category._id,
      images: [],
    });
    await call("PUT", `/api/services/update/${service._id}`, {
      name: "Audit Duvet Wash",
      description: "One duvet",
      price: 15000,
      category: category._id,
      images: [],
    });
    await call("DELETE", `/api/services/delete/${service._id}`);
    const work = await call("POST", "/api/past-works/create", {
      title: "Lekki duplex",
      description: "After the builders left",
      images: [],
    });
    await call("PUT", `/api/past-works/update/${work._id}`, {
      title: "Lekki duplex",
      description: "After the builders left, in two days",
      images: [],
    });
    await call("DELETE", `/api/past-works/delete/${work._id}`);
    const testimonial = await call("POST", "/api/testimonials/create", {
      name: "Ngozi Audit",
      role: "Homeowner, Yaba",
      feedback: "Spotless.",
      image: "",
    });
    await call("DELETE", `/api/testimonials/delete/${testimonial._id}`);
    const coupon = await call("POST", "/api/coupons/create", {
      code: "LAGOS10",
      discount: 10,
      description: "",
      active: true,
      expirationDate: "2099-12-31",
      usageLimit: null,
    });
    await call("PUT", `/api/coupons/toggle/${coupon._id}/toggle`);
    await call("PUT", `/api/coupons/toggle/${coupon._id}/toggle`);
    await call("DELETE", `/api/coupons/delete/${coupon._id}`);
    const confirmed = await newBooking("Ada Eze");
    await call("PUT", `/api/bookings/update-status/${confirmed._id}/confirmed`);
    await call("PUT", `/api/bookings/update-status/${confirmed._id}/completed`);
    const cancelled = await newBooking("Bola Audit");
    await call("DELETE", `/api/bookings/delete/${cancelled._id}`);
    await call("POST", "/api/contact/send-message", {
      name: "Kemi Audit",
      email: "kemi@example.ng",
      message: "Do you clean on Sundays?",
    });
    const messages: { _id: string; name: string }[] = (
      await t.app.inject({ url: "/api/messages/get", headers: { cookie } })
    ).json();
    await call("PUT", `/api/messages/read/${messages.find((m) => m.name === "Kemi Audit")!._id}`);
    await call("PUT", "/api/user/update", { firstName: "Ada", lastName: "Okafor", email: testAdmin.email });
    await call("PUT", "/api/user/update-password", {
      currentPassword: testAdmin.password,
      newPassword: testAdmin.password,
    });

    const entries = await activity();
    const summaries = entries.map((entry) => entry.summary);
    expect(summaries).toEqual(
      expect.arrayContaining([
        "Created category Audit Laundry",
        "Updated category Audit Laundry Care (renamed from Audit Laundry)",
        "Created service Audit Duvet Wash",
        "Updated service Audit Duvet Wash (price ₦12,500.50 → ₦15,000)",
        "Deleted service Audit Duvet Wash",
        "Created past work Lekki duplex",
        "Updated past work Lekki duplex",
        "Deleted past work Lekki duplex",
        "Created testimonial Ngozi Audit",
        "Deleted testimonial Ngozi Audit",
        "Created coupon LAGOS10 (10% off)",
        "Deactivated coupon LAGOS10",
        "Activated coupon LAGOS10",
        "Deleted coupon LAGOS10",
        `Confirmed booking ${confirmed.bookingId} for Ada Eze`,
        `Completed booking ${confirmed.bookingId} for Ada Eze`,
        `Cancelled booking ${cancelled.bookingId} for Bola Audit`,
        "Read the message from Kemi Audit",
        "Updated their profile",
        "Changed their password",
      ]),
    );
    // Never a raw id, nor a code word such as "past-work", "status" or "toggle".
    for (const entry of entries) {
      if (entry.entityId) expect(entry.summary).not.toContain(entry.entityId);
      expect(entry.summary).not.toMatch(/past-work|\bstatus\b|\btoggle\b|\bcancel\b/);
      expect(entry.summary).toMatch(/^[A-Z]/);
    }
  });

  it("reads entries written before the record's name was kept", async () => {
    const booking = await newBooking("Old Entry Customer");
    const bookingRow = await t.app.db
      .selectFrom("bookings")
      .select("id")
      .where("id", "=", booking._id)
      .executeTakeFirstOrThrow();
    const old = (action: string, entity: string, entityId: string, details: Record<string, unknown>) => ({
      id: newId(),
      actor_id: "someone",
      actor_email: "old@example.ng",
      action,
      entity,
      entity_id: entityId,
      details: JSON.stringify(details),
      created_at: "2099-01-01T00:00:00.000Z",
    });
    await t.app.db
      .insertInto("audit_log")
      .values([
        old("status", "booking", bookingRow.id, {
          bookingId: booking.bookingId,
          from: "pending",
          to: "confirmed",
        }),
        old("read", "message", newId(), {}),
        old("password", "profile", newId(), {}),
      ])
      .execute();

    const oldEntries = (await activity()).filter((entry) => entry.actorEmail === "old@example.ng");
    expect(oldEntries.map((entry) => entry.summary).sort()).toEqual(
      ["Changed their password", `Confirmed booking ${booking.bookingId}`, "Read a message"].sort(),
    );
  });
});
