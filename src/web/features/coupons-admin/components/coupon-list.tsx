import { formatCalendarDate } from "~/shared/lagos-date";
import { EmptyState } from "~/web/components/ui/empty-state";
import type { Coupon } from "~/shared/schemas/coupon";
import { errorMessage } from "~/web/lib/api-client";
import { notify } from "~/web/lib/toast";
import { useDeleteCoupon } from "../api/delete-coupon";
import { useToggleCoupon } from "../api/toggle-coupon";
import { AdminTable, tableCell } from "~/web/components/ui/admin-table";
import { somethingWentWrong } from "~/shared/rules/errors";
import { couponDeleted } from "~/shared/rules/toasts";

const columns = ["Code", "Discount", "Description", "Expires", "Uses", "Status", "Actions"] as const;

export function CouponList({ coupons }: { coupons: Coupon[] }) {
  const toggle = useToggleCoupon();
  const remove = useDeleteCoupon();
  const failed = (error: Error) => notify.error(errorMessage(error, somethingWentWrong));

  const onDelete = (coupon: Coupon) => {
    if (!window.confirm(`Are you sure you want to delete the coupon ${coupon.code}?`)) return;
    remove.mutate(coupon._id, { onSuccess: () => notify.success(couponDeleted), onError: failed });
  };

  if (coupons.length === 0)
    return <EmptyState title="No coupons available." hint="Create a code with the form above." />;
  return (
    <AdminTable caption="Coupons" columns={columns}>
      {coupons.map((coupon) => (
        <tr key={coupon._id}>
          <th scope="row" className={`${tableCell} font-mono font-semibold text-slate-900`}>
            {coupon.code}
          </th>
          <td className={tableCell}>{coupon.discount}%</td>
          <td className={tableCell}>{coupon.description}</td>
          <td className={tableCell}>{formatCalendarDate(coupon.expirationDate.slice(0, 10))}</td>
          <td className={tableCell}>
            {coupon.useCount} / {coupon.usageLimit ?? "∞"}
          </td>
          <td className={tableCell}>
            <span
              className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                coupon.active ? "bg-green-100 text-green-800" : "bg-slate-200 text-slate-700"
              }`}
            >
              {coupon.active ? "Active" : "Inactive"}
            </span>
          </td>
          <td className={`${tableCell} whitespace-nowrap`}>
            <button
              type="button"
              onClick={() => toggle.mutate(coupon._id, { onError: failed })}
              disabled={toggle.isPending && toggle.variables === coupon._id}
              className="mr-2 min-h-11 rounded-lg border border-slate-300 px-3 py-1.5 font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
            >
              {coupon.active ? "Deactivate" : "Activate"}
            </button>
            <button
              type="button"
              onClick={() => onDelete(coupon)}
              disabled={remove.isPending && remove.variables === coupon._id}
              className="min-h-11 rounded-lg bg-red-700 px-3 py-1.5 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
            >
              Delete
            </button>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
