import type { Kysely } from "kysely";
import { koboToNaira } from "../../../shared/money.ts";
import type { BookingCreateInput } from "../../../shared/schemas/booking.ts";
import type { Database } from "../../db/schema.ts";
import { badRequest } from "../../lib/http-error.ts";
import {
  quantityOf,
  quantityProblem,
  type QuantityRule,
  type ServiceUnit,
} from "../../../shared/rules/pricing.ts";
import { findServicesByIds, findServicesByNames } from "./bookings.repository.ts";

type CatalogueService = {
  id: string;
  name: string;
  price_kobo: number;
  one_off: number;
  unit: string;
  min_quantity: number;
  max_quantity: number;
  price_after_inspection: number;
};
/** A catalogue service with the quantity booked, checked against its bounds. */
export type PricedService = CatalogueService & { unit: ServiceUnit; quantity: number };

/** Each booked line priced from the catalogue; the client's prices are never trusted (decision 004). */
export async function priceServices(db: Kysely<Database>, lines: BookingCreateInput["services"]) {
  const ids = lines.flatMap((line) => (line._id ? [line._id] : []));
  const names = lines.flatMap((line) => (line._id ? [] : [line.name]));
  const [byIdRows, byNameRows] = await Promise.all([
    findServicesByIds(db, ids),
    findServicesByNames(db, names),
  ]);
  const byId = new Map(byIdRows.map((row) => [row.id, row]));

  const priced: PricedService[] = [];
  lines.forEach((line, index) => {
    const found = line._id
      ? byId.get(line._id)
      : pickByName(
          byNameRows.filter((row) => row.name === line.name),
          line.price,
        );
    if (!found) {
      const message = `We could not find the service "${line.name}". Please review your booking.`;
      throw badRequest(message, { fields: { [`services.${index}`]: message } });
    }
    if (priced.some((service) => service.id === found.id)) {
      const message = `"${found.name}" is in the booking more than once.`;
      throw badRequest(message, { fields: { [`services.${index}`]: message } });
    }
    const rule: QuantityRule = {
      name: found.name,
      unit: found.unit as ServiceUnit,
      minQuantity: Number(found.min_quantity),
      maxQuantity: Number(found.max_quantity),
    };
    const problem = quantityProblem(rule, line.quantity);
    if (problem) throw badRequest(problem, { fields: { [`services.${index}.quantity`]: problem } });
    priced.push({
      ...found,
      // Priced after inspection: nothing until staff's quote, whatever the catalogue or the client says.
      price_kobo: afterInspection(found) ? 0 : Number(found.price_kobo),
      one_off: Number(found.one_off),
      unit: rule.unit,
      min_quantity: rule.minQuantity,
      max_quantity: rule.maxQuantity,
      price_after_inspection: Number(found.price_after_inspection),
      quantity: quantityOf(line.quantity as number | undefined),
    });
  });
  // A price the client gives a service priced after inspection is ignored: staff's quote prices it.
  return {
    priced,
    clientMismatch: lines.some(
      (line, i) => !afterInspection(priced[i]!) && differs(line.price, koboToNaira(priced[i]!.price_kobo)),
    ),
  };
}

/** A service priced after inspection: booking it asks for a quote (docs/decisions/063-quotes-after-inspection.md). */
export function afterInspection(service: { price_after_inspection: number }): boolean {
  return Number(service.price_after_inspection) === 1;
}

/** Names are not unique across categories: prefer the one priced as the customer saw it. */
function pickByName(candidates: CatalogueService[], price: number) {
  return candidates.find((row) => !differs(price, koboToNaira(Number(row.price_kobo)))) ?? candidates[0];
}

export function differs(a: number, b: number): boolean {
  return !(Math.abs(a - b) <= 0.01 + 1e-9);
}
