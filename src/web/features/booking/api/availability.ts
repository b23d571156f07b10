import { queryOptions, useQuery } from "@tanstack/react-query";
import { todayInLagos } from "~/shared/lagos-date";
import { addDays, availabilityLimits } from "~/shared/rules/availability";
import type { AvailabilityDays } from "~/shared/schemas/availability";
import { api } from "~/web/lib/api-client";

/** The dates the booking forms look ahead over: as many as one call answers, from today in Lagos. */
export function availabilityRange(today: string = todayInLagos()) {
  return { from: today, to: addDays(today, availabilityLimits.rangeDays - 1) };
}

export const getAvailability = (from: string, to: string) =>
  api.get<AvailabilityDays>(`/availability?from=${from}&to=${to}`);

export const availabilityQueryOptions = () => {
  const { from, to } = availabilityRange();
  return queryOptions({
    queryKey: ["availability", from, to],
    queryFn: () => getAvailability(from, to),
    // Places change with every booking: asked again whenever the form opens.
    staleTime: 0,
  });
};

export const useAvailability = () => useQuery(availabilityQueryOptions());
