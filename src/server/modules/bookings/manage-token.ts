import { createHash } from "node:crypto";
import { newToken } from "../../lib/ids.ts";

/** A manage link's secret: 256 random bits, URL-safe. Only its hash is stored. */
export const newManageToken = newToken;

/** What the bookings table keeps of a manage link: sha-256 hex, so a copy of the database opens no booking. */
export function hashManageToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
