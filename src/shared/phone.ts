// One reading of a customer's phone number, for the booking schema (server) and anything that sends to it.
// libphonenumber-js with its smallest metadata: enough to tell a real number from digits that only look
// like one, without the size of the full rules.
import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/** Numbers written without a country code are Nigerian. */
export const defaultPhoneCountry = "NG";

/**
 * The number in international digits, as WhatsApp and SMS providers take it (`0803 123 4567` and
 * `+234 803 123 4567` → `2348031234567`), or null when it cannot be a real number.
 */
export function phoneDigits(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), defaultPhoneCountry);
  if (!parsed || !parsed.isValid()) return null;
  return parsed.number.replace(/^\+/, "");
}
