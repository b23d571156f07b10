import { mayUse, type Area, type Role } from "~/shared/rules/roles";

/**
 * Every section of the dashboard, in sidebar order (paths under /admin-dashboard), with the area of the
 * roles table (src/shared/rules/roles.ts) it belongs to: a role sees only the sections it may use.
 */
export const adminSections = [
  { to: "/admin-dashboard", label: "Today", area: "bookings", end: true },
  { to: "/admin-dashboard/bookings-management", label: "Bookings", area: "bookings" },
  { to: "/admin-dashboard/schedule", label: "Schedule", area: "bookings" },
  { to: "/admin-dashboard/messages", label: "Messages", area: "messages" },
  { to: "/admin-dashboard/services-managements", label: "Services", area: "catalogue" },
  { to: "/admin-dashboard/categories-managements", label: "Categories", area: "catalogue" },
  { to: "/admin-dashboard/past-projects-management", label: "Past Projects", area: "catalogue" },
  { to: "/admin-dashboard/testimonial-management", label: "Testimonials", area: "catalogue" },
  { to: "/admin-dashboard/coupon-management", label: "Coupons", area: "coupons" },
  { to: "/admin-dashboard/accounts", label: "Accounts", area: "accounts" },
  { to: "/admin-dashboard/crews", label: "Crews", area: "crews" },
  { to: "/admin-dashboard/reports", label: "Reports", area: "reports" },
  { to: "/admin-dashboard/activity", label: "Activity", area: "activity" },
  { to: "/admin-dashboard/outbox", label: "Outbox", area: "outbox" },
  { to: "/admin-dashboard/settings", label: "Settings", area: "settings" },
  { to: "/admin-dashboard/profile", label: "Profile", area: "profile" },
] as const satisfies readonly { to: string; label: string; area: Area; end?: boolean }[];

export function sectionsFor(role: Role) {
  return adminSections.filter((section) => mayUse(role, section.area));
}

/** False when the path is a section the role may not use; paths that are no section are left to the router. */
export function mayOpen(role: Role, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  const section = adminSections.find((candidate) => candidate.to === path);
  return !section || mayUse(role, section.area);
}
