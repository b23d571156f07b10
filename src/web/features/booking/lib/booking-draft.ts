import type { BookingPreset } from "~/web/lib/booking-dialog-controls";
import type { TimeWindow } from "~/shared/booking-status";
import { koboToNaira, nairaToKobo } from "~/shared/money";
import {
  needsQuantity,
  priceBooking,
  travelFeeOf,
  type AreaFee,
  type ServiceUnit,
} from "~/shared/rules/pricing";
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
  type Frequency,
  type RecurringDiscounts,
} from "~/shared/rules/recurring";
import { discountCombinationNote, visitDiscount } from "~/shared/rules/discount-combination";
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
  /** The customer's choice of no WhatsApp, or no SMS, about this booking. */
  whatsappOff: boolean;
  smsOff: boolean;
  /** How many of each chosen service priced by the item, room or m², by service id (its least when unset). */
  quantities: Record<string, number>;
  /** The area served the visit is in ("" for none given): its travel fee is added to the total. */
  area: string;
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
  whatsappOff: false,
  smsOff: false,
  quantities: {},
  area: "",
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

/** The posted field of a service's quantity (the booking page without script): `quantity-<service id>`. */
export const quantityField = (serviceId: string) => `quantity-${serviceId}`;

/** The unit a catalogue service is priced by: per visit unless it says otherwise. */
export function unitOf(service: Service): ServiceUnit {
  return service.unit ?? "visit";
}

/** The quantity of a chosen service: what the customer set, else its least (1 for a visit). */
export function quantityIn(draft: BookingDraft, service: Service): number {
  if (!needsQuantity(unitOf(service))) return 1;
  return draft.quantities[service._id] ?? service.minQuantity ?? 1;
}

/** The travel fee of the draft's area, in naira (0 without one). */
export function draftTravelFee(draft: BookingDraft, fees: readonly AreaFee[]): number {
  return draft.area ? travelFeeOf(draft.area, fees) : 0;
}

/** What the server will charge (the rules' priceBooking), in naira: lines, discount on services, fee. */
export function draftPrice(
  draft: BookingDraft,
  services: readonly Service[],
  discounts: RecurringDiscounts,
  fees: readonly AreaFee[] = [],
) {
  const price = priceBooking(
    chosenServices(draft, services).map((service) => {
      const quantity = quantityIn(draft, service);
      // A quantity typed wrong (without script) counts nothing here; the server refuses it by name.
      return { priceKobo: nairaToKobo(service.price), quantity: Number.isFinite(quantity) ? quantity : 0 };
    }),
    draftDiscount(draft, services, discounts),
    nairaToKobo(draftTravelFee(draft, fees)),
  );
  return {
    subtotal: koboToNaira(price.subtotalKobo),
    discountAmount: koboToNaira(price.discountKobo),
    travelFee: koboToNaira(price.travelFeeKobo),
    total: koboToNaira(price.totalKobo),
  };
}

/** Said under the total when a coupon meets a regular-visit discount: how the two combine. */
export function draftDiscountNote(
  draft: BookingDraft,
  services: readonly Service[],
  discounts: RecurringDiscounts,
): string | undefined {
  const frequency = frequencyDiscount(discounts, chosenFrequency(draft, services, discounts));
  return discountCombinationNote(frequency, draft.coupon?.discount ?? 0);
}

export function draftTotal(
  draft: BookingDraft,
  services: readonly Service[],
  discounts: RecurringDiscounts,
  fees: readonly AreaFee[] = [],
): number {
  return draftPrice(draft, services, discounts, fees).total;
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
  fees: readonly AreaFee[] = [],
): BookingCreateInput {
  const chosen = chosenServices(draft, services);
  return {
    customerName: draft.customerName.trim(),
    email: draft.email.trim(),
    phone: draft.phone.trim(),
    address: draft.address.trim(),
    notes: draft.notes.trim(),
    services: chosen.map((service) => {
      const { _id, name, price } = service;
      return needsQuantity(unitOf(service))
        ? { _id, name, price, quantity: quantityIn(draft, service) }
        : { _id, name, price };
    }),
    totalPrice: draftTotal(draft, services, discounts, fees),
    ...(draft.area ? { area: draft.area } : {}),
    couponCode: draft.coupon?.code ?? null,
    couponDiscount: `${draft.coupon?.discount ?? 0}%`,
    couponApplied: draft.coupon?.code ?? null,
    preferredDate: draft.preferredDate,
    preferredTime: draft.preferredTime || undefined,
    frequency: chosenFrequency(draft, services, discounts),
    ...(draft.whatsappOff ? { whatsappOff: true } : {}),
    ...(draft.smsOff ? { smsOff: true } : {}),
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
