import type { Category } from "~/shared/schemas/category";
import { api } from "~/web/lib/api-client";

/**
 * The categories, as the public site and the dashboard both list them (`GET /api/categories/get`).
 * Takes the query's context as it is, for its abort signal. A plain call, so the public pages'
 * loaders use it without loading the query library (its hook is in `use-catalogue.ts`).
 */
export const getCategories = (options?: { signal?: AbortSignal }) =>
  api.get<Category[]>("/categories/get", options);
