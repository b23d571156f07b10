// Mail never fails or delays a booking or a contact message: not when the mail server is slow, is
// unreachable, or is not configured at all, nor when the server shuts down with mail in flight.
import net from "node:net";
import { describe, expect, it, vi } from "vitest";
import { createTestApp } from "../../test/test-app.ts";
import { bookingPayload, seedCatalogue } from "../../test/booking-fixtures.ts";
import { mailTo, startSmtpTestServer } from "../../test/smtp-test-server.ts";

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

  it("stores the booking and logs the failure when the mail server is unreachable", async () => {
    // A port that was just free: nothing listens there.
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, "127.0.0.1", () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const t = await createTestApp({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      notifyEmail: office,
      rateLimitScale: 1000,
    });
    try {
      const errors = vi.spyOn(t.app.log, "error");
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
        () =>
          expect(
            errors.mock.calls.filter(([, message]) => message === "mail could not be sent"),
          ).toHaveLength(2),
        {
          timeout: 10_000,
          interval: 50,
        },
      );
    } finally {
      await t.close();
    }
  });
});

describe("without SMTP_URL", () => {
  it("takes bookings and contact messages and only logs that mail is off", async () => {
    const t = await createTestApp({ notifyEmail: office, rateLimitScale: 1000 });
    try {
      expect(t.app.mailer.enabled).toBe(false);
      const infos = vi.spyOn(t.app.log, "info");
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
      await vi.waitFor(() =>
        expect(
          infos.mock.calls.filter(([, message]) => String(message).startsWith("mail is off")),
        ).toHaveLength(3),
      );
    } finally {
      await t.close();
    }
  });
});
