import { z } from "zod";
import { couponCodeMaxLength, couponCodeMissing, couponCodeTooLong } from "../rules/coupon.ts";
import { discountNotANumber, usageLimitNotANumber } from "../rules/number.ts";
import { calendarDate, numberField, optionalLines, text } from "./common.ts";

export const requiredCouponFields = "Please fill in all the required fields";

export const coupon = z.object({
  _id: z.string(),
  code: z.string(),
  discount: z.number(),
  description: z.string(),
  active: z.boolean(),
  expirationDate: z.string(),
  usageLimit: z.number().nullable(),
  useCount: z.number(),
});
export type Coupon = z.infer<typeof coupon>;

export const couponCode = text("Coupon code", { error: requiredCouponFields })
  .min(1, requiredCouponFields)
  .max(couponCodeMaxLength, couponCodeTooLong)
  .regex(/^[A-Za-z0-9_-]+$/, "Coupon code may only use letters, digits, - and _");

export const couponInput = z.object({
  code: couponCode,
  discount: numberField({ required: requiredCouponFields, invalid: discountNotANumber }).pipe(
    z
      .number()
      .int("Discount must be a whole number")
      .min(1, "Discount must be between 1 and 100")
      .max(100, "Discount must be between 1 and 100"),
  ),
  description: optionalLines("Description", 300),
  active: z.boolean().optional().default(true),
  expirationDate: text("Expiry date", { error: requiredCouponFields })
    .min(1, requiredCouponFields)
    .pipe(calendarDate),
  usageLimit: numberField({ required: usageLimitNotANumber, invalid: usageLimitNotANumber })
    .pipe(z.number().int(usageLimitNotANumber).min(1, "Usage limit must be at least 1").max(1_000_000))
    .nullable()
    .optional()
    .default(null),
});
export type CouponInput = z.infer<typeof couponInput>;

export const couponCheckInput = z.object({
  code: text("Coupon code", { error: couponCodeMissing })
    .min(1, couponCodeMissing)
    .max(couponCodeMaxLength, couponCodeTooLong),
});

export const couponCheckResult = z.object({ used: z.boolean(), discount: z.number() });
export type CouponCheckResult = z.infer<typeof couponCheckResult>;
