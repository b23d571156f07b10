import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { describeRoute } from "./api-docs.transform.ts";

/**
 * The API's OpenAPI 3.1 description, built from the routes' Zod schemas as they are registered: so it
 * must be registered before any route. See docs/decisions/035-api-docs.md.
 */
export const apiDocsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Sparkle & Shine Cleaning API",
        version: "1.0.0",
        description:
          "The JSON API of the website and dashboard. Money is in naira; records carry `_id`. " +
          "Errors are `{ message }` with 400, 401, 403, 404, 409, 413 or 429.",
      },
      components: {
        securitySchemes: {
          session: { type: "apiKey", in: "cookie", name: "sid", description: "Set by POST /api/user/login." },
        },
      },
    },
    transform: describeRoute(jsonSchemaTransform),
    transformObject: jsonSchemaTransformObject,
  });
});
