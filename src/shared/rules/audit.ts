// How the activity list speaks: one phrase per kind of action, naming the record the way staff know it
// ("Deactivated coupon LAGOS10", "Confirmed booking CL-7K3Q9XMA2B for Ada Obi"), never a raw id or a code
// word. Entries written before a detail existed still read well: the phrase only uses what the entry holds.
import { timeWindowLabels, type TimeWindow } from "../booking-status.ts";
import { formatCalendarDate } from "../lagos-date.ts";
import { formatNaira } from "../money.ts";
import { settingsSectionLabels, type SettingsSection } from "./settings-sections.ts";

/** What an audit entry holds: the action and the kind of record as stored, and its details. */
export type AuditFacts = { action: string; entity: string; details: Record<string, unknown> };

/** The kinds of record, as staff call them. */
export const auditRecordKinds: Record<string, string> = {
  booking: "booking",
  service: "service",
  category: "category",
  "past-work": "past work",
  testimonial: "testimonial",
  coupon: "coupon",
  message: "message",
  image: "image",
  profile: "profile",
  settings: "settings",
  account: "account",
  crew: "crew",
  "calendar-feed": "calendar link",
  "crew-link": "crew page link",
};

/** Actions that read as "<Verb> <kind> <name>". */
const recordVerbs: Record<string, string> = {
  create: "Created",
  update: "Updated",
  delete: "Deleted",
  activate: "Activated",
  deactivate: "Deactivated",
};

/** A booking's status change, by the status it moved to. */
const bookingVerbs: Record<string, string> = {
  confirmed: "Confirmed",
  completed: "Completed",
  cancelled: "Cancelled",
  pending: "Reopened",
};

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;

const amount = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isFinite(value) ? value : undefined;

/** The kind of record in words; an unknown kind is turned from its code into words. */
function kindOf(entity: string): string {
  return auditRecordKinds[entity] ?? entity.replace(/[-_]+/g, " ").trim().toLowerCase();
}

function withArticle(kind: string): string {
  return `${/^[aeiou]/.test(kind) ? "an" : "a"} ${kind}`;
}

/** The record as staff know it: its name, title or code, or "a <kind>" when the entry holds none. */
function recordOf({ entity, details }: AuditFacts): string {
  const kind = kindOf(entity);
  const name = text(details.name) ?? text(details.title) ?? text(details.code);
  return name ? `${kind} ${name}` : withArticle(kind);
}

function bookingPhrase({ action, details }: AuditFacts): string {
  const id = text(details.bookingId);
  const customer = text(details.customer);
  const booking = `${id ? `booking ${id}` : "a booking"}${customer ? ` for ${customer}` : ""}`;
  const crew = text(details.crew);
  if (action === "assign-crew") return `Gave ${booking} to ${crew ? `crew ${crew}` : "a crew"}`;
  if (action === "unassign-crew") return `Took ${booking} off ${crew ? `crew ${crew}` : "its crew"}`;
  if (action === "move") return `Moved ${booking}${movedTo(details)}`;
  const paid = amount(details.amount);
  const money = paid === undefined ? "a payment" : `a payment of ${formatNaira(paid)}`;
  if (action === "payment") return `Recorded ${money} on ${booking}`;
  if (action === "reverse-payment") return `Reversed ${money} on ${booking}`;
  const quoted = amount(details.total);
  if (action === "quote")
    return `Priced ${booking}${quoted === undefined ? "" : ` at ${formatNaira(quoted)}`}`;
  const to = action === "cancel" ? "cancelled" : text(details.to);
  const verb = (to && bookingVerbs[to]) ?? "Changed";
  return `${verb} ${booking}`;
}

/** " to Morning on 1 Dec 2026, crew Lekki (overbooked)": where a job was moved, as far as the entry says. */
function movedTo(details: Record<string, unknown>): string {
  const window = text(details.window);
  const label =
    window && Object.hasOwn(timeWindowLabels, window) ? timeWindowLabels[window as TimeWindow] : "";
  const date = text(details.date);
  const when = [label, date ? formatCalendarDate(date) : ""].filter(Boolean).join(" on ");
  const crew = text(details.crew);
  return `${when ? ` to ${when}` : ""}${crew ? `, crew ${crew}` : ", no crew"}${details.overbooked === true ? " (overbooked)" : ""}`;
}

/** The owner's changes to a calendar link: "Renewed the calendar link of All jobs". */
function calendarFeedPhrase({ action, details }: AuditFacts): string {
  const of = `the calendar link of ${text(details.name) ?? "a crew"}`;
  if (action === "renew") return `Renewed ${of}`;
  if (action === "show-contact") return `Showed customers' addresses and phones in ${of}`;
  if (action === "hide-contact") return `Hid customers' addresses and phones from ${of}`;
  return `Changed ${of}`;
}

/** What changed beyond the name, when the entry says: a new price, a new name. */
function updateDetail({ entity, details }: AuditFacts): string {
  const price = amount(details.price);
  const previousPrice = amount(details.previousPrice);
  if (entity === "service" && price !== undefined && previousPrice !== undefined && price !== previousPrice)
    return ` (price ${formatNaira(previousPrice)} → ${formatNaira(price)})`;
  const previousName = text(details.previousName);
  if (previousName && previousName !== text(details.name)) return ` (renamed from ${previousName})`;
  return "";
}

function profilePhrase({ action, details }: AuditFacts): string {
  if (action === "password") return "Changed their password";
  const email = text(details.email);
  const previousEmail = text(details.previousEmail);
  if (previousEmail && email) return `Updated their profile (email ${previousEmail} → ${email})`;
  return "Updated their profile";
}

/** "Updated the settings (Business details, Home page)": which parts of the settings were saved. */
function settingsPhrase({ details }: AuditFacts): string {
  const sections = Array.isArray(details.sections) ? details.sections : [];
  const labels = sections
    .filter((section): section is SettingsSection => Object.hasOwn(settingsSectionLabels, String(section)))
    .map((section) => settingsSectionLabels[section]);
  return labels.length > 0 ? `Updated the settings (${labels.join(", ")})` : "Updated the settings";
}

/** An owner's change to a dashboard account, naming the account by name (or email) and its role. */
function accountPhrase({ action, details }: AuditFacts): string {
  const who = text(details.name) ?? text(details.email) ?? "an account";
  const role = text(details.role);
  const roleWords = role === "owner" ? "an owner" : role === "staff" ? "staff" : undefined;
  if (action === "create") return `Added the account of ${who}${roleWords ? ` as ${roleWords}` : ""}`;
  if (action === "disable") return `Disabled the account of ${who}`;
  if (action === "enable") return `Enabled the account of ${who}`;
  if (action === "reset-password") return `Reset the password of ${who}`;
  if (text(details.previousRole) && roleWords) return `Made ${who} ${roleWords}`;
  return `Changed the account of ${who}`;
}

/** The sentence the activity list shows for one entry. */
export function describeAudit(facts: AuditFacts): string {
  const { action, entity, details } = facts;
  if (entity === "booking") return bookingPhrase(facts);
  if (entity === "account") return accountPhrase(facts);
  if (entity === "profile") return profilePhrase(facts);
  if (entity === "settings") return settingsPhrase(facts);
  if (entity === "calendar-feed") return calendarFeedPhrase(facts);
  if (action === "login") return "Signed in";
  if (action === "upload") return `Uploaded ${withArticle(kindOf(entity))}`;
  if (entity === "message" && action === "read") {
    const from = text(details.name);
    return from ? `Read the message from ${from}` : "Read a message";
  }
  if (entity === "coupon" && action === "create") {
    const discount = amount(details.discount);
    return `Created ${recordOf(facts)}${discount === undefined ? "" : ` (${discount}% off)`}`;
  }
  const verb = recordVerbs[action];
  if (verb) return `${verb} ${recordOf(facts)}${action === "update" ? updateDetail(facts) : ""}`;
  return `Changed ${recordOf(facts)}`;
}
