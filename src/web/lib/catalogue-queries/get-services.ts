import type { Service } from "~/shared/schemas/service";
import { api } from "~/web/lib/api-client";

/**
 * The services with their prices, as the public site and the dashboard both list them
 * (`GET /api/services/get`). Takes the query's context as it is, for its abort signal. A plain call,
 * so the public pages' loaders use it without loading the query library (its hook is in
 * `use-catalogue.ts`).
 */
export const getServices = (options?: { signal?: AbortSignal }) =>
  api.get<Service[]>("/services/get", options);
