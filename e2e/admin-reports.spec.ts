// The owner's Reports screen (decision 033), at 1280 px and on a 412 px phone. The test makes its own
// bookings on days far ahead that no other test books, and a payment on a day long past that no other test
// pays on, so the figures it reads are its own whatever runs beside it.
import fs from "node:fs";
import type { APIRequestContext, TestInfo } from "@playwright/test";
import { formatCalendarDate } from "../src/shared/lagos-date";
import { formatNaira, roundToKobo } from "../src/shared/money";
import { bookingTotal } from "../src/shared/pricing";
import {
  reportEmpty,
  reportNoCoupons,
  reportRangeBackwards,
  reportRangeTooLong,
} from "../src/shared/rules/reports";
import { notAllowedForRole } from "../src/shared/rules/roles";
import type { Booking } from "../src/shared/schemas/booking";
import type { Service } from "../src/shared/schemas/service";
import { createBooking, uniqueMark, uniquePhone } from "./admin-bookings-helpers";
import { dashboardSidebar, expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import { lagosDatePlus } from "./public-booking-helpers";
import { signedInStaffPage } from "./staff-page";

const headings = [
  "Revenue by day",
  "Bookings by status",
  "New and returning customers",
  "Revenue by service",
  "Revenue by category",
  "Coupon use",
];

/** Days of this test alone: one per project, so the desktop and phone runs never share one. */
function ownDays(testInfo: TestInfo) {
  const shift = testInfo.project.name === "phone" ? 1 : 0;
  return {
    visit: lagosDatePlus(250 + 2 * shift),
    dayBefore: lagosDatePlus(249 + 2 * shift),
    paid: lagosDatePlus(-500 - shift),
  };
}

async function bookWithCoupon(request: APIRequestContext, date: string, code: string): Promise<Booking> {
  const catalogue = (await (await request.get("/api/services/get")).json()) as Service[];
  const services = catalogue.filter((service) => service.category && service.price > 0).slice(0, 2);
  const response = await request.post("/api/bookings/create", {
    data: {
      customerName: `Kemi Coupon${uniqueMark()}`,
      email: `kemi-${uniqueMark()}@example.ng`,
      phone: uniquePhone(),
      address: "3 Bourdillon Road, Ikoyi, Lagos",
      services: services.map(({ _id, name, price }) => ({ _id, name, price })),
      couponCode: code,
      couponDiscount: "10",
      totalPrice: bookingTotal(
        services.map((service) => service.price),
        10,
      ),
      preferredDate: date,
      preferredTime: "morning",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Booking;
}

test("the owner reads a period's figures as charts and tables, and downloads them as CSV", async ({
  adminPage: page,
}, testInfo) => {
  const days = ownDays(testInfo);
  const request = page.request;
  const code = `REP${uniqueMark().toUpperCase()}`;
  const coupon = await request.post("/api/coupons/create", {
    data: { code, discount: 10, description: "Reports test", expirationDate: "2099-12-31" },
  });
  expect(coupon.status()).toBe(201);

  const withCoupon = await bookWithCoupon(request, days.visit, code);
  const cancelled = await createBooking(request, {
    customerName: `Ife Cancelled${uniqueMark()}`,
    preferredDate: days.visit,
  });
  expect((await request.delete(`/api/bookings/delete/${cancelled._id}`)).status()).toBe(200);
  // The same customer booked the day before: on the visit day she is a returning customer.
  const email = `tola-${uniqueMark()}@example.ng`;
  await createBooking(request, { customerName: "Tola Returning", email, preferredDate: days.dayBefore });
  const returning = await createBooking(request, {
    customerName: "Tola Returning",
    email,
    preferredDate: days.visit,
  });
  const part = Math.floor(returning.totalPrice / 2);
  const paid = await request.post(`/api/bookings/${returning._id}/payments`, {
    data: { amount: part, method: "transfer", paidOn: days.paid },
  });
  expect(paid.status()).toBe(201);

  await page.goto(`/admin-dashboard/reports?from=${days.visit}&to=${days.visit}`);
  await expect(page.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
  for (const name of headings) await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  await expect(page.getByTestId("report-period")).toHaveText(
    `Period: ${formatCalendarDate(days.visit)} – ${formatCalendarDate(days.visit)}`,
  );
  const booked = roundToKobo(withCoupon.totalPrice + returning.totalPrice);
  await expect(page.getByTestId("figure-Bookings")).toHaveText("3");
  await expect(page.getByTestId("figure-Revenue booked")).toHaveText(formatNaira(booked));
  await expect(page.getByTestId("figure-Revenue collected")).toHaveText(formatNaira(0));
  await expect(page.getByTestId("figure-Outstanding balances")).toHaveText(formatNaira(booked - part));

  const statusTable = page.getByRole("table", { name: "Bookings by status" });
  await expect(statusTable).toBeHidden();
  await page.getByRole("region", { name: "Bookings by status" }).getByText("Show figures as a table").click();
  await expect(statusTable.getByRole("row", { name: "Pending 2" })).toBeVisible();
  await expect(statusTable.getByRole("row", { name: "Cancelled 1" })).toBeVisible();
  const customers = page.getByRole("region", { name: "New and returning customers" });
  await customers.getByText("Show figures as a table").click();
  await expect(customers.getByRole("row", { name: "New customers 1" })).toBeVisible();
  await expect(customers.getByRole("row", { name: "Returning customers 1" })).toBeVisible();
  const service = withCoupon.services[0]!;
  const services = page.getByRole("region", { name: "Revenue by service" });
  await services.getByText("Show figures as a table").click();
  await expect(services.getByRole("row").filter({ hasText: service.name })).toBeVisible();
  const coupons = page.getByRole("table", { name: "Coupon use" });
  await expect(
    coupons.getByRole("row", { name: `${code} 1 ${formatNaira(withCoupon.discountAmount)}` }),
  ).toBeVisible();
  await expect(page.getByRole("img", { name: /^Revenue by day: Revenue booked/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`report-${days.visit}-to-${days.visit}.csv`);
  const csv = fs.readFileSync(await download.path(), "utf8").split("\r\n");
  expect(csv).toContain(`"Revenue booked (NGN)","${booked}"`);
  expect(csv).toContain(`"${code}","1","${withCoupon.discountAmount}"`);

  // The dates form: the day the money came in shows it collected, and no booking or coupon.
  const range = page.getByRole("form", { name: "Show dates" });
  await range.getByLabel("From").fill(days.paid);
  await range.getByLabel("To").fill(days.paid);
  await range.getByRole("button", { name: "Show dates" }).click();
  await expect(page).toHaveURL(new RegExp(`from=${days.paid}&to=${days.paid}$`));
  await expect(page.getByTestId("figure-Revenue collected")).toHaveText(formatNaira(part));
  await expect(page.getByTestId("figure-Bookings")).toHaveText("0");
  await expect(page.getByText(reportNoCoupons)).toBeVisible();
});

test("a month, a refused period and an empty one", async ({ adminPage: page }, testInfo) => {
  const { visit } = ownDays(testInfo);
  await page.goto("/admin-dashboard/reports");
  const month = page.getByRole("form", { name: "Show month" });
  await month.getByLabel("Month").fill(visit.slice(0, 7));
  await month.getByRole("button", { name: "Show month" }).click();
  await expect(page).toHaveURL(new RegExp(`month=${visit.slice(0, 7)}$`));
  await expect(page.getByTestId("report-period")).toHaveText(
    new RegExp(`^Period: ${formatCalendarDate(`${visit.slice(0, 7)}-01`)} – `),
  );

  const range = page.getByRole("form", { name: "Show dates" });
  const show = async (from: string, to: string) => {
    await range.getByLabel("From").fill(from);
    await range.getByLabel("To").fill(to);
    await range.getByRole("button", { name: "Show dates" }).click();
  };
  await show(visit, lagosDatePlus(-1));
  await expect(page.getByRole("alert")).toHaveText(reportRangeBackwards);
  await expect(page.getByRole("link", { name: "Download CSV" })).toBeHidden();
  await show(lagosDatePlus(-400), lagosDatePlus(0));
  await expect(page.getByRole("alert")).toHaveText(reportRangeTooLong);
  // Further ahead than anyone may book, and after today: nothing can be in it.
  await show(lagosDatePlus(500), lagosDatePlus(510));
  await expect(page.getByText(reportEmpty)).toBeVisible();
});

test("staff see no Reports section and are refused the screen", async ({ adminPage: owner, browser }) => {
  const staff = await signedInStaffPage(browser, owner, "Reports Staff");
  await staff.goto("/admin-dashboard/reports");
  await expect(staff.getByRole("alert")).toHaveText(notAllowedForRole);
  const sidebar = await dashboardSidebar(staff);
  await expect(sidebar.getByRole("link", { name: "Bookings" })).toBeVisible();
  await expect(sidebar.getByRole("link", { name: "Reports" })).toHaveCount(0);
  expect((await staff.request.get("/api/reports")).status()).toBe(403);
  await staff.context().close();
});
