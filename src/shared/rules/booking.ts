// What the booking form and the booking API say about missing or wrong input (SPEC.md §5, §8).

/** The toast when Book Now is pressed with a required field empty (SPEC.md §8, with its period). */
export const requiredFieldsMessage = "Please fill in all required fields.";

/** The preferred date lies before today in Lagos. */
export const pastDateMessage = "Please choose today or a later date";

/** The fields a booking cannot go without, in the order the form shows them. */
export const requiredBookingFieldNames = [
  "services",
  "customerName",
  "email",
  "phone",
  "address",
  "preferredDate",
  "preferredTime",
] as const;
export type RequiredBookingField = (typeof requiredBookingFieldNames)[number];

/** The short line under each field the customer left empty. */
export const missingFieldMessages: Record<RequiredBookingField, string> = {
  services: "Choose at least one service",
  customerName: "Enter your full name",
  email: "Enter your email",
  phone: "Enter your phone number",
  address: "Enter your address",
  preferredDate: "Choose a date",
  preferredTime: "Choose a time window",
};
