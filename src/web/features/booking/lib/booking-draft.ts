import type { BookingPreset } from "~/web/lib/booking-dialog-controls";
import type { TimeWindow } from "~/shared/booking-status";
import { bookingTotal } from "~/shared/pricing";
import {
  pastDateMessage,
  requiredBookingFieldNames,
  requiredFieldsMessage,
  type RequiredBookingField,
} from "~/shared/rules/booking";
import {
  frequencyDiscount,
  offeredFrequencies,
  oneOffOnly,
  regularVisitNeedsDate,
  frequencyNotOffered,
  visitDiscount,
  type Frequency,
  type RecurringDiscounts,
} from "~/shared/rules/recurring";
import type { BookingCreateInput } from "~/shared/schemas/booking";
import type { Service } from "~/shared/schemas/service";

// NOTE: the dialog is lazy-loaded and kept light, so it does not import the Zod schemas at run time
// (types only); the server validates the same payload with them and answers 400 with a message.
// The words come from the plain rules both share.
export { pastDateMessage, requiredFieldsMessage };

export type AppliedCoupon = { code: string; discount: number };

/** Everything the customer has typed or picked; kept while the dialog is closed or a booking fails. */
export type BookingDraft = {
  categoryId: string;
  serviceIds: string[];
  customerName: string;
  email: string;
  phone: string;
  address: string;
  notes: string;
  preferredDate: string;
  preferredTime: TimeWindow | "";
  couponCode: string;
  coupon: AppliedCoupon | null;
  /** How often the visit repeats, as picked (see chosenFrequency for what is booked). */
  frequency: Frequency;
};

export const emptyDraft: BookingDraft = {
  categoryId: "",
  serviceIds: [],
  customerName: "",
  email: "",
  phone: "",
  address: "",
  notes: "",
  preferredDate: "",
  preferredTime: "",
  couponCode: "",
  coupon: null,
  frequency: "once",
};

/** The chosen services as the catalogue prices them now (a service removed meanwhile drops out). */
export function chosenServices(draft: BookingDraft, services: readonly Service[]): Service[] {
  return draft.serviceIds.flatMap((id) => services.filter((service) => service._id === id));
}

/** Services of the picked category that are not chosen yet: what the service select offers. */
export function selectableServices(draft: BookingDraft, services: readonly Service[]): Service[] {
  if (!draft.categoryId) return [];
  return services.filter(
    (service) => service.category?._id === draft.categoryId && !draft.serviceIds.includes(service._id),
  );
}

/** The first chosen service that is booked one time only, by name: it cannot repeat. */
export function oneOffService(draft: BookingDraft, services: readonly Service[]): string | undefined {
  return chosenServices(draft, services).find((service) => service.oneOff)?.name;
}

/** The frequency booked: the one picked while it is offered and no chosen service is one-off; else one time. */
export function chosenFrequency(
  draft: BookingDraft,
  services: readonly Service[],
  discounts: RecurringDiscounts,
): Frequency {
  const { frequency } = draft;
  return offeredFrequencies(discounts).includes(frequency) && !oneOffService(draft, services)
    ? frequency
    : "once";
}

/** The first visit's discount: the frequency's or the coupon's, whichever is larger (they never add up). */
export function draftDiscount(
  draft: BookingDraft,
  services: readonly Service[],
  discounts: RecurringDiscounts,
): number {
  const frequency = frequencyDiscount(discounts, chosenFrequency(draft, services, discounts));
  return visitDiscount(frequency, draft.coupon?.discount ?? 0, true);
}

export function draftTotal(
  draft: BookingDraft,
  services: readonly Service[],
  discounts: RecurringDiscounts,
): number {
  return bookingTotal(
    chosenServices(draft, services).map((service) => service.price),
    draftDiscount(draft, services, discounts),
  );
}

/** The required fields the customer has left empty, in the order the form shows them. */
export function missingFields(draft: BookingDraft, services: readonly Service[]): RequiredBookingField[] {
  const empty: Record<RequiredBookingField, boolean> = {
    services: chosenServices(draft, services).length === 0,
    customerName: !draft.customerName.trim(),
    email: !draft.email.trim(),
    phone: !draft.phone.trim(),
    address: !draft.address.trim(),
    preferredDate: !draft.preferredDate.trim(),
    preferredTime: !draft.preferredTime,
  };
  return requiredBookingFieldNames.filter((field) => empty[field]);
}

/**
 * Why the draft cannot be sent yet, or null when it can (the server checks everything again). The
 * frequency is the one picked: a repeating one no longer offered, or with a one-off service, is refused.
 */
export function draftProblem(
  draft: BookingDraft,
  services: readonly Service[],
  today: string,
  discounts: RecurringDiscounts,
): string | null {
  const repeats = draft.frequency !== "once";
  const missing = missingFields(draft, services);
  if (repeats && (missing.includes("preferredDate") || missing.includes("preferredTime"))) {
    return regularVisitNeedsDate;
  }
  if (missing.length > 0) return requiredFieldsMessage;
  // YYYY-MM-DD strings compare as dates.
  if (draft.preferredDate < today) return pastDateMessage;
  const oneOff = oneOffService(draft, services);
  if (repeats && oneOff) return oneOffOnly(oneOff);
  if (!offeredFrequencies(discounts).includes(draft.frequency)) return frequencyNotOffered;
  return null;
}

/**
 * The booking create payload: customer, services and total, with each service's id, date, time and
 * frequency; the total is the first visit's, as the server works it out.
 */
export function bookingPayload(
  draft: BookingDraft,
  services: readonly Service[],
  discounts: RecurringDiscounts,
): BookingCreateInput {
  const chosen = chosenServices(draft, services);
  return {
    customerName: draft.customerName.trim(),
    email: draft.email.trim(),
    phone: draft.phone.trim(),
    address: draft.address.trim(),
    notes: draft.notes.trim(),
    services: chosen.map(({ _id, name, price }) => ({ _id, name, price })),
    totalPrice: draftTotal(draft, services, discounts),
    couponCode: draft.coupon?.code ?? null,
    couponDiscount: `${draft.coupon?.discount ?? 0}%`,
    couponApplied: draft.coupon?.code ?? null,
    preferredDate: draft.preferredDate,
    preferredTime: draft.preferredTime || undefined,
    frequency: chosenFrequency(draft, services, discounts),
  };
}

/** What a Book button asks for: a category picked, and maybe one of its services chosen. */

/** The draft with the preset's category picked and its service added (once), the rest kept. */
export function withPreset(draft: BookingDraft, preset: BookingPreset): BookingDraft {
  const { categoryId, serviceId } = preset;
  const serviceIds =
    serviceId && !draft.serviceIds.includes(serviceId) ? [...draft.serviceIds, serviceId] : draft.serviceIds;
  return { ...draft, categoryId, serviceIds };
}
