import { randomBytes } from "node:crypto";
import { crockfordAlphabet } from "../../../shared/booking-id.ts";

/**
 * The 10 significant characters of a public booking ID: 50 bits from the CSPRNG.
 * 256 is a multiple of 32, so taking 5 bits of each byte keeps every character equally likely.
 */
export function newBookingKey(): string {
  let key = "";
  for (const byte of randomBytes(10)) key += crockfordAlphabet[byte & 31];
  return key;
}
