import { bookingSubmitFailed, missingFieldMessages, pastDateMessage } from "~/shared/rules/booking";
import {
  couponAlreadyApplied,
  couponAppliedMessage,
  couponCheckOutcome,
  couponCodeMissing,
} from "~/shared/rules/coupon";
import type { RecurringDiscounts } from "~/shared/rules/recurring";
import type { AreaFee } from "~/shared/rules/pricing";
import type { AvailabilityDays } from "~/shared/schemas/availability";
import type { BookingCreateInput, CreatedBooking } from "~/shared/schemas/booking";
import type { CouponCheckResult } from "~/shared/schemas/coupon";
import type { Service } from "~/shared/schemas/service";
import { newAttemptKey } from "./booking-attempt";
import { bookingPayload, draftProblem, missingFields, type AppliedCoupon } from "./booking-draft";
import {
  bookIntents,
  fieldErrorsOf,
  newSerial,
  valuesOf,
  type BookPageAnswer,
  type BookPageFormState,
  type BookPost,
  type CouponNote,
} from "./book-page-post";

/** An API route's answer as the page reads it (the server's `ApiReading`). */
type ApiReading = { ok: boolean; status: number; message: string; body: unknown };

/** What answering a booking page post needs from the server: the API routes the dialog calls. */
export type BookPageDeps = {
  /** The services as the catalogue has them now: what the page prices the booking with. */
  services: readonly Service[];
  /** Today in Lagos, YYYY-MM-DD. */
  today: string;
  /** The owner's discount per frequency of regular visits (Settings): the frequencies offered. */
  discounts: RecurringDiscounts;
  /** The owner's travel fee per area served (Settings): what the page adds to the total. */
  travelFees?: readonly AreaFee[];
  /** `POST /api/coupons/check`. */
  checkCoupon: (code: string) => Promise<ApiReading>;
  /**
   * `POST /api/bookings/create` with the attempt's Idempotency-Key when the post has one (decision 030),
   * once per booking within a minute (decision 017).
   */
  book: (
    payload: BookingCreateInput,
    attemptKey: string | undefined,
  ) => Promise<{ answer: ApiReading; repeat: boolean }>;
  /** `GET /api/availability?from=<date>&to=<date>`: one date's windows, for Check times. */
  dayWindows: (date: string) => Promise<ApiReading>;
};

export type BookPageResult = { answer: BookPageAnswer; status: number };

/**
 * Answers a post of the booking page the way the dialog answers its buttons, through the same API
 * routes: applies or removes a coupon, or books; a refusal comes back as the form with what was typed,
 * the server's messages beside their fields and the reason at the top.
 */
export async function answerBookPost(post: BookPost, deps: BookPageDeps): Promise<BookPageResult> {
  const { intent, draft, appliedCode } = post;
  // A page from before keys were sent posts none: its next attempt gets one.
  const attemptKey = post.attemptKey || newAttemptKey();
  const form = (change: Partial<BookPageFormState>, status = 200): BookPageResult => ({
    answer: {
      kind: "form",
      serial: newSerial(),
      values: valuesOf(draft),
      coupon: null,
      couponNote: null,
      problem: null,
      fieldErrors: {},
      attemptKey,
      ...change,
    },
    status,
  });

  if (intent === bookIntents.removeCoupon) {
    return form({ values: { ...valuesOf(draft), couponCode: "" } });
  }

  // An applied coupon is checked again with every post: its discount never comes from the form.
  let coupon: AppliedCoupon | null = null;
  if (appliedCode) {
    const checked = await checkCoupon(appliedCode, deps);
    if ("problem" in checked) {
      const note: CouponNote = { text: checked.problem, tone: "error" };
      return form({ couponNote: note, fieldErrors: { couponCode: checked.problem } }, checked.status);
    }
    coupon = { code: appliedCode, discount: checked.discount };
  }

  const typedCode = draft.couponCode.trim();
  const applyTyped = intent === bookIntents.enter && !coupon && typedCode !== "";
  if (intent === bookIntents.applyCoupon || applyTyped) {
    if (coupon) return form({ coupon, couponNote: { text: couponAlreadyApplied, tone: "warning" } });
    if (!typedCode) return form({ couponNote: { text: couponCodeMissing, tone: "warning" } }, 400);
    const checked = await checkCoupon(typedCode, deps);
    if ("problem" in checked) {
      const note: CouponNote = { text: checked.problem, tone: "error" };
      return form({ couponNote: note, fieldErrors: { couponCode: checked.problem } }, checked.status);
    }
    const applied = { code: typedCode, discount: checked.discount };
    const note: CouponNote = { text: couponAppliedMessage(checked.discount), tone: "success" };
    return form({ coupon: applied, couponNote: note });
  }
  if (intent === bookIntents.update) return form({ coupon });
  if (intent === bookIntents.checkTimes)
    return checkTimes(draft.preferredDate, deps, (change, status) => form({ coupon, ...change }, status));

  const withCoupon = { ...draft, coupon };
  const reason = draftProblem(withCoupon, deps.services, deps.today, deps.discounts);
  if (reason) {
    const fieldErrors: BookPageFormState["fieldErrors"] = {};
    for (const field of missingFields(withCoupon, deps.services))
      fieldErrors[field] = missingFieldMessages[field];
    if (reason === pastDateMessage) fieldErrors.preferredDate = pastDateMessage;
    return form({ coupon, problem: reason, fieldErrors }, 400);
  }

  const { answer, repeat } = await deps.book(
    bookingPayload(withCoupon, deps.services, deps.discounts, deps.travelFees),
    post.attemptKey || undefined,
  );
  if (answer.ok)
    return { answer: { kind: "booked", booking: answer.body as CreatedBooking, repeat }, status: 200 };
  const fieldErrors = fieldErrorsOf(answer.body);
  // The server's reason is worth more than the generic line when it has one (400, 409, 429).
  const serverReason = answer.status < 500 ? answer.message : "";
  const problem = serverReason ? `${bookingSubmitFailed} ${serverReason}` : bookingSubmitFailed;
  // A coupon the server no longer takes is taken off, with its reason beside the coupon field.
  const refusedCoupon = fieldErrors.couponCode;
  return form(
    {
      coupon: refusedCoupon ? null : coupon,
      couponNote: refusedCoupon ? { text: refusedCoupon, tone: "error" } : null,
      problem,
      fieldErrors,
      // The booking API's only 422 is about the key (this form's key already booked something else, after
      // the browser's Back): the next Book Now is a new attempt.
      ...(answer.status === 422 ? { attemptKey: newAttemptKey() } : {}),
    },
    answer.status,
  );
}

/** The coupon's discount, or why it gives none and the status to answer that with. */
async function checkCoupon(
  code: string,
  deps: BookPageDeps,
): Promise<{ discount: number } | { problem: string; status: number }> {
  const answer = await deps.checkCoupon(code).catch(() => null);
  // The API's own reason for a refusal (an expired code) is worth more than "invalid"; a fault is not shown.
  const refusal = answer && !answer.ok && answer.status < 500 ? answer.message : "";
  const outcome = couponCheckOutcome(answer?.ok ? (answer.body as CouponCheckResult) : null, refusal);
  if ("discount" in outcome) return outcome;
  // Bad input for the page whatever the API said (an unknown code is its 404), but too many checks stays 429.
  return { problem: outcome.problem, status: answer?.status === 429 ? 429 : 400 };
}

/** Check times: the date's windows now, or why there are none to show (no date, a date the API refuses). */
async function checkTimes(
  date: string,
  deps: BookPageDeps,
  form: (change: Partial<BookPageFormState>, status?: number) => BookPageResult,
): Promise<BookPageResult> {
  if (!date) {
    const missing = missingFieldMessages.preferredDate;
    return form({ fieldErrors: { preferredDate: missing } }, 400);
  }
  const answer = await deps.dayWindows(date).catch(() => null);
  const day = answer?.ok ? (answer.body as AvailabilityDays).days.find((found) => found.date === date) : null;
  if (!day) {
    const problem = answer && answer.status < 500 && answer.message ? answer.message : bookingSubmitFailed;
    return form({ fieldErrors: { preferredDate: problem } }, answer?.status === 429 ? 429 : 400);
  }
  return form({ checkedDay: day });
}
