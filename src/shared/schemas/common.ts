import { z } from "zod";

// PostgreSQL text cannot hold the NUL character (SQLite can): refuse it as bad input, never a 500.
const noNul = /^[^\u0000]*$/; // eslint-disable-line no-control-regex

/** A required text field: trimmed, not empty, bounded. */
export function requiredText(label: string, max: number, requiredMessage = `${label} is required`) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, `${label} must be at most ${max} characters`)
    .regex(noNul, `${label} contains a character that is not allowed`);
}

export function optionalText(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .regex(noNul, `${label} contains a character that is not allowed`)
    .optional()
    .default("");
}

export const emailAddress = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email must be at most 254 characters")
  .pipe(z.email("Enter a valid email address"))
  .transform((email) => email.toLowerCase());

/** Image urls are the site's own (`/api/images/...`) or absolute https links; nothing else renders. */
export const imageUrl = z
  .string()
  .trim()
  .max(500, "Image link is too long")
  .refine(
    (url) => /^\/api\/images\/[A-Za-z0-9_-]+(\?[\w=&.-]*)?$/.test(url) || /^https:\/\/[^\s"'<>]+$/.test(url),
    {
      message: "Image link is not valid",
    },
  );

export function imageList(max: number, message: string) {
  return z.array(imageUrl, { error: "Images must be a list" }).max(max, message).default([]);
}

/** YYYY-MM-DD that names a real calendar date. */
export const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-12-31")
  .refine((value) => {
    const [y, m, d] = value.split("-").map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, "That date does not exist");

/** Naira with at most 2 decimals, as money crosses the API. */
export const nairaAmount = z
  .number({ error: "Price must be a number" })
  .finite("Price must be a number")
  .min(0, "Price cannot be below 0")
  .max(100_000_000, "Price is too large")
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, "Price can have at most 2 decimals");

export const idParam = z.object({ id: z.string().min(1).max(64).regex(noNul, "The id is not valid") });

export const messageResponse = z.object({ message: z.string() });
