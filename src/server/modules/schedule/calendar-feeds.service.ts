import type { Kysely } from "kysely";
import { addDays } from "../../../shared/rules/availability.ts";
import {
  businessFeedName,
  businessFeedScope,
  calendarFeedPath,
  feedDaysBack,
  feedNotFound,
  feedScopeUnknown,
} from "../../../shared/rules/calendar-feeds.ts";
import { crewOptionLabel } from "../../../shared/rules/crews.ts";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import type { CalendarFeed } from "../../../shared/schemas/calendar-feed.ts";
import type { SiteSettings } from "../../../shared/schemas/settings.ts";
import type { Database } from "../../db/schema.ts";
import { notFound } from "../../lib/http-error.ts";
import { newToken } from "../../lib/ids.ts";
import { nowIso } from "../../lib/time.ts";
import { recordAudit, type AuditActor } from "../audit/audit.repository.ts";
import { findCrewById, listCrews } from "../crews/crews.repository.ts";
import {
  ensureFeed,
  feedJobs,
  findFeed,
  findFeedByToken,
  listFeeds,
  replaceToken,
  setIncludeContact,
} from "./calendar-feeds.repository.ts";
import { icsCalendar } from "./ics.ts";
import { jobEvent } from "./job-events.ts";

type FeedRow = { scope: string; token: string; include_contact: number };

function toFeed(row: FeedRow, name: string, origin: string): CalendarFeed {
  return {
    scope: row.scope,
    name,
    url: `${origin}${calendarFeedPath(row.token)}`,
    includeContact: Number(row.include_contact) === 1,
  };
}

/** The feed of every job, then one per crew, each given its secret address the first time it is shown. */
export async function calendarFeeds(db: Kysely<Database>, origin: string): Promise<CalendarFeed[]> {
  const crews = await listCrews(db);
  const scopes = [
    { scope: businessFeedScope, name: businessFeedName },
    ...crews.map((crew) => ({
      scope: crew.id,
      name: crewOptionLabel({ name: crew.name, active: Number(crew.active) === 1 }),
    })),
  ];
  const known = new Map((await listFeeds(db)).map((row) => [row.scope, row]));
  const missing = scopes.filter(({ scope }) => !known.has(scope));
  if (missing.length > 0) {
    const now = nowIso();
    for (const { scope } of missing) await ensureFeed(db, scope, newToken(), now);
    for (const row of await listFeeds(db)) known.set(row.scope, row);
  }
  return scopes.map(({ scope, name }) => toFeed(known.get(scope)!, name, origin));
}

/** The name of a feed's scope, or a 404 when it names neither the business nor a crew. */
async function scopeName(db: Kysely<Database>, scope: string): Promise<string> {
  if (scope === businessFeedScope) return businessFeedName;
  const crew = await findCrewById(db, scope);
  if (!crew) throw notFound(feedScopeUnknown);
  return crewOptionLabel({ name: crew.name, active: Number(crew.active) === 1 });
}

/** A new secret address for a feed: the old one answers 404 from now on. */
export async function renewCalendarFeed(
  db: Kysely<Database>,
  actor: AuditActor,
  scope: string,
  origin: string,
): Promise<CalendarFeed> {
  const name = await scopeName(db, scope);
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const token = newToken();
    await ensureFeed(trx, scope, token, now);
    await replaceToken(trx, scope, token, now);
    await recordAudit(trx, actor, {
      action: "renew",
      entity: "calendar-feed",
      entityId: scope,
      details: { name },
    });
    return toFeed((await findFeed(trx, scope))!, name, origin);
  });
}

/** Whether a feed's events carry the customer's full address, phone and notes. */
export async function setFeedContact(
  db: Kysely<Database>,
  actor: AuditActor,
  scope: string,
  includeContact: boolean,
  origin: string,
): Promise<CalendarFeed> {
  const name = await scopeName(db, scope);
  return db.transaction().execute(async (trx) => {
    await ensureFeed(trx, scope, newToken(), nowIso());
    await setIncludeContact(trx, scope, includeContact);
    await recordAudit(trx, actor, {
      action: includeContact ? "show-contact" : "hide-contact",
      entity: "calendar-feed",
      entityId: scope,
      details: { name },
    });
    return toFeed((await findFeed(trx, scope))!, name, origin);
  });
}

const feedFile = /^([A-Za-z0-9_-]{32,128})\.ics$/;

/** The .ics file at `/calendar/<file>`; any name that is not a live token's is a 404. */
export async function calendarFile(
  db: Kysely<Database>,
  settings: SiteSettings,
  file: string,
  now = new Date(),
): Promise<string> {
  const token = feedFile.exec(file)?.[1];
  const feed = token ? await findFeedByToken(db, token) : undefined;
  if (!feed) throw notFound(feedNotFound);
  const crew = feed.scope === businessFeedScope ? null : await findCrewById(db, feed.scope);
  if (feed.scope !== businessFeedScope && !crew) throw notFound(feedNotFound);
  const from = addDays(todayInLagos(now), -feedDaysBack);
  const jobs = await feedJobs(db, crew?.id ?? null, from);
  const includeContact = Number(feed.include_contact) === 1;
  const business = settings.business.name;
  return icsCalendar({
    productId: `-//${business}//Jobs//EN`,
    name: crew ? `${business}: ${crew.name}` : `${business}: ${businessFeedName}`,
    events: jobs.map((job) => jobEvent(job, settings, includeContact)),
  });
}
