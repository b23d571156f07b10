import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SiteSettings } from "~/shared/schemas/settings";
import { api } from "~/web/lib/api-client";

export const settingsQueryKey = ["settings"] as const;

export const getSettings = () => api.get<SiteSettings>("/settings");

export const getSettingsQueryOptions = () =>
  queryOptions({ queryKey: settingsQueryKey, queryFn: getSettings });

export function useSettings() {
  return useQuery(getSettingsQueryOptions());
}
