import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Category } from "~/shared/schemas/category";
import { api } from "~/web/lib/api-client";

export const categoriesQueryKey = ["categories"] as const;

export const getCategories = () => api.get<Category[]>("/categories/get");

export const getCategoriesQueryOptions = () =>
  queryOptions({ queryKey: categoriesQueryKey, queryFn: getCategories });

export function useCategories() {
  return useQuery(getCategoriesQueryOptions());
}
