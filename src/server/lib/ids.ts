import { randomBytes, randomUUID } from "node:crypto";

/** Record ids: random, so they reveal neither counts nor order. */
export function newId(): string {
  return randomUUID();
}

/** An opaque secret of 256 bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}
