import { roundToKobo } from "./money.ts";

/**
 * The booking total: the sum of the chosen services' prices minus a percentage discount,
 * rounded to 2 decimals and never below 0. The dialog shows it and the server charges it.
 */
export function bookingTotal(prices: readonly number[], discountPercent = 0): number {
  const subtotal = prices.reduce((sum, price) => sum + price, 0);
  const percent = Math.min(Math.max(discountPercent, 0), 100);
  return Math.max(roundToKobo(subtotal - (subtotal * percent) / 100), 0);
}

/**
 * The amount a discount took off, in kobo, stored beside the percentage: what separates the subtotal from the
 * total charged, so subtotal − amount = total holds to the kobo whatever the rounding of the total did.
 */
export function discountTakenOffKobo(subtotalKobo: number, totalKobo: number): number {
  return Math.max(subtotalKobo - totalKobo, 0);
}
