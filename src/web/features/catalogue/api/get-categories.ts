import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Category } from "~/shared/schemas/category";
import { api } from "~/web/lib/api-client";

export const getCategories = (signal?: AbortSignal) => api.get<Category[]>("/categories/get", { signal });

export const getCategoriesQueryOptions = () =>
  queryOptions({ queryKey: ["catalogue", "categories"], queryFn: ({ signal }) => getCategories(signal) });

export const useCategories = () => useQuery(getCategoriesQueryOptions());
