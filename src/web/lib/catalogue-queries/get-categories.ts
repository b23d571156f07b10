import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Category } from "~/shared/schemas/category";
import { api } from "~/web/lib/api-client";
import { catalogueKeys } from "./catalogue-keys";

/**
 * The categories, as the public site and the dashboard both list them (`GET /api/categories/get`).
 * Takes the query's context as it is, for its abort signal.
 */
export const getCategories = (options?: { signal?: AbortSignal }) =>
  api.get<Category[]>("/categories/get", options);

export const getCategoriesQueryOptions = () =>
  queryOptions({ queryKey: catalogueKeys.categories, queryFn: getCategories });

export const useCategories = () => useQuery(getCategoriesQueryOptions());
