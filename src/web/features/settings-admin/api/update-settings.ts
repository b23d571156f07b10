import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRevalidator } from "react-router";
import type { SettingsSaved, SettingsUpdate } from "~/shared/schemas/settings";
import { api } from "~/web/lib/api-client";
import { settingsQueryKey } from "./get-settings";

/** The settings as saved, and what the owner should know about them (a capacity below bookings taken). */
export const updateSettings = (update: SettingsUpdate) => api.put<SettingsSaved>("/settings", update);

/** Saves sections of the settings; the page's own copy (the root loader's) is read again too. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsQueryKey, saved);
      void revalidator.revalidate();
    },
  });
}
