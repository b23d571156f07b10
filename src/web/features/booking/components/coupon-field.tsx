import { useState } from "react";
import { dialogToast } from "../lib/dialog-toasts";
import { useCheckCoupon } from "../api/check-coupon";
import type { AppliedCoupon } from "../lib/booking-draft";
import { controlClass, labelClass } from "./field-styles";

type CouponFieldProps = {
  code: string;
  coupon: AppliedCoupon | null;
  onCodeChange: (code: string) => void;
  onApplied: (coupon: AppliedCoupon) => void;
  onRemove: () => void;
};

/** Coupon states of SPEC.md §4: not applied, checking (Applying...), applied (locked). */
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
    if (coupon) return warn("Coupon has already been applied");
    const trimmed = code.trim();
    if (!trimmed) return warn("Please enter a coupon code");
    try {
      const result = await check.mutateAsync(trimmed);
      if (result.used) return fail("Coupon has already been used.");
      // A discount of 0 (or none) is no coupon at all (SPEC.md §8).
      if (!(result.discount > 0)) return fail("Invalid coupon code.");
      setNote("");
      onApplied({ code: trimmed, discount: result.discount });
      dialogToast("success", `Coupon applied! You get ${result.discount}% off.`);
    } catch {
      fail("Invalid coupon code.");
    }
  }

  const label = check.isPending ? "Applying..." : coupon ? "Coupon Applied" : "Apply";
  return (
    <div>
      <label htmlFor="booking-coupon" className={labelClass}>
        Coupon Code
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id="booking-coupon"
          name="couponCode"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={40}
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
          className={`${controlClass} mt-0 min-w-0 flex-1 uppercase`}
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
      <p role="status" className="mt-1 text-sm text-red-700 empty:hidden">
        {note}
      </p>
      {coupon && (
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-brand-800">
          <span>
            {coupon.code.toUpperCase()}: {coupon.discount}% off
          </span>
          <button
            type="button"
            onClick={() => {
              setNote("");
              onRemove();
            }}
            className="font-medium underline hover:text-brand-900"
          >
            Remove coupon
          </button>
        </p>
      )}
    </div>
  );
}
