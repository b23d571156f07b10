import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Coupon } from "~/shared/schemas/coupon";
import { api } from "~/web/lib/api-client";

export const couponsQueryKey = ["coupons"] as const;

export const getCoupons = () => api.get<Coupon[]>("/coupons/get");

export const getCouponsQueryOptions = () => queryOptions({ queryKey: couponsQueryKey, queryFn: getCoupons });

export function useCoupons() {
  return useQuery(getCouponsQueryOptions());
}
