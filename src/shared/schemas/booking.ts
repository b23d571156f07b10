import { z } from "zod";
import { bookingStatuses, timeWindows } from "../booking-status.ts";
import {
  bookingsPageMessage,
  bookingsPageSizeMessage,
  bookingsSearchMessage,
  bookingsStatusFilterMessage,
  defaultBookingsPageSize,
  maxBookingsPage,
  maxBookingsPageSize,
  maxBookingsSearchLength,
} from "../rules/bookings-list.ts";
import { isWithinBookingHorizon, preferredDateTooFar } from "../rules/booking-date.ts";
import { rangeBackwards } from "../rules/availability.ts";
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
import { frequencies, frequencyNotValid, repeatingFrequencies } from "../rules/recurring.ts";

/** The same words the booking form shows (src/shared/rules/booking.ts). */
export const requiredBookingFields = requiredFieldsMessage;
export const pricesChanged = "Prices have changed. Please review your booking.";

const bookedService = z.object({
  _id: recordId("Service").optional(),
  name: requiredText("Service name", 100),
  price: numberField({ required: servicePriceNotANumber, invalid: servicePriceNotANumber, fromText: false }),
});

export const bookingCreateInput = z.object({
  customerName: requiredText("Name", 100, requiredBookingFields),
  email: emailAddress,
  phone: requiredText("Phone", 30, requiredBookingFields).regex(
    /^\+?[0-9 ()-]{7,20}$/,
    "Enter a valid phone number",
  ),
  address: requiredLines("Address", 300, requiredBookingFields),
  notes: optionalLines("Notes", 2000),
  services: z
    .array(bookedService, { error: requiredBookingFields })
    .min(1, requiredBookingFields)
    .max(20, "At most 20 services per booking"),
  totalPrice: numberField({ required: totalPriceRequired, invalid: totalPriceNotANumber, fromText: false }),
  couponCode: text("Coupon code").max(40, "Coupon code must be at most 40 characters").nullable().optional(),
  couponDiscount: text("Coupon discount").max(10, "Coupon discount is not valid").optional(),
  couponApplied: text("Coupon code")
    .max(40, "Coupon code must be at most 40 characters")
    .nullable()
    .optional(),
  preferredDate: calendarDate.refine((date) => isWithinBookingHorizon(date), preferredDateTooFar).optional(),
  preferredTime: z.enum(timeWindows, { error: "Choose morning, afternoon or evening" }).optional(),
  /** How often the visit repeats (DECISIONS.md D30); one time unless said. */
  frequency: z.enum(frequencies, { error: frequencyNotValid }).optional(),
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
  services: z.array(z.object({ name: z.string(), price: z.number() })),
  subtotal: z.number(),
  couponCode: z.string().nullable(),
  /** The coupon's percentage. */
  discount: z.number(),
  /** The amount the coupon took off, in naira (stored in kobo beside the percentage). */
  discountAmount: z.number(),
  totalPrice: z.number(),
  status: z.enum(bookingStatuses),
  preferredDate: z.string().nullable(),
  preferredTime: z.enum(timeWindows).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The crew the booking is given to, or null while it has none. */
  crewId: z.string().nullable(),
  /** What has been paid and what is still owed, in naira (decision 032); in the staff's list and a new booking. */
  paid: z.number().optional(),
  balance: z.number().optional(),
});
export type Booking = z.infer<typeof booking>;

/** The visits a new series booked; `needsPlace` when the schedule had no room for one. */
export const bookedSeries = z.object({
  id: z.string(),
  frequency: z.enum(repeatingFrequencies),
  discountPercent: z.number(),
  visits: z.array(
    z.object({
      _id: z.string(),
      bookingId: z.string(),
      date: z.string(),
      window: z.enum(timeWindows),
      needsPlace: z.boolean(),
    }),
  ),
});
export type BookedSeries = z.infer<typeof bookedSeries>;

/**
 * The answer to a new booking: the booking and its private manage link (decision 031), absolute; with
 * the series and its visits when it repeats (absent for one time).
 */
export const createdBooking = booking.extend({ manageUrl: z.string(), series: bookedSeries.optional() });
export type CreatedBooking = z.infer<typeof createdBooking>;

/** The booking ID a customer types to look up a booking (normalised by src/shared/booking-id.ts). */
export const bookingStatusParams = z.object({
  bookingId: text("Booking ID").max(64, "Booking ID is not valid"),
});

export const bookingStatusResult = z.object({ status: z.enum(bookingStatuses), name: z.string() });
export type BookingStatusResult = z.infer<typeof bookingStatusResult>;

/** A whole number from 1 in a query string; anything else (letters, decimals, repeats) is refused. */
export const positiveWhole = (message: string, max = maxBookingsPage) =>
  z
    .string({ error: message })
    .regex(/^[0-9]{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(1, message).max(max, message));

/** The query of the staff's bookings list (`GET /api/bookings/get`): a page, a search, a status, dates. */
export const bookingListQuery = z
  .object({
    page: positiveWhole(bookingsPageMessage).optional().default(1),
    pageSize: positiveWhole(bookingsPageSizeMessage, maxBookingsPageSize)
      .optional()
      .default(defaultBookingsPageSize),
    q: text("Search", { error: bookingsSearchMessage })
      .max(maxBookingsSearchLength, bookingsSearchMessage)
      .optional()
      .default(""),
    status: z.enum(bookingStatuses, { error: bookingsStatusFilterMessage }).optional(),
    /** The first and last preferred date of the bookings listed (the schedule board's day or week). */
    from: calendarDate.optional(),
    to: calendarDate.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: rangeBackwards,
    path: ["to"],
  });
export type BookingListQuery = z.infer<typeof bookingListQuery>;
