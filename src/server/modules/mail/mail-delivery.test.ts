// Mail never fails or delays a booking or a contact message: not when the mail server is slow, is
// unreachable, or is not configured at all, nor when the server shuts down with mail in flight.
import { describe, expect, it, vi } from "vitest";
import { createTestApp } from "../../test/test-app.ts";
import { bookingPayload, seedCatalogue } from "../../test/booking-fixtures.ts";
import { mailTo, startSmtpTestServer, unusedPort } from "../../test/smtp-test-server.ts";

const office = "office@sparkle.test";

describe("when mail is slow or down", () => {
  it("answers the booking at once while a slow mail server takes its time", async () => {
    const smtp = await startSmtpTestServer({ delayMs: 3000 });
    const t = await createTestApp({ smtpUrl: smtp.url, notifyEmail: office, rateLimitScale: 1000 });
    try {
      const services = await seedCatalogue(t.app.db);
      const started = Date.now();
      const response = await t.app.inject({
        method: "POST",
        url: "/api/bookings/create",
        payload: bookingPayload([services[0]!], { email: "patient@example.ng" }),
      });
      expect(response.statusCode).toBe(201);
      expect(Date.now() - started).toBeLessThan(1000);
      await mailTo(smtp, "patient@example.ng");
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it("lets mail already being sent finish when the server shuts down", async () => {
    const smtp = await startSmtpTestServer({ delayMs: 500 });
    const t = await createTestApp({ smtpUrl: smtp.url, rateLimitScale: 1000 });
    try {
      const services = await seedCatalogue(t.app.db);
      const response = await t.app.inject({
        method: "POST",
        url: "/api/bookings/create",
        payload: bookingPayload([services[0]!], { email: "shutdown@example.ng" }),
      });
      expect(response.statusCode).toBe(201);
      await t.close();
      // No waiting here: closing returned only once the confirmation was handed over.
      expect(smtp.received.map((mail) => mail.to).flat()).toContain("shutdown@example.ng");
    } finally {
      await smtp.close();
    }
  });

  it("stores the booking and keeps its mail to try again when the mail server is unreachable", async () => {
    const port = await unusedPort();
    const t = await createTestApp({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      notifyEmail: office,
      rateLimitScale: 1000,
    });
    try {
      const services = await seedCatalogue(t.app.db);
      const response = await t.app.inject({
        method: "POST",
        url: "/api/bookings/create",
        payload: bookingPayload([services[0]!]),
      });
      expect(response.statusCode).toBe(201);
      const stored = await t.app.db
        .selectFrom("bookings")
        .select("id")
        .where("id", "=", response.json()._id)
        .execute();
      expect(stored).toHaveLength(1);
      await vi.waitFor(
        async () => {
          const mails = await t.app.db.selectFrom("outbox_messages").selectAll().execute();
          expect(mails.map((mail) => [mail.state, Number(mail.attempts)])).toEqual([
            ["pending", 1],
            ["pending", 1],
          ]);
          for (const mail of mails) expect(mail.last_error).toMatch(/ECONNREFUSED/);
        },
        { timeout: 10_000, interval: 50 },
      );
    } finally {
      await t.close();
    }
  });
});

describe("without SMTP_URL", () => {
  it("takes bookings and contact messages, and their mail waits in the outbox", async () => {
    const t = await createTestApp({ notifyEmail: office, rateLimitScale: 1000 });
    try {
      expect(t.app.mailer.enabled).toBe(false);
      const services = await seedCatalogue(t.app.db);
      const booking = await t.app.inject({
        method: "POST",
        url: "/api/bookings/create",
        payload: bookingPayload([services[0]!]),
      });
      expect(booking.statusCode).toBe(201);
      const contact = await t.app.inject({
        method: "POST",
        url: "/api/contact/send-message",
        payload: { name: "Ade", email: "ade@example.ng", message: "Hello" },
      });
      expect(contact.statusCode).toBe(200);
      await t.app.outbox.runOnce();
      const mails = await t.app.db.selectFrom("outbox_messages").selectAll().orderBy("kind").execute();
      expect(mails.map((mail) => [mail.kind, mail.state, Number(mail.attempts)])).toEqual([
        ["booking-received", "pending", 0],
        ["business-new-booking", "pending", 0],
        ["business-new-message", "pending", 0],
      ]);
    } finally {
      await t.close();
    }
  });
});
