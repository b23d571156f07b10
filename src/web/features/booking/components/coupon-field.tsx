import { useState } from "react";
import { FormField } from "~/web/components/ui/form-field";
import { publicLook } from "~/web/components/ui/form-styles";
import {
  couponAlreadyApplied,
  couponAppliedMessage,
  couponCheckOutcome,
  couponCodeMissing,
  appliedCouponLabel,
  couponCodeMaxLength,
} from "~/shared/rules/coupon";
import { dialogToast } from "../lib/dialog-toasts";
import { ApiError } from "~/web/lib/api-client";
import { useCheckCoupon } from "../api/check-coupon";
import type { AppliedCoupon } from "../lib/booking-draft";

/** The server's words for a refused code (4xx: expired, too many checks); a fault or no network says nothing. */
function refusalOf(caught: unknown): string {
  return caught instanceof ApiError && caught.status < 500 ? caught.message : "";
}

type CouponFieldProps = {
  code: string;
  coupon: AppliedCoupon | null;
  onCodeChange: (code: string) => void;
  onApplied: (coupon: AppliedCoupon) => void;
  onRemove: () => void;
};

/** Coupon states: not applied, checking (Applying...), applied (locked). */
export function CouponField({ code, coupon, onCodeChange, onApplied, onRemove }: CouponFieldProps) {
  const check = useCheckCoupon();
  // The outcome stays next to the field after its toast has gone.
  const [note, setNote] = useState("");

  function warn(message: string) {
    setNote(message);
    dialogToast("warning", message);
  }

  function fail(message: string) {
    setNote(message);
    dialogToast("error", message);
  }

  async function apply() {
    if (check.isPending) return;
    if (coupon) return warn(couponAlreadyApplied);
    const trimmed = code.trim();
    if (!trimmed) return warn(couponCodeMissing);
    let refusal = "";
    const result = await check.mutateAsync(trimmed).catch((caught: unknown) => {
      refusal = refusalOf(caught);
      return null;
    });
    const outcome = couponCheckOutcome(result, refusal);
    if ("problem" in outcome) return fail(outcome.problem);
    setNote("");
    onApplied({ code: trimmed, discount: outcome.discount });
    dialogToast("success", couponAppliedMessage(outcome.discount));
  }

  const label = check.isPending ? "Applying..." : coupon ? "Coupon Applied" : "Apply";
  return (
    <div>
      <FormField id="booking-coupon" label="Coupon Code" look={publicLook}>
        {(control) => (
          <div className="mt-1 flex gap-2">
            <input
              {...control}
              name="couponCode"
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={couponCodeMaxLength}
              value={code}
              disabled={coupon !== null}
              onChange={(event) => {
                setNote("");
                onCodeChange(event.target.value);
              }}
              onKeyDown={(event) => {
                // Enter here applies the coupon rather than sending the booking.
                if (event.key === "Enter") {
                  event.preventDefault();
                  void apply();
                }
              }}
              className={`${publicLook.control} mt-0 min-w-0 flex-1 uppercase`}
            />
            {/* aria-disabled rather than disabled once applied, so a second press explains itself. */}
            <button
              type="button"
              onClick={() => void apply()}
              disabled={check.isPending}
              aria-disabled={coupon !== null || undefined}
              className="shrink-0 rounded-lg border border-brand-700 px-4 py-2.5 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:border-slate-300 aria-disabled:bg-slate-100 aria-disabled:text-slate-600"
            >
              {label}
            </button>
          </div>
        )}
      </FormField>
      <p role="status" className="mt-1 text-sm text-red-700 empty:hidden">
        {note}
      </p>
      {coupon && (
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-brand-800">
          <span>{appliedCouponLabel(coupon)}</span>
          <button
            type="button"
            onClick={() => {
              setNote("");
              onRemove();
            }}
            className="min-h-11 font-medium underline hover:text-brand-900"
          >
            Remove coupon
          </button>
        </p>
      )}
    </div>
  );
}
