import type { SwaggerTransform } from "@fastify/swagger";
import { requireAdmin } from "../../plugins/auth.ts";

/** The description's own addresses, left out of it. */
export const apiDocsPaths = { document: "/api/openapi.json", page: "/api/docs" } as const;

type Schema = Record<string, unknown> & { body?: unknown; consumes?: string[] };

/** Only JSON API routes are described: not the web app, the calendar files (/calendar) or the catch-all. */
export function isDescribed(url: string): boolean {
  if (!url.startsWith("/api/") || url === "/api/*") return false;
  return !Object.values(apiDocsPaths).includes(url as never);
}

/** An upload route reads one file from a multipart form, outside any body schema. */
const oneFile = {
  type: "object",
  properties: { file: { type: "string", contentMediaType: "application/octet-stream" } },
  required: ["file"],
};

/**
 * Wraps the type provider's transform (Zod schemas to JSON Schema): hides what is not API, tags each
 * operation with its API (`/api/bookings/...` is "bookings"), marks the routes behind the session guard,
 * and names the file a multipart route takes.
 */
export function describeRoute(transform: SwaggerTransform): SwaggerTransform {
  return (input) => {
    if (!isDescribed(input.url)) return { schema: { hide: true }, url: input.url };
    const result = transform(input) as { schema?: Schema; url: string };
    const schema = result.schema ?? {};
    const guarded = [input.route.onRequest ?? []].flat().includes(requireAdmin);
    const multipart = schema.consumes?.includes("multipart/form-data") && !schema.body;
    return {
      // `/api/reports` is registered as its prefix plus "/": the description names it as it is called.
      url: result.url.replace(/(.)\/$/, "$1"),
      schema: {
        tags: [input.url.split("/")[2]!],
        ...schema,
        ...(guarded ? { security: [{ session: [] }] } : {}),
        ...(multipart ? { body: oneFile } : {}),
      },
    };
  };
}
