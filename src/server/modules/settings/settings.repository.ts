import type { Kysely } from "kysely";
import { settingsSections, type SettingsSection } from "../../../shared/rules/settings-sections.ts";
import { settingsSchemas, type SiteSettings } from "../../../shared/schemas/settings.ts";
import { defaultSettings } from "../../../shared/settings-defaults.ts";
import type { Database } from "../../db/schema.ts";

/**
 * The settings as the site shows them: each stored section, or the defaults for a section never saved.
 * A stored section that no longer reads as valid (written by an older version with other rules) gives way
 * to the defaults rather than breaking every page; the Settings screen then shows the defaults too, and the
 * next save of that section replaces it.
 */
export async function readSettings(db: Kysely<Database>): Promise<SiteSettings> {
  const rows = await db.selectFrom("settings").select(["section", "data"]).execute();
  const settings: Record<string, unknown> = structuredClone(defaultSettings);
  for (const row of rows) {
    if (!(settingsSections as readonly string[]).includes(row.section)) continue;
    const section = row.section as SettingsSection;
    const parsed = settingsSchemas[section].safeParse(parseJson(row.data));
    if (parsed.success) settings[section] = parsed.data;
  }
  return settings as SiteSettings;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Stores whole sections, replacing what was there; call it inside the write's transaction. */
export async function saveSettingsSections(
  db: Kysely<Database>,
  sections: Partial<SiteSettings>,
  now: string,
): Promise<void> {
  for (const section of settingsSections) {
    const value = sections[section];
    if (value === undefined) continue;
    const data = JSON.stringify(value);
    await db
      .insertInto("settings")
      .values({ section, data, updated_at: now })
      .onConflict((conflict) => conflict.column("section").doUpdateSet({ data, updated_at: now }))
      .execute();
  }
}

/**
 * The owner's availability as stored at this moment, read in the caller's transaction: a booking takes a
 * window's place against the limit the owner set last, not against a copy kept in memory (the catalogue's
 * copy may be half a second old on another instance).
 */
export async function readAvailability(db: Kysely<Database>): Promise<SiteSettings["availability"]> {
  const row = await db
    .selectFrom("settings")
    .select("data")
    .where("section", "=", "availability")
    .executeTakeFirst();
  const parsed = row ? settingsSchemas.availability.safeParse(parseJson(row.data)) : undefined;
  return parsed?.success ? parsed.data : structuredClone(defaultSettings.availability);
}
