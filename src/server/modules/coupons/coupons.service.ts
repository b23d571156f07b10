import type { Kysely } from "kysely";
import type { Coupon, CouponCheckResult, CouponInput } from "../../../shared/schemas/coupon.ts";
import { couponExpired, couponInvalid } from "../../../shared/rules/coupon.ts";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import type { CouponRow, Database } from "../../db/schema.ts";
import { badRequest, conflict, notFound } from "../../lib/http-error.ts";
import { newId } from "../../lib/ids.ts";
import { nowIso } from "../../lib/time.ts";
import { isUniqueViolation } from "../../lib/unique-violation.ts";
import { recordAudit, type AuditActor } from "../audit/audit.repository.ts";
import {
  couponKey,
  deleteCoupon,
  findCouponByCode,
  findCouponById,
  insertCoupon,
  setCouponActive,
  toCoupon,
} from "./coupons.repository.ts";
import { couponNotFound, duplicateCouponCode } from "../../../shared/rules/coupon.ts";

export const invalidCouponCode = couponInvalid;
export const pastExpiry = "Expiration date must be today or later";

/** Usable today: active and not past its expiry date (the last day it works, in Lagos time). */
export function isCouponValid(row: CouponRow, today = todayInLagos()): boolean {
  return Number(row.active) === 1 && row.expiration_date >= today;
}

export function isCouponUsedUp(row: CouponRow): boolean {
  return row.usage_limit !== null && Number(row.use_count) >= Number(row.usage_limit);
}

/** What the booking dialog learns about a code: `used` once its use count reaches its limit. */
export async function checkCoupon(db: Kysely<Database>, code: string): Promise<CouponCheckResult> {
  const row = await findCouponByCode(db, code);
  // An active code past its last day says so; an unknown or switched-off one reads as invalid.
  if (row && Number(row.active) === 1 && !isCouponValid(row))
    throw notFound(couponExpired(row.expiration_date));
  if (!row || !isCouponValid(row)) throw notFound(invalidCouponCode);
  return { used: isCouponUsedUp(row), discount: Number(row.discount) };
}

export async function createCoupon(
  db: Kysely<Database>,
  actor: AuditActor,
  input: CouponInput,
): Promise<Coupon> {
  if (input.expirationDate < todayInLagos()) {
    throw badRequest(pastExpiry, { fields: { expirationDate: pastExpiry } });
  }
  const now = nowIso();
  const row: Omit<CouponRow, "use_count"> = {
    id: newId(),
    code: input.code,
    code_key: couponKey(input.code),
    discount: input.discount,
    description: input.description,
    active: input.active ? 1 : 0,
    expiration_date: input.expirationDate,
    usage_limit: input.usageLimit,
    created_at: now,
    updated_at: now,
  };
  if (await findCouponByCode(db, input.code)) throw duplicateCode();
  try {
    await db.transaction().execute(async (trx) => {
      await insertCoupon(trx, row);
      await recordAudit(trx, actor, {
        action: "create",
        entity: "coupon",
        entityId: row.id,
        details: { code: row.code, discount: row.discount },
      });
    });
  } catch (error) {
    // Another admin created the same code between the check and the insert.
    if (isUniqueViolation(error, "code_key")) throw duplicateCode();
    throw error;
  }
  return toCoupon({ ...row, use_count: 0 });
}

function duplicateCode() {
  return conflict(duplicateCouponCode, { fields: { code: duplicateCouponCode } });
}

export async function toggleCoupon(db: Kysely<Database>, actor: AuditActor, id: string): Promise<Coupon> {
  return db.transaction().execute(async (trx) => {
    const row = await findCouponById(trx, id);
    if (!row) throw notFound(couponNotFound);
    const active = Number(row.active) !== 1;
    const now = nowIso();
    await setCouponActive(trx, id, active, now);
    await recordAudit(trx, actor, {
      action: active ? "activate" : "deactivate",
      entity: "coupon",
      entityId: id,
      details: { code: row.code },
    });
    return toCoupon({ ...row, active: active ? 1 : 0, updated_at: now });
  });
}

export async function removeCoupon(db: Kysely<Database>, actor: AuditActor, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await findCouponById(trx, id);
    if (!row) throw notFound(couponNotFound);
    // Bookings keep the code they were made with (coupon_code); only their link to the row is cleared.
    await deleteCoupon(trx, id);
    await recordAudit(trx, actor, {
      action: "delete",
      entity: "coupon",
      entityId: id,
      details: { code: row.code },
    });
  });
}
