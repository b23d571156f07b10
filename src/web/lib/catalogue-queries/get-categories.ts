import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Category } from "~/shared/schemas/category";
import { api } from "~/web/lib/api-client";
import { catalogueKeys } from "./catalogue-keys";

/** The categories, as the public site and the dashboard both list them (`GET /api/categories/get`). */
export const getCategories = (signal?: AbortSignal) => api.get<Category[]>("/categories/get", { signal });

export const getCategoriesQueryOptions = () =>
  queryOptions({ queryKey: catalogueKeys.categories(), queryFn: ({ signal }) => getCategories(signal) });

export const useCategories = () => useQuery(getCategoriesQueryOptions());
