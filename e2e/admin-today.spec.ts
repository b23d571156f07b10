// The owner's and the staff's day, at 1280 px and on a 412 px phone: the dashboard opens on Today, whose
// line of a new booking opens it, and at most four taps confirm it, give it to a crew and open the
// customer's "Confirmed" WhatsApp message; the customer's confirmation waits in the outbox.
import type { Page } from "@playwright/test";
import { addDays, weekdayOf } from "../src/shared/rules/availability";
import { todayHeadings } from "../src/shared/rules/today";
import { createBooking, uniqueMark } from "./admin-bookings-helpers";
import { expect, test } from "./fixtures";
import { lagosDatePlus } from "./public-booking-helpers";
import { signedInStaffPage } from "./staff-page";

/** A weekday some weeks ahead, each project and test its own: every window of it takes bookings. */
function workingDay(days: number, project: string): string {
  let date = lagosDatePlus(days + (project === "phone" ? 3 : 0));
  while (["saturday", "sunday"].includes(weekdayOf(date))) date = addDays(date, 1);
  return date;
}

/** WhatsApp opens in a tab of its own: answered here, so nothing leaves this machine. */
async function keepWhatsappLocal(page: Page) {
  await page
    .context()
    .route(/^https:\/\/wa\.me\//, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }),
    );
}

/** Opens today's new booking and takes it to confirmed, crewed and told, counting the taps. */
async function confirmCrewAndTell(page: Page, customer: string, crewName: string): Promise<number> {
  let taps = 0;
  const wide = page.viewportSize()!.width >= 1024;
  const press = async (target: ReturnType<Page["getByRole"]>) => {
    taps += 1;
    if (wide) await target.click();
    else await target.tap();
  };

  await page.goto("/admin-dashboard");
  const toConfirm = page.getByRole("region", { name: todayHeadings.toConfirm });
  await toConfirm.getByRole("link", { name: new RegExp(customer) }).click();
  const details = page.getByRole("dialog", { name: "Booking Details" });
  await expect(details.getByText(customer, { exact: true })).toBeVisible();

  await press(details.getByRole("button", { name: "Confirm", exact: true }));
  // A select on a phone is two taps: open the list, choose.
  taps += 2;
  await details.getByLabel("Crew", { exact: true }).selectOption({ label: crewName });
  const popup = page.waitForEvent("popup");
  await press(details.getByRole("link", { name: /Confirmed/ }));
  await (await popup).close();
  return taps;
}

async function expectConfirmedCrewedAndTold(page: Page, bookingId: string, id: string, crewId: string) {
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/bookings/status/${bookingId}`)).json()) as { status: string })
          .status,
    )
    .toBe("confirmed");
  const history = (await (await page.request.get(`/api/bookings/${id}/history`)).json()) as {
    events: { kind: string; details: Record<string, unknown> }[];
  };
  const kinds = history.events.map((event) => event.kind);
  expect(kinds).toContain("confirmed");
  expect(kinds).toContain("crew");
  expect(
    history.events.some((event) => event.kind === "whatsapp" && event.details.notice === "confirmed"),
  ).toBe(true);
  const found = (await (
    await page.request.get(`/api/bookings/get?q=${encodeURIComponent(bookingId)}`)
  ).json()) as { crewId: string | null }[];
  expect(found[0]?.crewId).toBe(crewId);
}

test.describe("Today", () => {
  test("an owner signs in to Today and confirms, crews and tells a new booking in four taps", async ({
    page,
    ownAdmin,
    ownAdminApi,
  }, testInfo) => {
    const mark = uniqueMark();
    const customer = `Today Owner${mark}`;
    const crew = await ownAdminApi.post("/api/crews", {
      data: { name: `Crew ${mark}`, leadPhone: "0803 555 0142" },
    });
    expect(crew.status()).toBe(201);
    const crewId = ((await crew.json()) as { _id: string })._id;
    const booking = await createBooking(page.request, {
      customerName: customer,
      preferredDate: workingDay(50, testInfo.project.name),
    });
    await keepWhatsappLocal(page);

    await page.goto("/admin-auth-route");
    await page.getByLabel("Email").fill(ownAdmin.email);
    await page.getByLabel("Password").fill(ownAdmin.password);
    await page.getByRole("button", { name: /^(login|sign in)$/i }).click();
    await expect(page.getByRole("heading", { level: 1, name: /^Today/ })).toBeVisible();
    await expect(page).toHaveURL(/\/admin-dashboard$/);

    const taps = await confirmCrewAndTell(page, customer, `Crew ${mark}`);
    expect(taps).toBeLessThanOrEqual(4);
    await expectConfirmedCrewedAndTold(page, booking.bookingId, booking._id, crewId);
    const queued = [];
    for (const state of ["pending", "sent", "failed"]) {
      const list = await ownAdminApi.get(`/api/notifications?state=${state}`);
      queued.push(...((await list.json()) as { kind: string; booking: string | null }[]));
    }
    expect(queued.filter((m) => m.booking === booking._id).map((m) => m.kind)).toContain("booking-confirmed");
  });

  test("staff get the same four taps, and no failed messages on Today", async ({
    ownAdminPage: owner,
    browser,
  }, testInfo) => {
    const mark = uniqueMark();
    const customer = `Today Staff${mark}`;
    const crew = await owner.request.post("/api/crews", {
      data: { name: `Crew ${mark}`, leadPhone: "0803 555 0142" },
    });
    expect(crew.status()).toBe(201);
    const crewId = ((await crew.json()) as { _id: string })._id;
    const booking = await createBooking(owner.request, {
      customerName: customer,
      preferredDate: workingDay(57, testInfo.project.name),
    });
    const page = await signedInStaffPage(browser, owner, "Kemi Staff");
    try {
      await keepWhatsappLocal(page);
      await page.goto("/admin-dashboard");
      await expect(page.getByRole("heading", { level: 1, name: /^Today/ })).toBeVisible();
      await expect(page.getByRole("region", { name: todayHeadings.unread })).toBeVisible();
      await expect(page.getByRole("region", { name: todayHeadings.failed })).toHaveCount(0);
      const taps = await confirmCrewAndTell(page, customer, `Crew ${mark}`);
      expect(taps).toBeLessThanOrEqual(4);
      await expectConfirmedCrewedAndTold(page, booking.bookingId, booking._id, crewId);
    } finally {
      await page.context().close();
    }
  });
});
