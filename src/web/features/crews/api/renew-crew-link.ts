import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "~/web/lib/api-client";
import { crewsQueryKey } from "./get-crews";

/** A new secret link for the crew's page; the old one stops working at once. */
export const renewCrewLink = (crewId: string) =>
  api.post<{ crewUrl: string }>(`/crews/${encodeURIComponent(crewId)}/crew-link/renew`);

export function useRenewCrewLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewCrewLink,
    onSettled: () => queryClient.invalidateQueries({ queryKey: crewsQueryKey }),
  });
}
