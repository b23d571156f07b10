// Mail against a real SMTP server on 127.0.0.1: what the customer and the business receive, with every
// customer value escaped and every link on the site's own address.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import { manageLinkLabel, visitDate } from "../../../shared/rules/booking.ts";
import type { Booking, CreatedBooking } from "../../../shared/schemas/booking.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import {
  bookingPayload,
  seedCatalogue,
  seedCoupon,
  type SeededService,
} from "../../test/booking-fixtures.ts";
import { mailTo, startSmtpTestServer, type SmtpTestServer } from "../../test/smtp-test-server.ts";

const office = "office@sparkle.test";
const hostile = `<img src=x onerror="alert(1)">`;

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

  it("sends the customer a confirmation with the ID, services, total, visit, status and manage links", async () => {
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
    const booking: CreatedBooking = response.json();
    // The private link is on the site's own address and carries a secret, never the booking ID.
    expect(booking.manageUrl).toMatch(/^https:\/\/sparkle\.example\/manage\/[A-Za-z0-9_-]{43}$/);
    expect(booking.manageUrl).not.toContain(booking.bookingId);

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
      expect(body).toContain(visitDate(date));
      expect(body).toContain("Afternoon");
      expect(body).toContain(link);
      expect(body).toContain(manageLinkLabel);
      expect(body).toContain(booking.manageUrl);
    }
    expect(mail.text).toContain("Hello Ngozi,");
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain(`href="${booking.manageUrl}"`);
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
