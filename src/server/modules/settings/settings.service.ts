import { overbookedWarning } from "../../../shared/rules/availability.ts";
import { settingsSections } from "../../../shared/rules/settings-sections.ts";
import type { SettingsSaved, SettingsUpdate } from "../../../shared/schemas/settings.ts";
import { nowIso } from "../../lib/time.ts";
import { overbookedWindows } from "../availability/availability.service.ts";
import { recordAudit, type AuditActor } from "../audit/audit.repository.ts";
import type { Catalogue } from "../catalogue/catalogue.ts";
import { availabilityFollowingHours } from "../../../shared/rules/availability-hours.ts";
import { readSettings, saveSettingsSections } from "./settings.repository.ts";

/**
 * Saves the sections sent, whole, with their activity entry, in one transaction that also moves the public
 * content's version on: this instance drops its copy and its rendered pages at once, other instances
 * within a second. Answers the settings as the site now shows them, with `warnings` when saved
 * availability leaves coming windows holding more bookings than it allows.
 */
export async function updateSettings(
  catalogue: Catalogue,
  actor: AuditActor,
  update: SettingsUpdate,
): Promise<SettingsSaved> {
  const sections = settingsSections.filter((section) => update[section] !== undefined);
  let overbooked = 0;
  await catalogue.write(async (trx) => {
    // A weekday the opening hours open or close takes bookings or stops with them, in the same save.
    if (update.business) {
      const stored = await readSettings(trx);
      const availability = availabilityFollowingHours(
        update.availability ?? stored.availability,
        stored.business.hours,
        update.business.hours,
      );
      if (update.availability || JSON.stringify(availability) !== JSON.stringify(stored.availability)) {
        update = { ...update, availability };
      }
    }
    await saveSettingsSections(trx, update, nowIso());
    await recordAudit(trx, actor, { action: "update", entity: "settings", details: { sections } });
    // Allowed, but said: the bookings already in those windows stay.
    if (update.availability) overbooked = await overbookedWindows(trx, update.availability);
  });
  const settings = await catalogue.settings();
  return overbooked > 0 ? { ...settings, warnings: [overbookedWarning(overbooked)] } : settings;
}
