import { z } from "zod";
import { bookingStatuses, timeWindows } from "../booking-status.ts";
import { requiredFieldsMessage } from "../rules/booking.ts";
import { calendarDate, emailAddress, optionalText, requiredText } from "./common.ts";

/** The same words the booking form shows (src/shared/rules/booking.ts). */
export const requiredBookingFields = requiredFieldsMessage;
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
  discount: z.number(),
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
