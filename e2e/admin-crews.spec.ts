// Crews and their calendar links: the owner adds crews and renews a calendar link; staff give bookings to
// crews in Booking Details, one job per crew in each window of a date. At the project's size: 1280 px, or
// a 412 px phone.
import type { APIRequestContext, Page } from "@playwright/test";
import { renewFeedWarning } from "../src/shared/rules/calendar-feeds";
import { crewBusy, crewNameTaken, crewOptionLabel } from "../src/shared/rules/crews";
import { notAllowedForRole } from "../src/shared/rules/roles";
import { telLink } from "../src/shared/rules/settings";
import type { Booking } from "../src/shared/schemas/booking.ts";
import type { Crew } from "../src/shared/schemas/crew.ts";
import { createBooking, uniqueMark } from "./admin-bookings-helpers";
import {
  dashboardSidebar,
  expect,
  expectNoSeriousA11yViolations,
  foldDashboardMenu,
  test,
  toasts,
} from "./fixtures";
import { signedInStaffPage } from "./staff-page";
import { lagosDatePlus } from "./public-booking-helpers";
import { calendarLinkRenewed } from "../src/shared/rules/toasts.ts";

/** A crew added with the owner's request, as the Crews screen adds one. */
async function addCrew(request: APIRequestContext, name: string): Promise<Crew> {
  const response = await request.post("/api/crews", { data: { name, leadPhone: "0803 123 4567" } });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

/** How far the page itself reaches past the right edge of the window, in CSS pixels. */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function openCrews(page: Page) {
  await page.goto("/admin-dashboard/crews");
  await expect(page.getByRole("heading", { name: "Crews", level: 1 })).toBeVisible();
}

/** Opens a booking's details from the bookings list, found by a search for its customer's name. */
async function openDetails(page: Page, booking: Booking) {
  await page.getByLabel("Search bookings").fill(booking.customerName);
  await page.getByRole("row", { name: `Booking ${booking.bookingId} by ${booking.customerName}` }).click();
  const details = page.getByRole("dialog", { name: "Booking Details" });
  await expect(details).toBeVisible();
  return details;
}

test.describe("Crews", () => {
  test("the owner adds a crew, and a second crew of the same name is refused", async ({
    ownAdminPage: page,
  }) => {
    const name = `Crew Lekki ${uniqueMark()}`;
    await openCrews(page);
    await page.getByRole("button", { name: "Add Crew" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Crew" });
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Lead's phone").fill("0803 123 4567");
    await expect(dialog.getByLabel("Active")).toBeChecked();
    await dialog.getByRole("button", { name: "Add Crew" }).click();
    await expect(toasts(page).getByText("Crew added")).toBeVisible();
    await expect(dialog).toBeHidden();

    const card = page.getByRole("list", { name: "Crews" }).getByRole("listitem", { name, exact: true });
    await expect(card.getByText("Active", { exact: true })).toBeVisible();
    await expect(card.getByRole("link", { name: "0803 123 4567" })).toHaveAttribute(
      "href",
      telLink("0803 123 4567"),
    );
    // The new crew has a calendar link of its own.
    const links = page.getByRole("list", { name: "Calendar links" });
    await expect(links.getByRole("listitem", { name, exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(await sidewaysOverflow(page)).toBe(0);

    // The same name in other letters and spacing is the same crew: refused in the server's words.
    await page.getByRole("button", { name: "Add Crew" }).click();
    await dialog.getByLabel("Name").fill(`  ${name.toUpperCase().replace(/ /g, "  ")}`);
    await dialog.getByLabel("Lead's phone").fill("0803 765 4321");
    await dialog.getByRole("button", { name: "Add Crew" }).click();
    await expect(toasts(page).getByText(crewNameTaken)).toBeVisible();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("list", { name: "Crews" }).getByRole("listitem", { name })).toHaveCount(1);

    // An edit switches the crew off; its calendar link says so in its name.
    await card.getByRole("button", { name: `Edit ${name}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Crew" });
    await expect(edit.getByLabel("Name")).toHaveValue(name);
    await edit.getByLabel("Active").uncheck();
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(toasts(page).getByText("Crew saved")).toBeVisible();
    await expect(card.getByText("Not active", { exact: true })).toBeVisible();
    const offName = crewOptionLabel({ name, active: false });
    await expect(links.getByRole("listitem", { name: offName, exact: true })).toBeVisible();
  });

  test("the owner renews a calendar link after a warning: the old address is gone, the new one works", async ({
    ownAdminPage: page,
    request,
  }) => {
    const crew = await addCrew(page.request, `Crew Ikeja ${uniqueMark()}`);
    await openCrews(page);
    const feed = page
      .getByRole("list", { name: "Calendar links" })
      .getByRole("listitem", { name: crew.name, exact: true });
    const address = feed.getByTestId("calendar-feed-url");
    await expect(address).toHaveText(/\/calendar\/.+\.ics$/);
    const oldUrl = (await address.textContent())!;
    // `request` holds no session: the address alone opens the feed.
    expect((await request.get(oldUrl)).status()).toBe(200);

    // Said no to, the warning changes nothing.
    page.once("dialog", async (dialog) => {
      expect(dialog.message()).toBe(renewFeedWarning);
      await dialog.dismiss();
    });
    await feed.getByRole("button", { name: "Renew link" }).click();
    await expect(address).toHaveText(oldUrl);

    page.once("dialog", async (dialog) => {
      expect(dialog.type()).toBe("confirm");
      expect(dialog.message()).toBe(renewFeedWarning);
      await dialog.accept();
    });
    await feed.getByRole("button", { name: "Renew link" }).click();
    await expect(toasts(page).getByText(calendarLinkRenewed)).toBeVisible();
    await expect(address).not.toHaveText(oldUrl);
    await expect(address).toHaveText(/\/calendar\/.+\.ics$/);
    const newUrl = (await address.textContent())!;

    expect((await request.get(oldUrl)).status()).toBe(404);
    const fresh = await request.get(newUrl);
    expect(fresh.status()).toBe(200);
    expect(fresh.headers()["content-type"]).toMatch(/^text\/calendar/);
    expect(await fresh.text()).toContain("BEGIN:VCALENDAR");

    // The contact switch is the feed's own, and stays as it was set.
    const contact = feed.getByRole("switch", { name: "Show the customer's full address and phone" });
    await expect(contact).not.toBeChecked();
    await contact.check();
    await expect(contact).toBeChecked();
    await page.reload();
    await expect(contact).toBeChecked();
  });

  test("staff give a booking to a crew, a second job in the same window is refused, and they see no Crews screen", async ({
    ownAdminPage: owner,
    browser,
  }) => {
    const crew = await addCrew(owner.request, `Crew Yaba ${uniqueMark()}`);
    const mark = uniqueMark();
    const preferredDate = lagosDatePlus(6);
    const first = await createBooking(owner.request, { customerName: `Ada Crewfirst${mark}`, preferredDate });
    const second = await createBooking(owner.request, {
      customerName: `Bola Crewsecond${mark}`,
      preferredDate,
    });
    expect(second.preferredTime).toBe(first.preferredTime);

    const page = await signedInStaffPage(browser, owner, "Femi Crews");
    await page.goto("/admin-dashboard/bookings-management");
    await expect(page.getByRole("heading", { name: "Bookings Management" })).toBeVisible();
    const nav = (await dashboardSidebar(page)).getByRole("navigation", { name: "Dashboard" });
    await expect(nav.getByRole("link", { name: "Bookings" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Crews" })).toHaveCount(0);
    await foldDashboardMenu(page);

    let details = await openDetails(page, first);
    const picker = details.getByLabel("Crew", { exact: true });
    await expect(picker).toHaveValue("");
    await picker.selectOption({ label: crew.name });
    await expect(toasts(page).getByText("Crew saved")).toBeVisible();
    await expect(picker).toHaveValue(crew._id);
    await expectNoSeriousA11yViolations(page);
    expect(await sidewaysOverflow(page)).toBe(0);
    await details.getByRole("button", { name: "Close", exact: true }).click();

    details = await openDetails(page, second);
    await details.getByLabel("Crew", { exact: true }).selectOption({ label: crew.name });
    await expect(toasts(page).getByText(crewBusy)).toBeVisible();
    await expect(details.getByLabel("Crew", { exact: true })).toHaveValue("");
    await details.getByRole("button", { name: "Close", exact: true }).click();

    // The list was read again: the first booking still has its crew.
    details = await openDetails(page, first);
    await expect(details.getByLabel("Crew", { exact: true })).toHaveValue(crew._id);

    // The Crews screen's address typed by hand stays closed to staff.
    await page.goto("/admin-dashboard/crews");
    await expect(page.getByRole("alert")).toHaveText(notAllowedForRole);
    await expect(page.getByRole("heading", { name: "Crews", level: 1 })).toHaveCount(0);
    await page.context().close();
  });
});
