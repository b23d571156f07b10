import { createHash } from "node:crypto";

/**
 * A short hash of a JSON value that is the same whatever order its objects' fields were written in, and
 * whether an absent field is left out or undefined: two requests asking for the same thing hash alike.
 */
export function contentHash(value: unknown): string {
  return createHash("sha256").update(stableJson(value)).digest("base64url");
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, field]) => `${JSON.stringify(name)}:${stableJson(field)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}
