// The crew page on a 412 px phone (docs/decisions/049-crew-pages.md): opened from its link, then used with
// no connection. Start, a ticked checklist item, a photo and Finish wait on the phone and go out in order,
// each once, when the connection returns: the booking's history has each step once and it is completed.
import sharp from "sharp";
import type { JobFieldWork } from "../src/shared/schemas/crew-page.ts";
import type { BookingHistory } from "../src/shared/schemas/manage.ts";
import { crewPageNotFound, notSentLabel, waitingLabel } from "../src/shared/rules/crew-page";
import { checklistItem, crewWithJobToday } from "./crew-page-helpers";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, skipUnlessProjectOf, test } from "./fixtures";

test.beforeEach(() => skipUnlessProjectOf("phone"));

/** A new crew's page opened on the phone, and its job of today there. */
async function openCrewJob(page: Page, api: APIRequestContext) {
  const { booking, crewId, crewPath } = await crewWithJobToday(api);
  await page.goto(crewPath);
  return { booking, crewId, job: page.locator(`#job-${booking._id}`) };
}

/** Installed for offline use: the service worker runs and the page is kept. */
async function installedForOffline(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(async () => !!(await caches.match(location.pathname)));
  // The page keeps its own copy and its script as it starts: going offline before those requests end
  // cuts them, and leaves no copy to open.
  await page.waitForLoadState("networkidle");
}

test("a crew's steps, tick and photo taken offline are sent once each, in order, when the phone is back online", async ({
  page,
  context,
  ownAdminApi: api,
}) => {
  const { booking, job } = await openCrewJob(page, api);
  await expect(job.getByRole("heading", { name: /Ngozi/ })).toBeVisible();
  await expect(page.getByText(/^Jobs as of \d\d:\d\d$/)).toBeVisible();
  await installedForOffline(page);

  await context.setOffline(true);
  const offline = await page.reload();
  expect(offline?.fromServiceWorker()).toBe(true);
  await expect(job.getByRole("heading", { name: /Ngozi/ })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText(`${waitingLabel(0)} (offline)`);

  await job.getByRole("button", { name: "Start" }).click();
  await job.getByRole("button", { name: checklistItem }).click();
  const photo = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: "#0b7a5c" } })
    .jpeg()
    .toBuffer();
  await job
    .getByLabel("Photo", { exact: true })
    .setInputFiles({ name: "floor.jpg", mimeType: "image/jpeg", buffer: photo });
  await job.getByRole("button", { name: "Send photo" }).click();
  await job.getByRole("button", { name: "Finish" }).click();
  await expect(page.getByRole("status")).toHaveText(`${waitingLabel(4)} (offline)`);
  await expect(job.getByRole("button", { name: checklistItem })).toHaveAttribute("aria-pressed", "true");
  await expect(job.getByText("Work finished")).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole("status")).toHaveText(waitingLabel(0), { timeout: 15_000 });

  const history = (await (await api.get(`/api/bookings/${booking._id}/history`)).json()) as BookingHistory;
  expect(history.events.map((event) => event.kind)).toEqual([
    "created",
    "rescheduled",
    "crew",
    "started",
    "finished",
    "completed",
  ]);
  const work = (await (await api.get(`/api/bookings/${booking._id}/field-work`)).json()) as JobFieldWork;
  expect(work.checklist.find((tick) => tick.item === checklistItem)?.done).toBe(true);
  expect(work.photos).toHaveLength(1);
  const stored = await api.get(work.photos[0]!.url);
  const { width, height } = await sharp(await stored.body()).metadata();
  expect(Math.max(width!, height!)).toBeLessThanOrEqual(1600);
  expect(work.progress).toMatchObject({ state: "finished", outOfOrder: false });
});

test("a crew page opened again is downloaded once, and that copy opens with no connection", async ({
  page,
  context,
  ownAdminApi: api,
}) => {
  const { job } = await openCrewJob(page, api);
  await installedForOffline(page);

  // Opened again, the service worker answers the page and keeps it as it passes: the page does not ask
  // for itself a second time (data costs the crew money, and a second download can be cut by the signal).
  const again = await page.reload();
  expect(again?.fromServiceWorker()).toBe(true);
  await expect(job.getByRole("heading", { name: /Ngozi/ })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const pageFetches = await page.evaluate(
    () =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname === location.pathname).length,
  );
  expect(pageFetches).toBe(0);

  await context.setOffline(true);
  await page.reload();
  await expect(job.getByRole("heading", { name: /Ngozi/ })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText(`${waitingLabel(0)} (offline)`);
});

test("a step waiting on the phone when the link is renewed is shown as not sent, with the reason", async ({
  page,
  context,
  ownAdminApi: api,
}) => {
  const { booking, crewId, job } = await openCrewJob(page, api);
  await context.setOffline(true);
  await job.getByRole("button", { name: "On our way" }).click();
  await expect(page.getByRole("status")).toHaveText(`${waitingLabel(1)} (offline)`);

  const renewed = await api.post(`/api/crews/${crewId}/crew-link/renew`);
  expect(renewed.status()).toBe(200);
  await context.setOffline(false);
  await expect(page.getByRole("status")).toHaveText(waitingLabel(0));
  await expect(page.getByRole("list", { name: "Waiting to be sent" })).toContainText(
    `${notSentLabel}: On our way · ${booking.customerName.split(" ")[0]}. ${crewPageNotFound}`,
  );
  const history = (await (await api.get(`/api/bookings/${booking._id}/history`)).json()) as BookingHistory;
  expect(history.events.map((event) => event.kind)).not.toContain("on-the-way");
});

test("a connection that comes back while a try is still failing is not missed: what waits goes at once", async ({
  page,
  ownAdminApi: api,
}) => {
  const { booking, job } = await openCrewJob(page, api);
  await expect(page.getByRole("status")).toHaveText(waitingLabel(0));

  // The first try hangs on a bad connection; the phone says it is online again before that try fails.
  let tries = 0;
  let failFirstTry = () => {};
  const firstTryFailed = new Promise<void>((resolve) => (failFirstTry = resolve));
  await page.route("**/api/crew-pages/*/steps", async (route) => {
    tries += 1;
    if (tries > 1) return route.continue();
    await firstTryFailed;
    await route.abort("internetdisconnected");
  });
  await job.getByRole("button", { name: "On our way" }).click();
  await expect.poll(() => tries).toBe(1);
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
  failFirstTry();

  // Well before the page's own 30 s timer would try again.
  await expect(page.getByRole("status")).toHaveText(waitingLabel(0), { timeout: 10_000 });
  expect(tries).toBe(2);
  const history = (await (await api.get(`/api/bookings/${booking._id}/history`)).json()) as BookingHistory;
  expect(history.events.filter((event) => event.kind === "on-the-way")).toHaveLength(1);
});
