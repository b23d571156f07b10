// How numbers may be sent: as JSON numbers, or as the plain decimal text a form field holds ("15000",
// "15000.50"). Nothing else is a number here: not true, [], null, blank, "0x10", "1e3", "Infinity" or "NaN".

/** Digits with an optional minus and an optional decimal part. */
export const plainDecimal = /^-?\d+(?:\.\d+)?$/;

/**
 * The number a field's value names; undefined when it names none (missing, null or blank text), so the
 * field says it is required; and the value itself when it is something else, so the field says it is
 * not a number.
 */
export function numberOf(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === "string") {
    if (value.trim() === "") return undefined;
    return plainDecimal.test(value) ? Number(value) : value;
  }
  return value;
}

export const priceRequired = "Price is required";
export const priceNotANumber = "Price must be a number";
export const discountNotANumber = "Discount must be a number";
export const usageLimitNotANumber = "Usage limit must be a whole number";
export const servicePriceNotANumber = "Service price must be a number";
export const totalPriceRequired = "Total price is required";
export const totalPriceNotANumber = "Total price must be a number";
