import { createBooking, uniqueMark } from "./admin-bookings-helpers";
import { dashboardSidebar, expect, expectNoSeriousA11yViolations, test, toasts } from "./fixtures";

const sections = [
  ["Today", "/admin-dashboard"],
  ["Bookings", "/admin-dashboard/bookings-management"],
  ["Schedule", "/admin-dashboard/schedule"],
  ["Messages", "/admin-dashboard/messages"],
  ["Services", "/admin-dashboard/services-managements"],
  ["Categories", "/admin-dashboard/categories-managements"],
  ["Past Projects", "/admin-dashboard/past-projects-management"],
  ["Testimonials", "/admin-dashboard/testimonial-management"],
  ["Coupons", "/admin-dashboard/coupon-management"],
  ["Accounts", "/admin-dashboard/accounts"],
  ["Crews", "/admin-dashboard/crews"],
  ["Reports", "/admin-dashboard/reports"],
  ["Activity", "/admin-dashboard/activity"],
  ["Settings", "/admin-dashboard/settings"],
  ["Profile", "/admin-dashboard/profile"],
] as const;

test.describe("admin layout", () => {
  test("the sidebar shows an owner the avatar, full name, role, a link to every section and Logout", async ({
    adminPage: page,
    ownAdmin,
  }) => {
    await page.goto("/admin-dashboard");
    const sidebar = await dashboardSidebar(page);
    await expect(
      sidebar.getByText(`${ownAdmin.firstName} ${ownAdmin.lastName}`, { exact: true }),
    ).toBeVisible();
    await expect(sidebar.getByText("Owner", { exact: true })).toBeVisible();
    // The picture, or the initials when there is none.
    await expect(sidebar.locator("img, span[aria-hidden=true]").first()).toBeVisible();
    await expect(sidebar.getByRole("button", { name: "Logout" })).toBeVisible();
    const nav = sidebar.getByRole("navigation", { name: "Dashboard" });
    for (const [label, path] of sections) {
      await expect(nav.getByRole("link", { name: new RegExp(`^${label}`) })).toHaveAttribute("href", path);
    }
    await expectNoSeriousA11yViolations(page);

    for (const [label, path] of sections) {
      // On a phone, choosing a link folds the menu: it is opened again for the next one.
      await (
        await dashboardSidebar(page)
      )
        .getByRole("navigation", { name: "Dashboard" })
        .getByRole("link", { name: new RegExp(`^${label}`) })
        .click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(
        (await dashboardSidebar(page)).getByRole("link", { name: new RegExp(`^${label}`) }),
      ).toHaveAttribute("aria-current", "page");
    }
  });

  test("the header's profile dropdown offers Profile and Logout", async ({ adminPage: page }) => {
    await page.goto("/admin-dashboard/bookings-management");
    const menuButton = page.getByRole("banner").getByRole("button", { name: /profile menu/ });
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await menuButton.click();
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    const menu = page.getByRole("banner");
    await expect(menu.getByRole("button", { name: "Logout" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("Escape");
    await expect(menu.getByRole("link", { name: "Profile" })).toBeHidden();

    await menuButton.click();
    await menu.getByRole("link", { name: "Profile" }).click();
    await expect(page).toHaveURL(/\/admin-dashboard\/profile$/);
    await expect(page.getByRole("heading", { name: "Profile", exact: true })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Profile" })).toBeHidden();
  });

  test("Logout from the dropdown ends the session and goes to /", async ({ adminPage: page }) => {
    await page.goto("/admin-dashboard");
    await page
      .getByRole("banner")
      .getByRole("button", { name: /profile menu/ })
      .click();
    await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await page.request.get("/api/user/user")).status()).toBe(401);
    await page.goto("/admin-dashboard");
    await expect(page).toHaveURL(/\/$/);
  });

  test("Logout from the sidebar ends the session and goes to /", async ({ adminPage: page }) => {
    await page.goto("/admin-dashboard/messages");
    await (await dashboardSidebar(page)).getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await page.request.get("/api/user/user")).status()).toBe(401);
  });

  test("a failed logout shows Error during logout: with the server's message or data", async ({
    adminPage: page,
  }) => {
    await page.goto("/admin-dashboard");
    await page.route("**/api/user/logout", (route) =>
      route.fulfill({ status: 503, json: { message: "The server is restarting" } }),
    );
    await (await dashboardSidebar(page)).getByRole("button", { name: "Logout" }).click();
    await expect(toasts(page).getByText("Error during logout: The server is restarting")).toBeVisible();
    await expect(page).toHaveURL(/\/admin-dashboard$/);

    await page.unroute("**/api/user/logout");
    await page.route("**/api/user/logout", (route) =>
      route.fulfill({ status: 502, json: { error: "Bad Gateway" } }),
    );
    await (await dashboardSidebar(page)).getByRole("button", { name: "Logout" }).click();
    await expect(toasts(page).getByText('Error during logout: {"error":"Bad Gateway"}')).toBeVisible();
    expect((await page.request.get("/api/user/user")).status()).toBe(200);
  });

  test("a session that ends while the dashboard is open goes back to /", async ({ adminPage: page }) => {
    await page.goto("/admin-dashboard/bookings-management");
    await expect(page.getByRole("heading", { name: "Bookings Management" })).toBeVisible();
    await page.request.post("/api/user/logout");
    await (await dashboardSidebar(page)).getByRole("link", { name: /^Messages/ }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("Activity", () => {
  test("lists the latest admin actions: who, what, which record, when", async ({
    adminPage: page,
    ownAdmin,
  }) => {
    const booking = await createBooking(page.request, { customerName: `Obi Activity${uniqueMark()}` });
    const confirmed = await page.request.put(`/api/bookings/update-status/${booking._id}/confirmed`);
    expect(confirmed.status()).toBe(200);

    await page.goto("/admin-dashboard/activity");
    await expect(page.getByRole("heading", { name: "Activity" })).toBeVisible();
    for (const column of ["When", "Who", "What"]) {
      await expect(page.getByRole("columnheader", { name: column })).toBeVisible();
    }
    const row = page.getByRole("row").filter({ hasText: booking.bookingId });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole("cell")).toHaveText([
      /\d{4}/,
      ownAdmin.email,
      `Confirmed booking ${booking.bookingId} for ${booking.customerName}`,
    ]);
    await expect(row.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);
    await expectNoSeriousA11yViolations(page);
  });
});
