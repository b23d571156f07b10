import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Coupon, CouponInput } from "~/shared/schemas/coupon";
import { api } from "~/web/lib/api-client";
import { couponsQueryKey } from "./get-coupons";

export const createCoupon = (input: CouponInput) => api.post<Coupon>("/coupons/create", input);

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCoupon,
    onSettled: () => queryClient.invalidateQueries({ queryKey: couponsQueryKey }),
  });
}
