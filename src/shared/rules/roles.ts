// Who may do what in the dashboard: the one table the server enforces (403 for a signed-in account
// without the right) and the dashboard reads to hide what a role cannot use. See
// docs/decisions/018-owner-and-staff-roles.md.

export const roles = ["owner", "staff"] as const;
export type Role = (typeof roles)[number];

export const roleLabels: Record<Role, string> = { owner: "Owner", staff: "Staff" };

/** The parts of the dashboard, each allowed or not as a whole. */
export const areas = [
  "bookings",
  "messages",
  "profile",
  "catalogue",
  "coupons",
  "accounts",
  "crews",
  "exports",
  "activity",
  "reports",
  "outbox",
  "settings",
  "api-docs",
  // Taking money back off a booking's record: the owner's, as every other correction of the books.
  "payment-reversals",
] as const;
export type Area = (typeof areas)[number];

/**
 * Owners run the business and can do everything. Staff handle the day's work: bookings (giving them to
 * crews included), customers' messages and their own profile; not the catalogue, coupons, accounts, the
 * crews themselves and their calendar links, exports, the activity list, the reports, the outbox,
 * settings or the API's description. Staff record payments; reversing one is the owner's.
 */
export const areasOfRole: Record<Role, readonly Area[]> = {
  owner: areas,
  staff: ["bookings", "messages", "profile"],
};

export function mayUse(role: Role, area: Area): boolean {
  return areasOfRole[role].includes(area);
}

/** Answered with 403 to a signed-in account whose role may not use what it asked for. */
export const notAllowedForRole =
  "Your account cannot use this part of the dashboard. Ask an owner for access.";

/** Answered with 403 to every admin call but the password change until a new account chooses its password. */
export const mustChangePasswordFirst = "Please choose a new password before you continue.";
