import { queryOptions, useQuery } from "@tanstack/react-query";
import { catalogueKeys } from "./catalogue-keys";
import { getCategories } from "./get-categories";
import { getServices } from "./get-services";

// The query hooks of the two catalogue calls, for the booking dialog and the dashboard. They live
// apart from the calls so that a public page's first load, which only calls them, carries no query
// library.

export const getCategoriesQueryOptions = () =>
  queryOptions({ queryKey: catalogueKeys.categories, queryFn: getCategories });

export const useCategories = () => useQuery(getCategoriesQueryOptions());

export const getServicesQueryOptions = () =>
  queryOptions({ queryKey: catalogueKeys.services, queryFn: getServices });

export const useServices = () => useQuery(getServicesQueryOptions());
