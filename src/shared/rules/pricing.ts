import { formatNaira, koboToNaira, nairaToKobo } from "../money.ts";
import { bookingTotal } from "../pricing.ts";

// How a service is priced and how a booking's lines, travel fee and discount add up
// (docs/decisions/048-pricing-by-quantity-and-area.md). The server charges what these rules say and the
// booking forms show the same numbers; a client total that disagrees is refused.

/** What a service's price is for: one visit (as every service was before), an item, a room, a square metre. */
export const serviceUnits = ["visit", "item", "room", "sqm"] as const;
export type ServiceUnit = (typeof serviceUnits)[number];

/** The unit in words, one and many: "per item", "12 items". */
export const unitWords: Record<ServiceUnit, { one: string; many: string }> = {
  visit: { one: "visit", many: "visits" },
  item: { one: "item", many: "items" },
  room: { one: "room", many: "rooms" },
  sqm: { one: "m²", many: "m²" },
};

/** The most a service's bounds may allow: a large site in square metres. */
export const largestQuantity = 100_000;

/** The most a new per-item, per-room or per-m² service allows when the owner says nothing. */
export const defaultMaxQuantity = 50;

export const unitNotValid = "Choose what the price is for: visit, item, room or square metre";
// Grouped by hand, as en-NG groups it ("100,000"): toLocaleString would make the browser load ICU's data
// as the file loads, tens of ms on every page that loads it (docs/decisions/066).
export const boundsNotValid = `Quantities are whole numbers from 1 to ${String(largestQuantity).replace(/\B(?=(\d{3})+$)/g, ",")}`;
export const boundsBackwards = "The most must not be below the least";

/** What a service says about its unit and bounds. */
export type QuantityRule = { name: string; unit: ServiceUnit; minQuantity: number; maxQuantity: number };

/** A visit is booked once; only the other units carry a quantity the customer picks. */
export function needsQuantity(unit: ServiceUnit): boolean {
  return unit !== "visit";
}

/** The Service form's words for a unit and its bounds: "per item, 1 to 50" (a visit: "per visit"). */
export function boundsLabel(rule: Pick<QuantityRule, "unit" | "minQuantity" | "maxQuantity">): string {
  const per = `per ${unitWords[rule.unit].one}`;
  if (!needsQuantity(rule.unit)) return per;
  return rule.minQuantity === rule.maxQuantity
    ? `${per}, exactly ${rule.minQuantity}`
    : `${per}, ${rule.minQuantity} to ${rule.maxQuantity}`;
}

/** The booking forms' question beside a quantity input. */
export function howManyOf(unit: ServiceUnit, serviceName: string): string {
  return `How many ${unitWords[unit].many} of ${serviceName}?`;
}

/** The 400 for a quantity out of a service's bounds, naming the service and the bounds. */
export function quantityOutOfBounds(rule: QuantityRule): string {
  const { many } = unitWords[rule.unit];
  return `${rule.name}: choose a whole number of ${many} from ${rule.minQuantity} to ${rule.maxQuantity}.`;
}

/**
 * Why a booked quantity is refused, or undefined when it is good. A missing quantity is 1 for a visit and
 * refused for the other units (the customer must say how many); a fraction, a string, 0 or more than the most
 * are refused.
 */
export function quantityProblem(rule: QuantityRule, quantity: unknown): string | undefined {
  if (quantity === undefined || quantity === null) {
    return needsQuantity(rule.unit) ? quantityOutOfBounds(rule) : undefined;
  }
  const good =
    typeof quantity === "number" &&
    Number.isInteger(quantity) &&
    quantity >= rule.minQuantity &&
    quantity <= rule.maxQuantity;
  return good ? undefined : quantityOutOfBounds(rule);
}

/** The quantity a good booked line carries: 1 when a visit names none. */
export function quantityOf(quantity: number | undefined | null): number {
  return quantity ?? 1;
}

/** A booked line's cost in kobo: the unit price × the quantity. */
export function lineKobo(priceKobo: number, quantity: number): number {
  return priceKobo * quantity;
}

/** A priced line of a booking: the unit price in kobo and its quantity. */
export type PricedLine = { priceKobo: number; quantity: number };

export type BookingPrice = {
  /** The services' lines added up, before any discount. */
  subtotalKobo: number;
  /** What the discount took off the services. */
  discountKobo: number;
  /** The travel fee of the booking's area, never discounted. */
  travelFeeKobo: number;
  /** What the customer pays: services after the discount, then the travel fee. */
  totalKobo: number;
};

/**
 * The one rule of what a discount takes off: a coupon's or a regular visit's percentage applies to the
 * services only, never to the travel fee, which is added whole after the discount.
 */
export function priceBooking(
  lines: readonly PricedLine[],
  discountPercent: number,
  travelFeeKobo = 0,
): BookingPrice {
  const linesKobo = lines.map((line) => lineKobo(line.priceKobo, line.quantity));
  const subtotalKobo = linesKobo.reduce((sum, kobo) => sum + kobo, 0);
  const servicesKobo = nairaToKobo(bookingTotal(linesKobo.map(koboToNaira), discountPercent));
  return {
    subtotalKobo,
    discountKobo: Math.max(subtotalKobo - servicesKobo, 0),
    travelFeeKobo,
    totalKobo: servicesKobo + travelFeeKobo,
  };
}

/** Said on the booking forms beside the coupon and the regular-visit discount. */
export const discountSparesTravelFee = "Discounts apply to services only, not to the travel fee.";

/** Where a price would be for a service priced after inspection (docs/decisions/063): staff's quote prices it. */
export const priceAfterInspection = "Price after inspection";

/** A catalogue service's price as the booking forms and the catalogue show it: naira, or the words above. */
export function servicePriceLabel(service: { price: number; priceAfterInspection?: boolean }): string {
  return service.priceAfterInspection ? priceAfterInspection : formatNaira(service.price);
}

/** A booked service as every screen, mail and export names it. */
export type BookedLine = { name: string; quantity?: number; unit?: ServiceUnit | string };

/** Whether a line shows its quantity: more than one, or priced by a unit other than the visit. */
export function showsQuantity(line: BookedLine): boolean {
  return (line.quantity ?? 1) > 1 || (line.unit !== undefined && line.unit !== "visit");
}

/** "Shirts (ironed) × 12", or the name alone for a single visit. */
export function bookedName(line: BookedLine): string {
  return showsQuantity(line) ? `${line.name} × ${line.quantity ?? 1}` : line.name;
}

/** "Shirts (ironed) × 12 — ₦6,000": the line with its cost (naira, price × quantity). */
export function bookedLine(line: BookedLine & { price: number }): string {
  return `${bookedName(line)} — ${formatNaira(lineNaira(line))}`;
}

/** A booked line's cost in naira from its unit price in naira. */
export function lineNaira(line: { price: number; quantity?: number }): number {
  return koboToNaira(lineKobo(nairaToKobo(line.price), line.quantity ?? 1));
}

/** The travel fee's own line: "Travel to Lekki". */
export function travelLabel(area: string): string {
  return `Travel to ${area}`;
}

/** "Travel to Lekki ₦2,500". */
export function travelLine(area: string, feeNaira: number): string {
  return `${travelLabel(area)} ${formatNaira(feeNaira)}`;
}

/** An area the owner serves, with the travel fee (naira) a booking there adds. */
export type AreaFee = { area: string; fee: number };

export const travelFeeNotValid = "Enter the travel fee in naira (0 for none)";
export const travelFeeAreaUnknown = "Each travel fee must be for one of the areas served";

/** The 400 for an area that is not one of the owner's. */
export const areaNotServed = "Choose one of the areas we serve.";

/** The travel fee of an area, in naira: its listed fee, 0 for a served area with none. */
export function travelFeeOf(area: string, fees: readonly AreaFee[]): number {
  return fees.find((entry) => entry.area === area)?.fee ?? 0;
}

/** A booking as its lines are shown: its services and, when it has one, its area's fee. */
export type LinedBooking = {
  services: readonly (BookedLine & { price: number })[];
  area?: string | null;
  travelFee?: number;
};

/** The travel fee's line of a booking ("Travel to Lekki ₦2,500"), or undefined when it has no fee. */
export function travelLineOf(booking: LinedBooking): string | undefined {
  return booking.area && (booking.travelFee ?? 0) > 0
    ? travelLine(booking.area, booking.travelFee ?? 0)
    : undefined;
}

/** Every line of a booking as screens, mails and receipts show it: each service, then the travel fee. */
export function bookingLines(booking: LinedBooking): string[] {
  const travel = travelLineOf(booking);
  return [...booking.services.map(bookedLine), ...(travel ? [travel] : [])];
}
