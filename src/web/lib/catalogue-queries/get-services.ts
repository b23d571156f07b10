import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Service } from "~/shared/schemas/service";
import { api } from "~/web/lib/api-client";
import { catalogueKeys } from "./catalogue-keys";

/**
 * The services with their prices, as the public site and the dashboard both list them
 * (`GET /api/services/get`). Takes the query's context as it is, for its abort signal.
 */
export const getServices = (options?: { signal?: AbortSignal }) =>
  api.get<Service[]>("/services/get", options);

export const getServicesQueryOptions = () =>
  queryOptions({ queryKey: catalogueKeys.services, queryFn: getServices });

export const useServices = () => useQuery(getServicesQueryOptions());
