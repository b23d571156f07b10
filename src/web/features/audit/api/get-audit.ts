import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { cursorAfter } from "~/shared/rules/paging";
import { auditListLimit, type AuditEntry } from "~/shared/schemas/audit";
import { api } from "~/web/lib/api-client";

export const auditQueryKey = ["audit"] as const;

/** The latest admin actions, newest first; with a cursor, the ones older than the entry it names. */
export const getAudit = (before?: string) =>
  api.get<AuditEntry[]>(`/audit/get${before ? `?${new URLSearchParams({ before })}` : ""}`);

// Always fresh: the trail is read to see what just happened.
export const getAuditQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: auditQueryKey,
    queryFn: ({ pageParam }) => getAudit(pageParam),
    initialPageParam: undefined as string | undefined,
    // A full page may have older entries after it; a shorter one is the end of the trail.
    getNextPageParam: (page) => {
      const last = page.at(-1);
      return page.length === auditListLimit && last ? cursorAfter(last.createdAt, last._id) : undefined;
    },
    staleTime: 0,
  });

export function useAudit() {
  return useInfiniteQuery(getAuditQueryOptions());
}
