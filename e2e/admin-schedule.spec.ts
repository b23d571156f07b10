// The schedule board, as a staff member uses it at 1280 px and on a 412 px phone: a new booking stands
// under Unassigned, a move gives it to a crew, a window where the crew is busy or that is full refuses
// the move with the rules' words, and the overbook checkbox books it into the full window on purpose. A
// move to another window queues the customer's message and offers it on WhatsApp with the new time.
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { weekdayOf, windowFull, type Availability } from "../src/shared/rules/availability";
import { crewBusy } from "../src/shared/rules/crews";
import {
  jobMoved,
  moveToldCustomer,
  overbookLabel,
  sendMoveOnWhatsapp,
  unassignedLabel,
} from "../src/shared/rules/schedule";
import { visitLabel } from "../src/shared/rules/booking";
import type { TimeWindow } from "../src/shared/booking-status";
import { createBooking, uniqueMark } from "./admin-bookings-helpers";
import { whileAvailabilityIsOurs } from "./availability-lock";
import { expect, test, toasts } from "./fixtures";
import { signedInStaffPage } from "./staff-page";
import { lagosDatePlus } from "./public-booking-helpers";
import { onTheSettingsSite } from "./settings-site";

// A window's capacity is a setting of the whole site: it is changed on the settings site, and only for
// the evenings of one weekday, far ahead, that each project has to itself.
onTheSettingsSite();

const wide = (page: Page) => page.viewportSize()!.width >= 1024;
const capitalised = (window: TimeWindow) => window[0]!.toUpperCase() + window.slice(1);

/** Sets the evening capacity of one weekday, changing nothing else, and answers what it was. */
async function setEvenings(request: APIRequestContext, date: string, jobs: number | null) {
  const availability = (await (await request.get("/api/settings")).json()).availability as Availability;
  const before = availability.capacity[weekdayOf(date)].evening;
  availability.capacity[weekdayOf(date)].evening = jobs;
  expect((await request.put("/api/settings", { data: { availability } })).ok()).toBe(true);
  return before;
}

/** Where the board shows a crew's jobs of a window: its cell when wide, the window's list on a phone. */
function slot(page: Page, crew: string, window: TimeWindow): Locator {
  return wide(page)
    ? page.getByRole("group", { name: new RegExp(`^${crew}, ${capitalised(window)},`) })
    : page.getByRole("region", { name: new RegExp(`^${capitalised(window)}`) });
}

async function expectJob(page: Page, customer: string, crew: string, window: TimeWindow) {
  const card = slot(page, crew, window).getByRole("article").filter({ hasText: customer });
  await expect(card).toBeVisible();
  // Each card names its crew, as the phone's lists need.
  await expect(card).toContainText(crew);
  await expect(card).toContainText("Pending");
}

test("staff give a job to a crew on the board, and overbook a full window only on purpose", async ({
  ownAdminPage: owner,
  browser,
}, testInfo) => {
  const date = lagosDatePlus(testInfo.project.name === "phone" ? 41 : 40);
  const mark = uniqueMark();
  const customer = `Board ${mark}`;
  const crewName = `Crew ${mark}`;
  const made = await owner.request.post("/api/crews", {
    data: { name: crewName, leadPhone: "0803 555 0142" },
  });
  expect(made.status()).toBe(201);
  const booked = await createBooking(owner.request, { customerName: customer, preferredDate: date });
  const page = await signedInStaffPage(browser, owner, "Bisi Ade");
  try {
    await page.goto(`/admin-dashboard/schedule?date=${date}`);
    await expect(page.getByRole("heading", { name: "Schedule" })).toBeVisible();
    await expectJob(page, customer, unassignedLabel, "afternoon");

    // A job opens the booking's details.
    await page.getByRole("button", { name: new RegExp(`^${customer}`) }).click();
    const details = page.getByRole("dialog", { name: "Booking Details" });
    await expect(details.getByText(customer)).toBeVisible();
    await details.getByRole("button", { name: "Close details" }).click();

    const move = page.getByRole("dialog", { name: "Move job" });
    await page.getByRole("button", { name: `Move the job of ${customer}` }).click();
    await move.getByLabel("Crew").selectOption({ label: crewName });
    await move.getByRole("button", { name: "Move job" }).click();
    await expect(toasts(page).getByText(jobMoved)).toBeVisible();
    await expect(move).toBeHidden();
    await expectJob(page, customer, crewName, "afternoon");

    // The crew already has the morning: the move there is refused and changes nothing.
    const morning = await createBooking(owner.request, {
      customerName: `Morning ${mark}`,
      preferredDate: date,
      preferredTime: "morning",
    });
    const crewId = ((await made.json()) as { _id: string })._id;
    const given = await owner.request.put(`/api/bookings/${morning._id}/crew`, { data: { crewId } });
    expect(given.ok()).toBe(true);
    await page.reload();
    await expectJob(page, `Morning ${mark}`, crewName, "morning");
    await page.getByRole("button", { name: `Move the job of ${customer}` }).click();
    await move.getByLabel("Time window").selectOption("morning");
    await move.getByRole("button", { name: "Move job" }).click();
    await expect(move.getByRole("alert").filter({ hasText: crewBusy })).toHaveText(crewBusy);
    await move.getByRole("button", { name: "Cancel" }).click();
    await expectJob(page, customer, crewName, "afternoon");

    // Another customer takes the evening's one place.
    await whileAvailabilityIsOurs(async () => {
      const before = await setEvenings(owner.request, date, 1);
      try {
        await createBooking(owner.request, {
          customerName: `Evening ${mark}`,
          preferredDate: date,
          preferredTime: "evening",
        });
        await page.getByRole("button", { name: `Move the job of ${customer}` }).click();
        await move.getByLabel("Time window").selectOption("evening");
        await move.getByRole("button", { name: "Move job" }).click();
        // The dialog also holds the toasts while it is open (it is the top layer): the refusal is its own line.
        await expect(move.getByRole("alert").filter({ hasText: windowFull })).toHaveText(windowFull);
        await move.getByLabel(overbookLabel).check();
        await move.getByRole("button", { name: "Move job" }).click();
        // The customer is told: the message waits in the outbox, and WhatsApp has the new time, in focus.
        await expect(move.getByRole("status")).toHaveText(`${jobMoved} ${moveToldCustomer}`);
        const whatsApp = move.getByRole("link", { name: sendMoveOnWhatsapp });
        await expect(whatsApp).toBeFocused();
        expect(decodeURIComponent((await whatsApp.getAttribute("href"))!)).toContain(
          visitLabel(date, "evening"),
        );
        await expect
          .poll(async () => {
            const found = [];
            for (const state of ["pending", "sent", "failed"]) {
              const list = await owner.request.get(`/api/notifications?state=${state}`);
              found.push(...((await list.json()) as { kind: string; booking: string | null }[]));
            }
            return found.filter((m) => m.booking === booked._id).map((m) => m.kind);
          })
          .toContain("booking-rescheduled");
        await move.getByRole("button", { name: "Done" }).click();
        await expect(move).toBeHidden();
        await expectJob(page, customer, crewName, "evening");
        await expectJob(page, `Evening ${mark}`, unassignedLabel, "evening");
      } finally {
        await setEvenings(owner.request, date, before);
      }
    });

    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways).toBeLessThanOrEqual(0);
  } finally {
    await page.context().close();
  }
});
