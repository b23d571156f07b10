import type { Kysely, Selectable } from "kysely";
import type { Service } from "../../../shared/schemas/service.ts";
import type { Database, ServicesTable } from "../../db/schema.ts";
import { parseJsonList } from "../../lib/json-list.ts";
import { koboToNaira } from "../../../shared/money.ts";
import type { ServiceUnit } from "../../../shared/rules/pricing.ts";

export type ServiceRow = Selectable<ServicesTable>;

export function toService(
  row: ServiceRow,
  category: { id: string; name: string } | null | undefined,
): Service {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    price: koboToNaira(Number(row.price_kobo)),
    category: category ? { _id: category.id, name: category.name } : null,
    images: parseJsonList(row.images),
    oneOff: Number(row.one_off) === 1,
    // Only for a service booked by quantity: the public pages carry every service, most per visit.
    ...(row.unit && row.unit !== "visit"
      ? {
          unit: row.unit as ServiceUnit,
          minQuantity: Number(row.min_quantity),
          maxQuantity: Number(row.max_quantity),
        }
      : {}),
    // Only for a service priced after inspection: the public pages carry every service, most priced.
    ...(Number(row.price_after_inspection ?? 0) === 1 ? { priceAfterInspection: true } : {}),
    // Only where there is one: most services have none, and the public pages carry every service.
    ...(row.checklist && row.checklist !== "[]" ? { checklist: parseJsonList(row.checklist) } : {}),
  };
}

/** Every service with its category's id and name, grouped the way the categories are ordered. */
export async function listServices(db: Kysely<Database>): Promise<Service[]> {
  const rows = await db
    .selectFrom("services")
    .leftJoin("categories", "categories.id", "services.category_id")
    .selectAll("services")
    .select(["categories.name as category_name"])
    .orderBy("services.created_at")
    .orderBy("services.id")
    .execute();
  return rows.map((row) =>
    toService(row, row.category_name === null ? null : { id: row.category_id, name: row.category_name }),
  );
}

export function findServiceById(db: Kysely<Database>, id: string) {
  return db.selectFrom("services").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function insertService(db: Kysely<Database>, row: ServiceRow): Promise<void> {
  await db.insertInto("services").values(row).execute();
}

export async function updateService(
  db: Kysely<Database>,
  id: string,
  changes: Omit<ServiceRow, "id" | "created_at">,
): Promise<void> {
  await db.updateTable("services").set(changes).where("id", "=", id).execute();
}

export async function deleteService(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom("services").where("id", "=", id).execute();
}
