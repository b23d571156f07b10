import { CouponsManager } from "~/web/features/coupons-admin/components/coupons-manager";
import { privatePageMeta } from "~/web/lib/site-settings";
import type { Route } from "./+types/coupon-management";

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta("Coupon Management", matches);
}

export default function CouponManagement() {
  return <CouponsManager />;
}
