import { SettingsManager } from "~/web/features/settings-admin/components/settings-manager";
import { privatePageMeta } from "~/web/lib/site-settings";
import type { Route } from "./+types/settings";

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta("Settings", matches);
}

export default function Settings() {
  return <SettingsManager />;
}
