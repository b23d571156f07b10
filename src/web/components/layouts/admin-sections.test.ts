import { describe, expect, it } from "vitest";
import { mayOpen, sectionsFor } from "./admin-sections";

describe("the dashboard's sections by role", () => {
  it("shows staff today's work, the bookings, the schedule, the messages and their profile only", () => {
    expect(sectionsFor("staff").map((section) => section.label)).toEqual([
      "Today",
      "Bookings",
      "Schedule",
      "Messages",
      "Profile",
    ]);
  });

  it("shows an owner every section, the accounts and the settings included", () => {
    expect(sectionsFor("owner").map((section) => section.label)).toEqual([
      "Today",
      "Bookings",
      "Schedule",
      "Messages",
      "Services",
      "Categories",
      "Past Projects",
      "Testimonials",
      "Coupons",
      "Accounts",
      "Crews",
      "Reports",
      "Activity",
      "Outbox",
      "Settings",
      "Profile",
    ]);
  });

  it("keeps staff out of a section's address typed by hand, with or without a trailing slash", () => {
    expect(mayOpen("staff", "/admin-dashboard/coupon-management")).toBe(false);
    expect(mayOpen("staff", "/admin-dashboard/accounts/")).toBe(false);
    expect(mayOpen("staff", "/admin-dashboard/bookings-management")).toBe(true);
    expect(mayOpen("staff", "/admin-dashboard/settings")).toBe(false);
    expect(mayOpen("staff", "/admin-dashboard/crews")).toBe(false);
    expect(mayOpen("staff", "/admin-dashboard/reports")).toBe(false);
    expect(mayOpen("owner", "/admin-dashboard/reports")).toBe(true);
    expect(mayOpen("owner", "/admin-dashboard/accounts")).toBe(true);
    expect(mayOpen("staff", "/admin-dashboard")).toBe(true);
    expect(mayOpen("staff", "/admin-dashboard/profile")).toBe(true);
  });
});
