import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AuditEntry } from "~/shared/schemas/audit";
import { api } from "~/web/lib/api-client";

export const auditQueryKey = ["audit"] as const;

/** The latest admin actions, newest first. */
export const getAudit = () => api.get<AuditEntry[]>("/audit/get");

// Always fresh: the trail is read to see what just happened.
export const getAuditQueryOptions = () =>
  queryOptions({ queryKey: auditQueryKey, queryFn: getAudit, staleTime: 0 });

export function useAudit() {
  return useQuery(getAuditQueryOptions());
}
