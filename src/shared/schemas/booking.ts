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
import { calendarDate, emailAddress, optionalText, requiredText } from "./common.ts";

export const requiredBookingFields = "Please fill in all required fields";
export const pricesChanged = "Prices have changed. Please review your booking.";

const bookedService = z.object({
  _id: z.string().max(64).optional(),
  name: z.string().trim().min(1, "Service name is required").max(100),
  price: z.number().finite(),
});

export const bookingCreateInput = z.object({
  customerName: requiredText("Name", 100, requiredBookingFields),
  email: emailAddress,
  phone: requiredText("Phone", 30, requiredBookingFields).regex(
    /^\+?[0-9 ()-]{7,20}$/,
    "Enter a valid phone number",
  ),
  address: requiredText("Address", 300, requiredBookingFields),
  notes: optionalText("Notes", 2000),
  services: z
    .array(bookedService, { error: requiredBookingFields })
    .min(1, requiredBookingFields)
    .max(20, "At most 20 services per booking"),
  totalPrice: z.number({ error: "Total price is required" }).finite(),
  couponCode: z.string().trim().max(40).nullable().optional(),
  couponDiscount: z.string().max(10).optional(),
  couponApplied: z.string().max(40).nullable().optional(),
  preferredDate: calendarDate.optional(),
  preferredTime: z.enum(timeWindows, { error: "Choose morning, afternoon or evening" }).optional(),
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
  /** The amount the coupon took off, in naira (DECISIONS.md D23). */
  discountAmount: z.number(),
  totalPrice: z.number(),
  status: z.enum(bookingStatuses),
  preferredDate: z.string().nullable(),
  preferredTime: z.enum(timeWindows).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Booking = z.infer<typeof booking>;

export const bookingStatusResult = z.object({ status: z.enum(bookingStatuses), name: z.string() });
export type BookingStatusResult = z.infer<typeof bookingStatusResult>;

/** A whole number from 1 in a query string; anything else (letters, decimals, repeats) is refused. */
const positiveWhole = (message: string, max = maxBookingsPage) =>
  z
    .string({ error: message })
    .regex(/^[0-9]{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(1, message).max(max, message));

/** The query of the staff's bookings list (`GET /api/bookings/get`): a page, a search, a status. */
export const bookingListQuery = z.object({
  page: positiveWhole(bookingsPageMessage).optional().default(1),
  pageSize: positiveWhole(bookingsPageSizeMessage, maxBookingsPageSize)
    .optional()
    .default(defaultBookingsPageSize),
  q: z
    .string({ error: bookingsSearchMessage })
    .max(maxBookingsSearchLength, bookingsSearchMessage)
    .regex(/^[^\u0000]*$/, "Search contains a character that is not allowed") // eslint-disable-line no-control-regex
    .optional()
    .default(""),
  status: z.enum(bookingStatuses, { error: bookingsStatusFilterMessage }).optional(),
});
export type BookingListQuery = z.infer<typeof bookingListQuery>;
