import { z } from "zod";
import { bookingStatuses, timeWindows } from "../booking-status.ts";
import {
  bookingsGroupMessage,
  bookingsPageMessage,
  bookingsPageSizeMessage,
  bookingsSearchMessage,
  bookingsStatusFilterMessage,
  defaultBookingsPageSize,
  maxBookingsPage,
  maxBookingsPageSize,
  maxBookingsSearchLength,
  seriesGroup,
} from "../rules/bookings-list.ts";
import { isWithinBookingHorizon, preferredDateTooFar } from "../rules/booking-date.ts";
import { rangeBackwards } from "../rules/availability.ts";
import { bookingsListCursor } from "./cursor.ts";
import { bookedServiceShown } from "./booked-service.ts";
import { couponCodeMaxLength, couponCodeTooLong } from "../rules/coupon.ts";
import { servicePriceNotANumber, totalPriceNotANumber, totalPriceRequired } from "../rules/number.ts";
import {
  calendarDate,
  emailAddress,
  numberField,
  optionalLines,
  recordId,
  requiredLines,
  requiredText,
  text,
} from "./common.ts";
import { requiredFieldsMessage } from "../rules/booking.ts";
import { areaNotServed } from "../rules/pricing.ts";
import { frequencies, frequencyNotValid, repeatingFrequencies } from "../rules/recurring.ts";
import { onlinePaymentOffer } from "./online-payment.ts";
import { channelChoiceNotValid, phoneNotUsable } from "../rules/messaging.ts";
import { phoneDigits } from "../phone.ts";
import { seriesSummary } from "./series.ts";
import { bookingQuote } from "./quote.ts";

/** The same words the booking form shows (src/shared/rules/booking.ts). */
export const requiredBookingFields = requiredFieldsMessage;
export const pricesChanged = "Prices have changed. Please review your booking.";

const bookedService = z.object({
  _id: recordId("Service").optional(),
  name: requiredText("Service name", 100),
  price: numberField({ required: servicePriceNotANumber, invalid: servicePriceNotANumber, fromText: false }),
  /**
   * How many of the service's unit (docs/decisions/048-pricing-by-quantity-and-area.md): a whole number
   * within its bounds; 1 when left out of a per-visit service. Checked against the catalogue, so anything
   * else is refused there with the service's name and bounds.
   */
  quantity: z.unknown().optional().meta({ description: "A whole number within the service's bounds" }),
});

export const bookingCreateInput = z.object({
  customerName: requiredText("Name", 100, requiredBookingFields),
  email: emailAddress,
  phone: requiredText("Phone", 30, requiredBookingFields)
    .regex(/^\+?[0-9 ()-]{7,20}$/, "Enter a valid phone number")
    .refine((phone) => phoneDigits(phone) !== null, phoneNotUsable),
  address: requiredLines("Address", 300, requiredBookingFields),
  notes: optionalLines("Notes", 2000),
  services: z
    .array(bookedService, { error: requiredBookingFields })
    .min(1, requiredBookingFields)
    .max(20, "At most 20 services per booking"),
  totalPrice: numberField({ required: totalPriceRequired, invalid: totalPriceNotANumber, fromText: false }),
  couponCode: text("Coupon code").max(couponCodeMaxLength, couponCodeTooLong).nullable().optional(),
  couponDiscount: text("Coupon discount").max(10, "Coupon discount is not valid").optional(),
  couponApplied: text("Coupon code").max(couponCodeMaxLength, couponCodeTooLong).nullable().optional(),
  preferredDate: calendarDate.refine((date) => isWithinBookingHorizon(date), preferredDateTooFar).optional(),
  preferredTime: z.enum(timeWindows, { error: "Choose morning, afternoon or evening" }).optional(),
  /** How often the visit repeats (docs/decisions/034-recurring-series.md); one time unless said. */
  frequency: z.enum(frequencies, { error: frequencyNotValid }).optional(),
  /** The customer's choice of no WhatsApp or no SMS about this booking (docs/decisions/046-message-channels.md). */
  whatsappOff: z.boolean({ error: channelChoiceNotValid }).optional(),
  smsOff: z.boolean({ error: channelChoiceNotValid }).optional(),
  /** One of the owner's areas served; its travel fee is added to the total. Left out: no fee. */
  area: text("Area").max(60, areaNotServed).optional(),
});
export type BookingCreateInput = z.infer<typeof bookingCreateInput>;

export const booking = z.object({
  _id: z.string(),
  bookingId: z.string(),
  customerName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  notes: z.string(),
  services: z.array(bookedServiceShown),
  subtotal: z.number(),
  couponCode: z.string().nullable(),
  /** The coupon's percentage. */
  discount: z.number(),
  /** The amount the coupon took off, in naira (stored in kobo beside the percentage). */
  discountAmount: z.number(),
  totalPrice: z.number(),
  /** The area the booking is for and its travel fee in naira, never discounted (0 and null when none). */
  area: z.string().nullable().optional(),
  travelFee: z.number().optional(),
  status: z.enum(bookingStatuses),
  preferredDate: z.string().nullable(),
  preferredTime: z.enum(timeWindows).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The crew the booking is given to, or null while it has none. */
  crewId: z.string().nullable(),
  /** The regular visits this booking is one of (docs/decisions/034-recurring-series.md), or null for one time. */
  seriesId: z.string().nullable().optional(),
  /** A visit of a series that found no free place: it has its date but no window until staff give one. */
  needsPlace: z.boolean().optional(),
  /** What has been paid and what is still owed, in naira (decision 032); in the staff's list and a new booking. */
  paid: z.number().optional(),
  balance: z.number().optional(),
  /** What of `paid` came through Paystack (naira), in the staff's list: its "Paid online" badge. */
  paidOnline: z.number().optional(),
  /** A booking of a service priced after inspection is a quote (docs/decisions/063); null for any other. */
  quote: bookingQuote.nullable().optional(),
  /**
   * In the list read with `group=series`, on the row that stands for its series (decision 061): how often
   * it visits, how many visits it holds, and how many of those to come wait to be confirmed.
   */
  seriesRow: z
    .object({
      frequency: z.enum(repeatingFrequencies),
      visits: z.number().int(),
      toConfirm: z.number().int(),
    })
    .optional(),
});
export type Booking = z.infer<typeof booking>;

/** The answer to a new booking: the booking and its private manage link (decision 031), absolute. */
export const createdBooking = booking.extend({
  manageUrl: z.string(),
  /** A repeating booking's series and its first visits (docs/decisions/034-recurring-series.md); absent for one time. */
  series: seriesSummary.optional(),
  /** What may be paid online now (docs/decisions/045-online-payments.md); null or absent while online payment is off. */
  onlinePayment: onlinePaymentOffer.nullable().optional(),
});
export type CreatedBooking = z.infer<typeof createdBooking>;

/** The booking ID a customer types to look up a booking (normalised by src/shared/booking-id.ts). */
export const bookingStatusParams = z.object({
  bookingId: text("Booking ID").max(64, "Booking ID is not valid"),
});

/**
 * The status check's answer: the status and the customer's first name, and what a customer
 * needs to follow the visit up: its date, window, the services' names and what the status means. Never the
 * address, phone or email.
 */
export const bookingStatusResult = z.object({
  status: z.enum(bookingStatuses),
  name: z.string(),
  preferredDate: z.string().nullable(),
  preferredTime: z.enum(timeWindows).nullable(),
  services: z.array(z.string()),
  statusMeaning: z.string(),
});
export type BookingStatusResult = z.infer<typeof bookingStatusResult>;

/** A whole number from 1 in a query string; anything else (letters, decimals, repeats) is refused. */
export const positiveWhole = (message: string, max = maxBookingsPage) =>
  z
    .string({ error: message })
    .regex(/^[0-9]{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(1, message).max(max, message));

/** What narrows the staff's bookings: a search, a status, the first and last preferred date. */
const bookingFilters = z.object({
  q: text("Search", { error: bookingsSearchMessage })
    .max(maxBookingsSearchLength, bookingsSearchMessage)
    .optional()
    .default(""),
  status: z.enum(bookingStatuses, { error: bookingsStatusFilterMessage }).optional(),
  /** The first and last preferred date of the bookings listed (the schedule board's day or week). */
  from: calendarDate.optional(),
  to: calendarDate.optional(),
});
const datesInOrder = (query: { from?: string; to?: string }) =>
  !query.from || !query.to || query.from <= query.to;

/** The query of the staff's bookings list (`GET /api/bookings/get`): a page, a search, a status, dates. */
export const bookingListQuery = bookingFilters
  .extend({
    page: positiveWhole(bookingsPageMessage).optional().default(1),
    pageSize: positiveWhole(bookingsPageSizeMessage, maxBookingsPageSize)
      .optional()
      .default(defaultBookingsPageSize),
    /** The page after the one this cursor ended (decisions 056, 061); it takes the place of `page` when given. */
    cursor: bookingsListCursor.optional(),
    /** `series`: each series of regular visits is one row (decision 061); left out, every visit is a row. */
    group: z.enum([seriesGroup], { error: bookingsGroupMessage }).optional(),
  })
  .refine(datesInOrder, { message: rangeBackwards, path: ["to"] });
export type BookingListQuery = z.infer<typeof bookingListQuery>;

/** The query of the bookings export (`GET /api/bookings/export.csv`): the list's filters, every page. */
export const bookingExportQuery = bookingFilters.refine(datesInOrder, {
  message: rangeBackwards,
  path: ["to"],
});
export type BookingExportQuery = z.infer<typeof bookingExportQuery>;
