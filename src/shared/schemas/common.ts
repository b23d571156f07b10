import { z } from "zod";
import { imageUrlMaxLength, imageUrlProblem, imageUrlTooLong } from "../rules/image-url.ts";
import { numberOf } from "../rules/number.ts";
import { characterNotAllowed, hasForbiddenCharacter, type TextLines } from "../rules/text.ts";

type TextOptions = {
  /** What a missing value or a value that is not text is told. */
  error?: string;
  /** Text with lines (a description, a message, an address) may hold tab and line breaks. */
  lines?: TextLines;
  /** Passwords are taken as typed; everything else loses its outer spaces. */
  trim?: boolean;
  /** What a forbidden character is told, when the field has a message of its own for any bad character. */
  notAllowed?: string;
};

/**
 * Every string a request carries starts here: no control character (no NUL, which PostgreSQL text cannot
 * hold), no half of a surrogate pair, and line breaks only where the text has lines.
 */
export function text(label: string, options: TextOptions = {}) {
  const { error, lines = "one line", trim = true, notAllowed = characterNotAllowed(label) } = options;
  const base = z.string(error ? { error } : undefined);
  return (trim ? base.trim() : base).refine((value) => !hasForbiddenCharacter(value, lines), notAllowed);
}

/** A required one-line text field: trimmed, not empty, bounded. */
export function requiredText(label: string, max: number, requiredMessage = `${label} is required`) {
  return text(label, { error: requiredMessage })
    .min(1, requiredMessage)
    .max(max, `${label} must be at most ${max} characters`);
}

/** A required text field that may have lines: a description, a message, an address. */
export function requiredLines(label: string, max: number, requiredMessage = `${label} is required`) {
  return text(label, { error: requiredMessage, lines: "lines" })
    .min(1, requiredMessage)
    .max(max, `${label} must be at most ${max} characters`);
}

export function optionalText(label: string, max: number, lines: TextLines = "one line") {
  return text(label, { lines }).max(max, `${label} must be at most ${max} characters`).optional().default("");
}

export function optionalLines(label: string, max: number) {
  return optionalText(label, max, "lines");
}

/** The id of a record, as a path or a body names it. */
export function recordId(label: string, requiredMessage = `${label} is not valid`) {
  return text(label, { error: requiredMessage }).min(1, requiredMessage).max(64, `${label} is not valid`);
}

/**
 * A number: a JSON number, or plain decimal text as a form field holds it ("15000", "15000.50"). Missing
 * and null (and blank text) are `required`; anything else (true, [], "0x10", "1e3", "Infinity") is `invalid`.
 */
export function numberField({
  required,
  invalid,
  fromText = true,
}: {
  required: string;
  invalid: string;
  /** False where only programs send the field (a booking's prices): a JSON number and nothing else. */
  fromText?: boolean;
}) {
  return z.preprocess(
    (value) => (fromText || typeof value !== "string" ? numberOf(value) : value),
    z.number({ error: (issue) => (issue.input === undefined ? required : invalid) }).finite(invalid),
  );
}

export const emailAddress = text("Email", { error: "Email is required" })
  .min(1, "Email is required")
  .max(254, "Email must be at most 254 characters")
  .pipe(z.email("Enter a valid email address"))
  .transform((email) => email.toLowerCase());

/** Only the site's own images (the `secure_url` an upload answers) are shown: rules/image-url.ts. */
export const imageUrl = text("Image link")
  .max(imageUrlMaxLength, imageUrlTooLong)
  .superRefine((url, context) => {
    const problem = imageUrlProblem(url);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });

export function imageList(max: number, message: string) {
  return z.array(imageUrl, { error: "Images must be a list" }).max(max, message).default([]);
}

/** YYYY-MM-DD that names a real calendar date. */
export const calendarDate = text("Date")
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-12-31")
  .refine((value) => {
    const [y, m, d] = value.split("-").map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, "That date does not exist");

/** Naira with at most 2 decimals, as money crosses the API. */
export function nairaAmount(messages: { required: string; invalid: string }) {
  return numberField(messages).pipe(
    z
      .number()
      .min(0, "Price cannot be below 0")
      .max(100_000_000, "Price is too large")
      .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, "Price can have at most 2 decimals"),
  );
}

export const idParam = z.object({ id: recordId("The id", "The id is not valid") });

export const messageResponse = z.object({ message: z.string() });
