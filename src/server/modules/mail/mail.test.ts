// Mail (DECISIONS.md B2) against a real SMTP server on 127.0.0.1: what the customer and the business receive,
// and that mail never fails or delays a booking.
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { formatCalendarDate, todayInLagos } from "../../../shared/lagos-date.ts";
import type { Booking } from "../../../shared/schemas/booking.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import {
  bookingPayload,
  seedCatalogue,
  seedCoupon,
  type SeededService,
} from "../../test/booking-fixtures.ts";
import { startSmtpTestServer, type ReceivedMail, type SmtpTestServer } from "../../test/smtp-test-server.ts";

const office = "office@sparkle.test";
const hostile = `<img src=x onerror="alert(1)">`;

/** The first received mail to `address` that matches, waiting for it to arrive. */
async function mailTo(
  smtp: SmtpTestServer,
  address: string,
  matches: (mail: ReceivedMail) => boolean = () => true,
): Promise<ReceivedMail> {
  const find = () => smtp.received.find((mail) => mail.to.includes(address) && matches(mail));
  await vi.waitFor(() => expect(find()).toBeDefined(), { timeout: 10_000, interval: 50 });
  return find()!;
}

describe("with SMTP configured", () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let services: SeededService[];

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await createTestApp({
      smtpUrl: smtp.url,
      notifyEmail: office,
      publicUrl: "https://sparkle.example",
      rateLimitScale: 1000,
    });
    services = await seedCatalogue(t.app.db);
    await seedCoupon(t.app.db, { code: "RAINY10", discount: 10 });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("sends the customer a confirmation with the ID, services, total, visit and status link", async () => {
    const date = todayInLagos(new Date(Date.now() + 3 * 24 * 60 * 60 * 1000));
    const response = await t.app.inject({
      method: "POST",
      url: "/api/bookings/create",
      payload: bookingPayload([services[0]!, services[1]!], {
        customerName: "Ngozi Chukwu",
        email: "ngozi@example.ng",
        preferredDate: date,
        preferredTime: "afternoon",
        couponCode: "rainy10",
        couponApplied: "rainy10",
        discount: 10,
      }),
    });
    expect(response.statusCode).toBe(201);
    const booking: Booking = response.json();

    const mail = await mailTo(smtp, "ngozi@example.ng");
    expect(mail.subject).toContain(booking.bookingId);
    const link = `https://sparkle.example/check-booking-status?id=${booking.bookingId}`;
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(booking.bookingId);
      expect(body).toContain("Deep Home Cleaning");
      expect(body).toContain("₦45,000");
      expect(body).toContain("Sofa Shampoo");
      expect(body).toContain("₦12,500.50");
      // 57,500.50 less 10%.
      expect(body).toContain("₦51,750.45");
      expect(body).toContain(formatCalendarDate(date));
      expect(body).toContain("Afternoon");
      expect(body).toContain(link);
    }
    expect(mail.text).toContain("Hello Ngozi,");
    expect(mail.html).toContain(`href="${link}"`);
  });

  it("shows the coupon's amount in naira beside its percentage, to the customer and the business", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/bookings/create",
      payload: bookingPayload([services[0]!, services[1]!], {
        customerName: "Tunde Bakare",
        email: "tunde@example.ng",
        couponCode: "RAINY10",
        couponApplied: "RAINY10",
        discount: 10,
      }),
    });
    expect(response.statusCode).toBe(201);
    const booking: Booking = response.json();
    const confirmation = await mailTo(smtp, "tunde@example.ng");
    const notice = await mailTo(smtp, office, (mail) => mail.subject.includes(booking.bookingId));
    for (const mail of [confirmation, notice]) {
      for (const body of [mail.text, mail.html]) {
        // 10% of ₦57,500.50.
        expect(body).toContain("RAINY10: −₦5,750.05 (10%)");
        expect(body).not.toContain("% off");
      }
      expect(mail.text).toContain("Coupon: RAINY10: −₦5,750.05 (10%)");
    }
  });

  it("sends the business a notice with everything the customer sent", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/bookings/create",
      payload: bookingPayload([services[2]!], {
        customerName: "Ibrahim Musa",
        email: "ibrahim@example.ng",
        phone: "0803 555 0101",
        address: "4 Awolowo Road, Ikoyi",
        notes: "Gate code 4421",
      }),
    });
    const booking: Booking = response.json();
    const notice = await mailTo(smtp, office, (mail) => mail.subject.includes(booking.bookingId));
    expect(notice.subject).toBe(`New booking ${booking.bookingId} from Ibrahim Musa`);
    expect(notice.headers.get("reply-to")).toContain("ibrahim@example.ng");
    expect(notice.text).toContain("https://sparkle.example/admin-dashboard/bookings-management");
    for (const expected of [
      "Ibrahim Musa",
      "ibrahim@example.ng",
      "0803 555 0101",
      "4 Awolowo Road, Ikoyi",
      "Gate code 4421",
      "Window Washing",
      "₦999.99",
    ]) {
      expect(notice.text).toContain(expected);
      expect(notice.html).toContain(expected);
    }
  });

  it("escapes every customer value in the HTML and keeps subjects on one line", async () => {
    // A line break in a one-line field (a header injection through the subject) is refused outright.
    const injected = await t.app.inject({
      method: "POST",
      url: "/api/bookings/create",
      payload: bookingPayload([services[0]!], {
        customerName: `Ada\nBcc: victim@example.ng`,
        email: "hostile@example.ng",
      }),
    });
    expect(injected.statusCode).toBe(400);
    expect(injected.json().message).toBe("Name contains a character that is not allowed");
    const response = await t.app.inject({
      method: "POST",
      url: "/api/bookings/create",
      payload: bookingPayload([services[0]!], {
        customerName: `${hostile} Bcc: victim@example.ng`,
        email: "hostile@example.ng",
        address: `${hostile} Street`,
        notes: `<script>alert("notes")</script>`,
      }),
    });
    expect(response.statusCode).toBe(201);
    const booking: Booking = response.json();
    const confirmation = await mailTo(smtp, "hostile@example.ng");
    const notice = await mailTo(smtp, office, (mail) => mail.subject.includes(booking.bookingId));
    for (const mail of [confirmation, notice]) {
      expect(mail.html).not.toContain("<img");
      expect(mail.html).not.toContain("<script>");
      expect(mail.headers.has("bcc")).toBe(false);
      expect(mail.to).not.toContain("victim@example.ng");
    }
    expect(confirmation.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; Street");
    expect(notice.html).toContain("&lt;script&gt;alert(&quot;notes&quot;)&lt;/script&gt;");
    // Plain text carries the values as typed.
    expect(notice.text).toContain(`<script>alert("notes")</script>`);
  });

  it("forwards a contact message to the business, replying to the sender", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact/send-message",
      payload: {
        name: "Aisha <b>Bello</b>",
        email: "aisha@example.ng",
        message: "Do you wash rugs?\nA big one.",
      },
    });
    expect(response.statusCode).toBe(200);
    const forwarded = await mailTo(smtp, office, (mail) => mail.subject.includes("Aisha"));
    expect(forwarded.subject).toBe("New message from Aisha <b>Bello</b>");
    expect(forwarded.headers.get("reply-to")).toContain("aisha@example.ng");
    expect(forwarded.text).toContain("Do you wash rugs?\nA big one.");
    expect(forwarded.html).toContain("Aisha &lt;b&gt;Bello&lt;/b&gt;");
    expect(forwarded.html).toContain("Do you wash rugs?<br>A big one.");
  });
});

describe("status link without PUBLIC_URL", () => {
  it("links to the site's own address, never the Host the booking was sent with", async () => {
    const smtp = await startSmtpTestServer();
    const t = await createTestApp({
      smtpUrl: smtp.url,
      rateLimitScale: 1000,
      publicUrl: "https://sparkleshine.ng",
    });
    try {
      const services = await seedCatalogue(t.app.db);
      const response = await t.app.inject({
        method: "POST",
        url: "/api/bookings/create",
        headers: { host: "evil.example" },
        payload: bookingPayload([services[0]!], { email: "origin@example.ng" }),
      });
      const mail = await mailTo(smtp, "origin@example.ng");
      expect(mail.text).toContain(
        `https://sparkleshine.ng/check-booking-status?id=${response.json().bookingId}`,
      );
      expect(mail.text + mail.html).not.toContain("evil.example");
      // No NOTIFY_EMAIL: only the customer is written to.
      expect(smtp.received).toHaveLength(1);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});

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
