import { z } from "zod";
import { feedScopeMissing, includeContactMissing } from "../rules/calendar-feeds.ts";
import { recordId } from "./common.ts";

/** One secret calendar address, as the Crews screen shows it to the owner. */
export const calendarFeed = z.object({
  /** "business" for every job, or the crew's id. */
  scope: z.string(),
  name: z.string(),
  /** The address to subscribe to: whoever has it sees the feed, so only the owner is shown it. */
  url: z.string(),
  includeContact: z.boolean(),
});
export type CalendarFeed = z.infer<typeof calendarFeed>;

const scope = recordId("Calendar", feedScopeMissing);

export const calendarFeedRenewInput = z.object({ scope });
export type CalendarFeedRenewInput = z.infer<typeof calendarFeedRenewInput>;

export const calendarFeedContactInput = z.object({
  scope,
  includeContact: z.boolean({ error: includeContactMissing }),
});
export type CalendarFeedContactInput = z.infer<typeof calendarFeedContactInput>;

/** `/calendar/<token>.ics`: any other file name is a token that does not exist (404), never a 400. */
export const calendarFileParams = z.object({ file: z.string() });
