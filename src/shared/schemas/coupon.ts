import { z } from "zod";
import { calendarDate, optionalText } from "./common.ts";

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

export const couponCode = z
  .string({ error: requiredCouponFields })
  .trim()
  .min(1, requiredCouponFields)
  .max(40, "Coupon code must be at most 40 characters")
  .regex(/^[A-Za-z0-9_-]+$/, "Coupon code may only use letters, digits, - and _");

export const couponInput = z.object({
  code: couponCode,
  discount: z.coerce
    .number<unknown>({ error: requiredCouponFields })
    .int("Discount must be a whole number")
    .min(1, "Discount must be between 1 and 100")
    .max(100, "Discount must be between 1 and 100"),
  description: optionalText("Description", 300),
  active: z.boolean().optional().default(true),
  expirationDate: z.string({ error: requiredCouponFields }).min(1, requiredCouponFields).pipe(calendarDate),
  usageLimit: z
    .union([
      z.null(),
      z.coerce
        .number<unknown>()
        .int("Usage limit must be a whole number")
        .min(1, "Usage limit must be at least 1")
        .max(1_000_000),
    ])
    .optional()
    .default(null),
});
export type CouponInput = z.infer<typeof couponInput>;

export const couponCheckInput = z.object({
  code: z.string({ error: "Please enter a coupon code" }).trim().min(1, "Please enter a coupon code").max(40),
});

export const couponCheckResult = z.object({ used: z.boolean(), discount: z.number() });
export type CouponCheckResult = z.infer<typeof couponCheckResult>;
