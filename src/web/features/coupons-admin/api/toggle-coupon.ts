import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Coupon } from "~/shared/schemas/coupon";
import { api } from "~/web/lib/api-client";
import { couponsQueryKey } from "./get-coupons";

/** Flips the coupon's active flag (the path's doubled "toggle" is the API's own, kept for its clients). */
export const toggleCoupon = (id: string) =>
  api.put<Coupon>(`/coupons/toggle/${encodeURIComponent(id)}/toggle`);

export function useToggleCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleCoupon,
    onSettled: () => queryClient.invalidateQueries({ queryKey: couponsQueryKey }),
  });
}
