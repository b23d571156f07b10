import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Service } from "~/shared/schemas/service";
import { api } from "~/web/lib/api-client";
import { catalogueKeys } from "./catalogue-keys";

/** The services with their prices, as the public site and the dashboard both list them (`GET /api/services/get`). */
export const getServices = (signal?: AbortSignal) => api.get<Service[]>("/services/get", { signal });

export const getServicesQueryOptions = () =>
  queryOptions({ queryKey: catalogueKeys.services(), queryFn: ({ signal }) => getServices(signal) });

export const useServices = () => useQuery(getServicesQueryOptions());
