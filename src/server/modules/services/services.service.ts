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

function fieldsOf(input: ServiceInput, now: string) {
  return {
    name: input.name,
    description: input.description,
    price_kobo: nairaToKobo(input.price),
    category_id: input.category,
    images: JSON.stringify(input.images),
    one_off: input.oneOff ? 1 : 0,
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
      details: { name: row.name, price: input.price, category: category.name },
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
    const changes = fieldsOf(input, nowIso());
    await updateService(trx, id, changes);
    await recordAudit(trx, actor, {
      action: "update",
      entity: "service",
      entityId: id,
      details: { name: changes.name, price: input.price, previousPrice: Number(existing.price_kobo) / 100 },
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
