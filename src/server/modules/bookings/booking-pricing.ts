import type { Kysely } from "kysely";
import { koboToNaira } from "../../../shared/money.ts";
import type { BookingCreateInput } from "../../../shared/schemas/booking.ts";
import type { Database } from "../../db/schema.ts";
import { badRequest } from "../../lib/http-error.ts";
import { findServicesByIds, findServicesByNames } from "./bookings.repository.ts";

type CatalogueService = { id: string; name: string; price_kobo: number; one_off: number };

/** Each booked line priced from the catalogue; the client's prices are never trusted (decision 004). */
export async function priceServices(db: Kysely<Database>, lines: BookingCreateInput["services"]) {
  const ids = lines.flatMap((line) => (line._id ? [line._id] : []));
  const names = lines.flatMap((line) => (line._id ? [] : [line.name]));
  const [byIdRows, byNameRows] = await Promise.all([
    findServicesByIds(db, ids),
    findServicesByNames(db, names),
  ]);
  const byId = new Map(byIdRows.map((row) => [row.id, row]));

  const priced: CatalogueService[] = [];
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
    priced.push({ ...found, price_kobo: Number(found.price_kobo), one_off: Number(found.one_off) });
  });
  return {
    priced,
    clientMismatch: lines.some((line, i) => differs(line.price, koboToNaira(priced[i]!.price_kobo))),
  };
}

/** Names are not unique across categories: prefer the one priced as the customer saw it. */
function pickByName(candidates: CatalogueService[], price: number) {
  return candidates.find((row) => !differs(price, koboToNaira(Number(row.price_kobo)))) ?? candidates[0];
}

export function differs(a: number, b: number): boolean {
  return !(Math.abs(a - b) <= 0.01 + 1e-9);
}
