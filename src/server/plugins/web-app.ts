import path from "node:path";
import { reactRouterFastify } from "@mcansh/remix-fastify/react-router";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { projectRoot } from "../lib/project-root.ts";
import { createLoaderServices, requestContext } from "../load-context.ts";

/**
 * Serves the React app for every path that is not the API: the production build with hashed
 * assets cached immutably, or Vite's dev middleware with hot reload on the same port.
 */
export const webAppPlugin = fp(async (app: FastifyInstance) => {
  if (app.config.webApp === "off") {
    app.setNotFoundHandler(async (_request, reply) => reply.status(404).send({ message: "Not found" }));
    return;
  }
  const services = createLoaderServices(app);
  await app.register(reactRouterFastify, {
    mode: app.config.webApp === "build" ? "production" : "development",
    buildDirectory: path.join(projectRoot, "build"),
    viteOptions: {
      root: projectRoot,
      configFile: path.join(projectRoot, "vite.config.ts"),
      server: { hmr: { server: app.server } },
    },
    // Brotli and gzip copies written at build time (scripts/precompress-assets.mjs).
    fastifyStaticOptions: { preCompressed: true },
    getLoadContext: (request, reply) =>
      requestContext(services, request as FastifyRequest, reply as FastifyReply),
  });
});
