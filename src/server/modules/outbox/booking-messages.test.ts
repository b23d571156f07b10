// The customer hears of every change the business makes to their booking, by a message written with it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingPayload, seedCatalogue } from "../../test/booking-fixtures.ts";
import { mailTo, startSmtpTestServer, type SmtpTestServer } from "../../test/smtp-test-server.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let smtp: SmtpTestServer;
let cookie: string;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({ smtpUrl: smtp.url, rateLimitScale: 1000 });
  cookie = await t.signIn();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function book(email: string) {
  const services = await seedCatalogue(t.app.db);
  const response = await t.app.inject({
    method: "POST",
    url: "/api/bookings/create",
    payload: bookingPayload([services[0]!], { email }),
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { _id: string; bookingId: string };
}

function setStatus(id: string, status: string) {
  return t.app.inject({
    method: "PUT",
    url: `/api/bookings/update-status/${id}/${status}`,
    headers: { cookie },
  });
}

describe("messages on a booking's changes", () => {
  it("tells the customer it is confirmed, then thanks them and asks for a review when it is done", async () => {
    const booking = await book("confirm@example.ng");
    expect((await setStatus(booking._id, "confirmed")).statusCode).toBe(200);
    const confirmed = await mailTo(smtp, "confirm@example.ng", (mail) => /confirmed/.test(mail.subject));
    expect(confirmed.subject).toBe(`Booking ${booking.bookingId} confirmed`);
    expect(confirmed.text).toContain("your booking with Sparkle & Shine Cleaning is confirmed");

    expect((await setStatus(booking._id, "completed")).statusCode).toBe(200);
    const thanks = await mailTo(smtp, "confirm@example.ng", (mail) => /Thank you/.test(mail.subject));
    expect(thanks.text).toContain("Reply to this email with a short review");
  });

  it("tells the customer the business cancelled, and writes nothing for a refused change", async () => {
    const booking = await book("cancel@example.ng");
    const cancel = await t.app.inject({
      method: "DELETE",
      url: `/api/bookings/delete/${booking._id}`,
      headers: { cookie },
    });
    expect(cancel.statusCode).toBe(200);
    const mail = await mailTo(smtp, "cancel@example.ng", (m) => /cancelled/.test(m.subject));
    expect(mail.text).toContain("has had to cancel your booking");

    const before = await t.app.db.selectFrom("outbox_messages").select("id").execute();
    expect((await setStatus(booking._id, "completed")).statusCode).toBe(409);
    const after = await t.app.db.selectFrom("outbox_messages").select("id").execute();
    expect(after).toHaveLength(before.length);
  });
});
