import { timeWindows, type TimeWindow } from "~/shared/booking-status";
import { requiredBookingFieldNames, type RequiredBookingField } from "~/shared/rules/booking";
import { frequencies, type Frequency } from "~/shared/rules/recurring";
import type { AvailabilityDays } from "~/shared/schemas/availability";
import type { CreatedBooking } from "~/shared/schemas/booking";
import { textOf } from "~/web/lib/form-text";
import { emptyDraft, quantityField, type AppliedCoupon, type BookingDraft } from "./booking-draft";

// What the booking page (/book) posts and what it is answered with: the same draft as the dialog's,
// read from a plain HTML form, so the page works without script (decision 017).

/** What a submit button of the booking page asks for (its `name="intent"` value). */
export const bookIntents = {
  /** Enter pressed in a field: applies a typed coupon first, as the dialog's coupon field does; else books. */
  enter: "enter",
  book: "book",
  applyCoupon: "apply-coupon",
  removeCoupon: "remove-coupon",
  /** Works the total out again for the services ticked (the script does it as they change). */
  update: "update",
  /** Lists the free windows of the date typed (the script does it as the date changes). */
  checkTimes: "check-times",
} as const;

/** Where each button's answer is shown: the page comes back scrolled to it when posted without script. */
export const bookAnchors = {
  form: "booking-form",
  when: "booking-when",
  coupon: "booking-coupon-field",
  total: "booking-total-line",
} as const;
export type BookIntent = (typeof bookIntents)[keyof typeof bookIntents];

/**
 * The hidden field with the booking attempt's Idempotency-Key, made when the page is rendered: a double
 * submit, or a post the browser sends again, books once even on another server (decision 030).
 */
export const attemptKeyField = "idempotencyKey";

/** What the page keeps of the customer's answers between posts. */
export type BookPageValues = Omit<BookingDraft, "categoryId" | "coupon">;

/** The fields a message can stand beside. */
export type BookPageField = RequiredBookingField | "notes" | "couponCode" | "area";

export type CouponNote = { text: string; tone: "error" | "warning" | "success" };

/** The form again, with what was typed, the coupon applied, and what to say and where. */
export type BookPageFormState = {
  kind: "form";
  /** A new value for each answer, so the form takes its values afresh. */
  serial: string;
  values: BookPageValues;
  coupon: AppliedCoupon | null;
  couponNote: CouponNote | null;
  /** The line at the top of the form: the reason when the booking was refused. */
  problem: string | null;
  fieldErrors: Partial<Record<BookPageField, string>>;
  /** The key the next Book Now sends: the same attempt's until a booking is made with it. */
  attemptKey: string;
  /** After Check times: the chosen date's windows as the server has them now. */
  checkedDay?: CheckedDay | null;
};

/** One date's windows, each open or not, as `GET /api/availability` answers for it. */
export type CheckedDay = AvailabilityDays["days"][number];

/** A booking made; `repeat` when this post was the same as one made a moment before. */
export type BookPageBooked = { kind: "booked"; booking: CreatedBooking; repeat: boolean };

export type BookPageAnswer = BookPageFormState | BookPageBooked;

/** What a booking page post carries. */
export type BookPost = { intent: BookIntent; draft: BookingDraft; appliedCode: string; attemptKey: string };

const intents = new Set<string>(Object.values(bookIntents));

/** Reads the posted form as typed; anything missing or unknown reads as empty. */
export function bookPostOf(form: FormData): BookPost {
  const text = (name: string) => textOf(form, name);
  const intent = text("intent");
  const time = text("preferredTime");
  const frequency = text("frequency");
  const serviceIds = [
    ...new Set(form.getAll("service").filter((id): id is string => typeof id === "string" && id !== "")),
  ];
  // A ticked service's quantity as typed; one left empty takes the service's least.
  const quantities: Record<string, number> = {};
  for (const id of serviceIds) {
    const typed = text(quantityField(id)).trim();
    if (typed !== "") quantities[id] = Number(typed);
  }
  return {
    intent: intents.has(intent) ? (intent as BookIntent) : bookIntents.book,
    draft: {
      ...emptyDraft,
      serviceIds,
      customerName: text("customerName"),
      email: text("email"),
      phone: text("phone"),
      address: text("address"),
      notes: text("notes"),
      preferredDate: text("preferredDate"),
      preferredTime: (timeWindows as readonly string[]).includes(time) ? (time as TimeWindow) : "",
      couponCode: text("couponCode"),
      // Unsent (no regular visits offered, or a disabled choice) or unknown: one time.
      frequency: (frequencies as readonly string[]).includes(frequency) ? (frequency as Frequency) : "once",
      // A checked box posts its name; an unchecked one posts nothing.
      whatsappOff: form.has("whatsappOff"),
      smsOff: form.has("smsOff"),
      quantities,
      area: text("area").trim(),
    },
    appliedCode: text("appliedCoupon").trim(),
    attemptKey: text(attemptKeyField),
  };
}

/** The values a draft shows in the form. */
export function valuesOf(draft: BookingDraft): BookPageValues {
  const { categoryId: _category, coupon: _coupon, ...values } = draft;
  return values;
}

const fieldNames = new Set<string>([...requiredBookingFieldNames, "notes", "couponCode", "area"]);

/**
 * The API's failing fields (`{ fields: { "phone": "...", "services.0": "..." } }`) by the page's
 * fields: each message beside its field; a field the page does not show is left to the top line.
 */
export function fieldErrorsOf(body: unknown): Partial<Record<BookPageField, string>> {
  const errors: Partial<Record<BookPageField, string>> = {};
  if (!body || typeof body !== "object" || !("fields" in body)) return errors;
  const fields = body.fields;
  if (!fields || typeof fields !== "object") return errors;
  for (const [path, message] of Object.entries(fields)) {
    const field = path.split(".")[0] ?? "";
    if (fieldNames.has(field) && typeof message === "string") errors[field as BookPageField] ??= message;
  }
  return errors;
}

/** A fresh answer's serial: a new one remounts the form with the answer's values. */
export function newSerial(): string {
  return Math.random().toString(36).slice(2);
}
