import type { AppliedCoupon } from "../lib/booking-draft";
import { bookAnchors, bookIntents, type CouponNote } from "../lib/book-page-post";
import { publicLook } from "~/web/components/ui/form-styles";
import { appliedCouponLabel, couponCodeMaxLength } from "~/shared/rules/coupon";

type BookCouponFieldProps = {
  code: string;
  coupon: AppliedCoupon | null;
  note: CouponNote | null;
  onCodeChange: (code: string) => void;
  /** Without script: where the page comes back to after Apply or Remove (the field, its answer beside it). */
  anchor?: string;
};

const noteTone: Record<CouponNote["tone"], string> = {
  error: "text-red-700",
  warning: "text-amber-800",
  success: "text-brand-800",
};

/**
 * The booking page's coupon: the dialog's states (not applied, applied and locked) with buttons that
 * post, so the server checks the code and the page shows the discount without script. The applied
 * code travels back in a hidden field; its discount is checked again on every post.
 */
export function BookCouponField({ code, coupon, note, onCodeChange, anchor }: BookCouponFieldProps) {
  return (
    <div id={bookAnchors.coupon} className="scroll-mt-24">
      <label htmlFor="booking-coupon" className={publicLook.label}>
        Coupon Code
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id="booking-coupon"
          name="couponCode"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={couponCodeMaxLength}
          value={coupon ? coupon.code : code}
          readOnly={coupon !== null}
          onChange={(event) => onCodeChange(event.target.value)}
          aria-describedby={note ? "booking-coupon-note" : undefined}
          className={`${publicLook.control} mt-0 min-w-0 flex-1 uppercase read-only:bg-slate-100 read-only:text-slate-600`}
        />
        {/* A press once applied is answered with the dialog's warning, so it stays a button. */}
        <button
          type="submit"
          name="intent"
          value={bookIntents.applyCoupon}
          formAction={anchor}
          aria-disabled={coupon !== null || undefined}
          className="shrink-0 rounded-lg border border-brand-700 px-4 py-2.5 font-semibold text-brand-800 hover:bg-brand-50 aria-disabled:border-slate-300 aria-disabled:bg-slate-100 aria-disabled:text-slate-600"
        >
          {coupon ? "Coupon Applied" : "Apply"}
        </button>
      </div>
      {coupon && <input type="hidden" name="appliedCoupon" value={coupon.code} />}
      {note && (
        <p
          id="booking-coupon-note"
          role="status"
          className={`mt-1 text-sm font-medium ${noteTone[note.tone]}`}
        >
          {note.text}
        </p>
      )}
      {coupon && (
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-brand-800">
          <span>{appliedCouponLabel(coupon)}</span>
          <button
            type="submit"
            name="intent"
            value={bookIntents.removeCoupon}
            formAction={anchor}
            className="min-h-11 font-medium underline hover:text-brand-900"
          >
            Remove coupon
          </button>
        </p>
      )}
    </div>
  );
}
