import { settingsSections } from "../../../shared/rules/settings.ts";
import type { SettingsUpdate, SiteSettings } from "../../../shared/schemas/settings.ts";
import { nowIso } from "../../lib/time.ts";
import { recordAudit, type AuditActor } from "../audit/audit.repository.ts";
import type { Catalogue } from "../catalogue/catalogue.ts";
import { saveSettingsSections } from "./settings.repository.ts";

/**
 * Saves the sections sent, whole, with their activity entry, in one transaction that also moves the public
 * content's version on: this instance drops its copy and its rendered pages at once, other instances
 * within a second. Answers the settings as the site now shows them.
 */
export async function updateSettings(
  catalogue: Catalogue,
  actor: AuditActor,
  update: SettingsUpdate,
): Promise<SiteSettings> {
  const sections = settingsSections.filter((section) => update[section] !== undefined);
  await catalogue.write(async (trx) => {
    await saveSettingsSections(trx, update, nowIso());
    await recordAudit(trx, actor, { action: "update", entity: "settings", details: { sections } });
  });
  return catalogue.settings();
}
