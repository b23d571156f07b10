// What Today tells the office about the field and about customers' text messages: a job started on its
// crew's page shows as started on Today, and once finished how long it took (at 412 px, as the office and
// crews use it); the day's failed WhatsApp and SMS messages are counted, one tap from the Outbox's failed.
import crypto from "node:crypto";
import { todayInLagos } from "../src/shared/lagos-date";
import { crewStepLabels } from "../src/shared/rules/crew-page";
import type { JobProgress } from "../src/shared/schemas/crew-page";
import { failedTextsToday, todayHeadings } from "../src/shared/rules/today";
import { openDatabase } from "../src/server/db/database.ts";
import { newId } from "../src/server/lib/ids.ts";
import { crewWithJobToday } from "./crew-page-helpers";
import { expect, test } from "./fixtures";
import { databaseUrlOf } from "./own-admin";

test("a job started on its crew's page shows as started on Today, and once finished, how long it took", async ({
  ownAdminPage: page,
  ownAdminApi: api,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "Today and the crew page at 412 px.");
  // A crew, a job, the crew's page and Today, twice: longer than one page's journey.
  test.slow();
  const { booking, crewPath } = await crewWithJobToday(api);
  const day = todayInLagos();
  const stateOfJob = async () => {
    const answer = await api.get(`/api/bookings/job-progress?from=${day}&to=${day}`);
    const list = (await answer.json()) as JobProgress[];
    return list.find((progress) => progress.bookingId === booking._id)?.state ?? null;
  };
  const crew = await browser.newContext({ viewport: { width: 412, height: 915 } });
  try {
    const crewPage = await crew.newPage();
    await crewPage.goto(crewPath);
    const job = crewPage.locator(`#job-${booking._id}`);
    await job.getByRole("button", { name: "Start" }).click();
    await expect.poll(stateOfJob).toBe("started");

    await page.goto("/admin-dashboard");
    const jobs = page.getByRole("region", { name: todayHeadings.jobs });
    const line = jobs.getByRole("link", { name: new RegExp(booking.customerName) });
    await expect(line).toContainText(crewStepLabels.started);

    // Finish completes the job: it stays on Today, with how long it took.
    await job.getByRole("button", { name: "Finish" }).click();
    await expect.poll(stateOfJob).toBe("finished");
    await page.reload();
    await expect(line).toContainText(new RegExp(`${crewStepLabels.finished} in \\d+ min`));
  } finally {
    await crew.close();
  }
});

test("the day's failed WhatsApp and SMS messages are counted on Today, one tap from the Outbox's failed", async ({
  ownAdminPage: page,
  baseURL,
}) => {
  // The demo site has no WhatsApp or SMS provider (the API tests drive the providers' doubles to a
  // failure), so the failed message is written into the site's database as the sender leaves one.
  const recipient = `23480${crypto.randomInt(10_000_000, 99_999_999)}`;
  const error = "(#131026) Message undeliverable";
  const database = openDatabase(databaseUrlOf(baseURL));
  try {
    const now = new Date().toISOString();
    await database.db
      .insertInto("outbox_messages")
      .values({
        id: newId(),
        kind: "booking-reminder",
        channel: "whatsapp",
        recipient,
        subject: "WhatsApp: booking_reminder",
        text_body: "Hello, a reminder of your visit tomorrow.",
        html_body: "",
        reply_to: null,
        booking_id: null,
        dedupe_key: null,
        payload: null,
        state: "failed",
        attempts: 1,
        last_error: error,
        next_attempt_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
  } finally {
    await database.close();
  }

  await page.goto("/admin-dashboard");
  await expect(page.getByRole("heading", { level: 1, name: /^Today/ })).toBeVisible();
  // Other tests of this run may have failed a message too: the count is at least this one.
  const link = page.getByRole("link", { name: /^\d+ WhatsApp or SMS messages? failed today/ });
  await expect(link).toBeVisible();
  const count = Number((await link.textContent())!.match(/\d+/)![0]);
  expect(count).toBeGreaterThanOrEqual(1);
  await expect(link).toContainText(failedTextsToday(count));
  await link.click();
  await expect(page).toHaveURL(/\/admin-dashboard\/outbox\?state=failed$/);
  await expect(page.getByRole("tab", { name: /^Failed/ })).toHaveAttribute("aria-selected", "true");
  const item = page.getByRole("listitem").filter({ hasText: `To ${recipient}` });
  await expect(item).toContainText("WhatsApp");
  await expect(item).toContainText(`Last error: ${error}`);
});
