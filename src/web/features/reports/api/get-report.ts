import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Report } from "~/shared/schemas/report";
import { api } from "~/web/lib/api-client";
import type { PeriodQuery } from "../lib/period-from-search";

export const reportQueryKey = ["report"] as const;

const search = (period: PeriodQuery) => new URLSearchParams(period).toString();

/** The owner's report for a period (both dates, or neither for this month in Lagos). */
export const getReport = (period: PeriodQuery) => api.get<Report>(`/reports?${search(period)}`);

/** The same report as a CSV file: a plain link, so the browser downloads it with the session's cookie. */
export const reportCsvUrl = (period: PeriodQuery) => `/api/reports/csv?${search(period)}`;

// Fresh on each visit: payments and bookings change the figures all day.
export const getReportQueryOptions = (period: PeriodQuery) =>
  queryOptions({
    queryKey: [...reportQueryKey, period.from ?? "", period.to ?? ""],
    queryFn: () => getReport(period),
    staleTime: 0,
    retry: false,
    placeholderData: keepPreviousData,
  });

export function useReport(period: PeriodQuery) {
  return useQuery(getReportQueryOptions(period));
}
