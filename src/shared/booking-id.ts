// Public booking IDs: "CL-" and 10 characters of Crockford base32 (50 random bits from the CSPRNG),
// easy to read aloud, never the internal id (docs/decisions/004-bookings-priced-by-the-server.md).

export const bookingIdPrefix = "CL";
export const crockfordAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/**
 * What a customer typed, reduced to the 10 significant characters: case, spaces, dashes and the
 * prefix do not matter, and the look-alikes Crockford allows (O→0, I/L→1) are folded.
 * Returns null when it cannot be a booking ID.
 */
export function normalizeBookingId(input: string): string | null {
  let compact = input.toUpperCase().replace(/[\s-]/g, "");
  if (compact.length === 12 && compact.startsWith(bookingIdPrefix)) compact = compact.slice(2);
  compact = compact.replace(/O/g, "0").replace(/[IL]/g, "1");
  if (compact.length !== 10) return null;
  for (const char of compact) if (!crockfordAlphabet.includes(char)) return null;
  return compact;
}

export function formatBookingId(key: string): string {
  return `${bookingIdPrefix}-${key}`;
}
