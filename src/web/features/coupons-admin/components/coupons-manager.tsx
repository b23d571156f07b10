import { Spinner } from "~/web/components/ui/spinner";
import { useCoupons } from "../api/get-coupons";
import { CouponForm } from "./coupon-form";
import { CouponList } from "./coupon-list";

/** Coupon Management: the add form above the list of coupons. */
export function CouponsManager() {
  const coupons = useCoupons();
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">Coupon Management</h1>
      <CouponForm />
      {coupons.isPending ? (
        <Spinner label="Loading coupons" />
      ) : coupons.isError ? (
        <p role="alert" className="text-red-700">
          Failed to load coupons.
        </p>
      ) : (
        <CouponList coupons={coupons.data} />
      )}
    </section>
  );
}
