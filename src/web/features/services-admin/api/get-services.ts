import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Service } from "~/shared/schemas/service";
import { api } from "~/web/lib/api-client";

export const servicesQueryKey = ["services"] as const;

export const getServices = () => api.get<Service[]>("/services/get");

export const getServicesQueryOptions = () =>
  queryOptions({ queryKey: servicesQueryKey, queryFn: getServices });

export function useServices() {
  return useQuery(getServicesQueryOptions());
}
