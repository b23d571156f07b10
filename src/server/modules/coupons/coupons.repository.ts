import type { Kysely } from "kysely";
import type { Coupon } from "../../../shared/schemas/coupon.ts";
import type { CouponRow, Database } from "../../db/schema.ts";

/** Codes are matched case-insensitively through this key (unique in the table). */
export function couponKey(code: string): string {
  return code.trim().toLowerCase();
}

export function toCoupon(row: CouponRow): Coupon {
  return {
    _id: row.id,
    code: row.code,
    discount: Number(row.discount),
    description: row.description,
    active: Number(row.active) === 1,
    expirationDate: row.expiration_date,
    usageLimit: row.usage_limit === null ? null : Number(row.usage_limit),
    useCount: Number(row.use_count),
  };
}

export function findCouponByCode(db: Kysely<Database>, code: string) {
  return db.selectFrom("coupons").selectAll().where("code_key", "=", couponKey(code)).executeTakeFirst();
}

export function findCouponById(db: Kysely<Database>, id: string) {
  return db.selectFrom("coupons").selectAll().where("id", "=", id).executeTakeFirst();
}

export function listCoupons(db: Kysely<Database>) {
  return db.selectFrom("coupons").selectAll().orderBy("created_at", "desc").orderBy("id").execute();
}

export async function insertCoupon(
  db: Kysely<Database>,
  coupon: Omit<CouponRow, "use_count">,
): Promise<void> {
  await db.insertInto("coupons").values(coupon).execute();
}

export async function setCouponActive(
  db: Kysely<Database>,
  id: string,
  active: boolean,
  now: string,
): Promise<void> {
  await db
    .updateTable("coupons")
    .set({ active: active ? 1 : 0, updated_at: now })
    .where("id", "=", id)
    .execute();
}

export async function deleteCoupon(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom("coupons").where("id", "=", id).execute();
}

/**
 * Takes one use of a coupon that is still active, unexpired and under its limit, in one statement, so two
 * bookings racing for the last use cannot both get it. True when the use was taken.
 */
export async function consumeCouponUse(
  db: Kysely<Database>,
  id: string,
  today: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable("coupons")
    .set((eb) => ({ use_count: eb("use_count", "+", 1), updated_at: now }))
    .where("id", "=", id)
    .where("active", "=", 1)
    .where("expiration_date", ">=", today)
    .where((eb) => eb.or([eb("usage_limit", "is", null), eb("use_count", "<", eb.ref("usage_limit"))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
