import { useMutation } from "@tanstack/react-query";
import type { CouponCheckResult } from "~/shared/schemas/coupon";
import { api } from "~/web/lib/api-client";

export const checkCoupon = (code: string) => api.post<CouponCheckResult>("/coupons/check", { code });

export function useCheckCoupon() {
  return useMutation({ mutationFn: checkCoupon });
}
