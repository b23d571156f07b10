import { createHmac, timingSafeEqual } from "node:crypto";

/** Paystack signs each webhook: hex HMAC-SHA512 of the raw body, keyed with the secret key. */
export function paystackSignature(rawBody: Buffer | string, secretKey: string): string {
  return createHmac("sha512", secretKey).update(rawBody).digest("hex");
}

/** Compares in constant time, so the answer's timing reveals nothing of the expected signature. */
export function signatureMatches(rawBody: Buffer, secretKey: string, given: string | undefined): boolean {
  if (!given) return false;
  const expected = Buffer.from(paystackSignature(rawBody, secretKey), "utf8");
  const received = Buffer.from(given.trim().toLowerCase(), "utf8");
  return expected.length === received.length && timingSafeEqual(expected, received);
}
