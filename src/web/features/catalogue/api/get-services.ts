import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Service } from "~/shared/schemas/service";
import { api } from "~/web/lib/api-client";

export const getServices = (signal?: AbortSignal) => api.get<Service[]>("/services/get", { signal });

export const getServicesQueryOptions = () =>
  queryOptions({ queryKey: ["catalogue", "services"], queryFn: ({ signal }) => getServices(signal) });

export const useServices = () => useQuery(getServicesQueryOptions());
