import { CouponsManager } from "~/web/features/coupons-admin/components/coupons-manager";
import { site } from "~/web/content/site";

export function meta() {
  return [{ title: `Coupon Management | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function CouponManagement() {
  return <CouponsManager />;
}
