import type { Kysely } from "kysely";
import { nairaToKobo } from "../../../shared/money.ts";
import type { Service, ServiceInput } from "../../../shared/schemas/service.ts";
import type { Database } from "../../db/schema.ts";
import { badRequest, notFound } from "../../lib/http-error.ts";
import { newId } from "../../lib/ids.ts";
import { nowIso } from "../../lib/time.ts";
import { recordAudit, type AuditActor } from "../audit/audit.repository.ts";
import type { Catalogue } from "../catalogue/catalogue.ts";
import { findCategoryById } from "../categories/categories.repository.ts";
import {
  boundsBackwards,
  defaultMaxQuantity,
  needsQuantity,
  type ServiceUnit,
} from "../../../shared/rules/pricing.ts";
import {
  type ServiceRow,
  deleteService,
  findServiceById,
  insertService,
  toService,
  updateService,
} from "./services.repository.ts";

export const serviceNotFound = "Service not found";

async function categoryOf(db: Kysely<Database>, id: string) {
  const category = await findCategoryById(db, id);
  if (!category) throw badRequest("Category not found", { fields: { category: "Category not found" } });
  return category;
}

type Quantities = Pick<ServiceRow, "unit" | "min_quantity" | "max_quantity">;
const perVisit: Quantities = { unit: "visit", min_quantity: 1, max_quantity: 1 };

/**
 * The unit and bounds a service is saved with: what the input says, else what it had (a change that leaves
 * them out keeps them), else per visit. A visit is booked once, so its bounds are always 1 to 1.
 */
function quantitiesOf(input: ServiceInput, had: Quantities = perVisit): Quantities {
  const unit = (input.unit ?? had.unit) as ServiceUnit;
  if (!needsQuantity(unit)) return perVisit;
  const sameUnit = unit === had.unit;
  const min = input.minQuantity ?? (sameUnit ? Number(had.min_quantity) : 1);
  const max = input.maxQuantity ?? (sameUnit ? Number(had.max_quantity) : defaultMaxQuantity);
  if (min > max) throw badRequest(boundsBackwards, { fields: { maxQuantity: boundsBackwards } });
  return { unit, min_quantity: min, max_quantity: max };
}

/** Priced after inspection as the input says, else as it was (false for a new service); its price is then 0. */
function inspectionOf(input: ServiceInput, had: number) {
  const afterInspection = input.priceAfterInspection ?? had === 1;
  return {
    price_after_inspection: afterInspection ? 1 : 0,
    price_kobo: afterInspection ? 0 : nairaToKobo(input.price ?? 0),
  };
}

function fieldsOf(
  input: ServiceInput,
  now: string,
  checklist = input.checklist ?? [],
  had?: Quantities & { price_after_inspection: number },
) {
  return {
    ...quantitiesOf(input, had),
    ...inspectionOf(input, Number(had?.price_after_inspection ?? 0)),
    name: input.name,
    description: input.description,
    category_id: input.category,
    images: JSON.stringify(input.images),
    one_off: input.oneOff ? 1 : 0,
    checklist: JSON.stringify([...new Set(checklist)]),
    updated_at: now,
  };
}

export function createService(
  catalogue: Catalogue,
  actor: AuditActor,
  input: ServiceInput,
): Promise<Service> {
  return catalogue.write(async (trx) => {
    const category = await categoryOf(trx, input.category);
    const now = nowIso();
    const row = { id: newId(), created_at: now, ...fieldsOf(input, now) };
    await insertService(trx, row);
    await recordAudit(trx, actor, {
      action: "create",
      entity: "service",
      entityId: row.id,
      details: { name: row.name, price: input.price ?? 0, category: category.name },
    });
    return toService(row, category);
  });
}

export function changeService(
  catalogue: Catalogue,
  actor: AuditActor,
  id: string,
  input: ServiceInput,
): Promise<Service> {
  return catalogue.write(async (trx) => {
    const existing = await findServiceById(trx, id);
    if (!existing) throw notFound(serviceNotFound);
    const category = await categoryOf(trx, input.category);
    const changes = fieldsOf(input, nowIso(), input.checklist ?? JSON.parse(existing.checklist), existing);
    await updateService(trx, id, changes);
    await recordAudit(trx, actor, {
      action: "update",
      entity: "service",
      entityId: id,
      details: {
        name: changes.name,
        price: input.price ?? 0,
        previousPrice: Number(existing.price_kobo) / 100,
      },
    });
    return toService({ ...existing, ...changes }, category);
  });
}

/** Bookings keep the names and prices they were made with, so a service can go at any time. */
export function removeService(catalogue: Catalogue, actor: AuditActor, id: string): Promise<void> {
  return catalogue.write(async (trx) => {
    const existing = await findServiceById(trx, id);
    if (!existing) throw notFound(serviceNotFound);
    await deleteService(trx, id);
    await recordAudit(trx, actor, {
      action: "delete",
      entity: "service",
      entityId: id,
      details: { name: existing.name },
    });
  });
}
