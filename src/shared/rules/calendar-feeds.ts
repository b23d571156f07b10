// The calendar feeds: secret .ics addresses a crew lead or the owner subscribes to once in a calendar
// app. What the feeds API and the Crews screen say about them, and what a feed holds.

/** The feed of every job: its scope, beside the crews' ids. */
export const businessFeedScope = "business";
export const businessFeedName = "All jobs";

/** A feed holds its jobs from this many days back, and every job ahead. */
export const feedDaysBack = 90;

/** Where a feed is served: the token is the only secret, so the address is the key. */
export function calendarFeedPath(token: string): string {
  return `/calendar/${token}.ics`;
}

/** A feed address with a wrong, old or renewed token: 404, with nothing said of what exists. */
export const feedNotFound = "This calendar link is not valid. Ask the business for the new one.";
export const feedScopeUnknown = "There is no such calendar.";
export const feedScopeMissing = "Say which calendar: business or a crew's id.";
export const includeContactMissing = "Say whether the feed shows the customer's address and phone.";

/** Asked before a renewal, which ends the old address at once. */
export const renewFeedWarning =
  "Renew this calendar link? The old link stops working at once: whoever subscribed must subscribe again with the new one.";

export const includeContactLabel = "Show the customer's full address and phone";
/** Said under the choice: without it an event names the area only. */
export const includeContactHint =
  "Off: events name the area and the customer's first name only. On: anyone with the link sees the full address and phone.";
