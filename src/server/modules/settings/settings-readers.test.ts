// What reads the settings sees a save: another instance on the same database within a second, and the next
// booking's confirmation mail (sent to a real SMTP server on 127.0.0.1).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { SiteSettings } from "../../../shared/schemas/settings.ts";
import { defaultSettings } from "../../../shared/settings-defaults.ts";
import { buildApp } from "../../app.ts";
import { testConfig } from "../../config.ts";
import { bookingPayload, seedCatalogue, type SeededService } from "../../test/booking-fixtures.ts";
import { startSmtpTestServer, type SmtpTestServer } from "../../test/smtp-test-server.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let smtp: SmtpTestServer;
let t: TestApp;
let cookie: string;
let services: SeededService[];

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({ smtpUrl: smtp.url, publicUrl: "https://sparkle.example", rateLimitScale: 1000 });
  cookie = await t.signIn();
  services = await seedCatalogue(t.app.db);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const save = async (update: Partial<SiteSettings>) => {
  const response = await t.app.inject({
    method: "PUT",
    url: "/api/settings",
    headers: { cookie },
    payload: update,
  });
  expect(response.statusCode, response.body).toBe(200);
};

describe("after a save", () => {
  it("puts the new name and phone number in the next booking's confirmation", async () => {
    await save({
      business: {
        ...defaultSettings.business,
        name: "Shine Bright Lagos",
        phones: [{ label: "Bookings", number: "0909 111 2233" }],
      },
    });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/bookings/create",
      payload: bookingPayload([services[0]!], { email: "kemi@example.ng", customerName: "Kemi Ade" }),
    });
    expect(response.statusCode, response.body).toBe(201);

    const find = () => smtp.received.find((mail) => mail.to.includes("kemi@example.ng"));
    await vi.waitFor(() => expect(find()).toBeDefined(), { timeout: 10_000, interval: 50 });
    const mail = find()!;
    expect(mail.subject).toContain("Shine Bright Lagos");
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain("Shine Bright Lagos");
      expect(body).toContain("0909 111 2233");
      expect(body).not.toContain(defaultSettings.business.phones[0]!.number);
      expect(body).not.toContain(defaultSettings.business.name);
    }
  });

  it("is seen by another instance on the same database within a second", async () => {
    const other = await buildApp({ config: testConfig(), database: t.database });
    try {
      await other.ready();
      const read = async () => ((await other.inject({ url: "/api/settings" })).json() as SiteSettings).legal;
      expect((await read()).privacy).toEqual(defaultSettings.legal.privacy);
      await save({ legal: { ...defaultSettings.legal, privacy: ["Your details stay with us."] } });
      await vi.waitFor(async () => expect((await read()).privacy).toEqual(["Your details stay with us."]), {
        timeout: 1500,
        interval: 100,
      });
    } finally {
      await other.close();
    }
  });
});
