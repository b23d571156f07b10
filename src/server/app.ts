import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/database.ts";
import { limitConnectionsPerAddress } from "./lib/connection-limit.ts";
import { errorHandler } from "./lib/error-handler.ts";
import { logRedaction, logSerializers } from "./lib/log-redaction.ts";
import { QuietProbesLogController, requestIdGenerator, requestIdHeader } from "./lib/request-ids.ts";
import { reportPlaceDriftTo } from "./modules/availability/place-drift.ts";
import { createCatalogue } from "./modules/catalogue/catalogue.ts";
import { authPlugin } from "./plugins/auth.ts";
import { pageCachePlugin } from "./plugins/page-cache.ts";
import { rateLimitPlugin } from "./plugins/rate-limit.ts";
import { requestTargetPlugin } from "./plugins/request-target.ts";
import { securityPlugin } from "./plugins/security.ts";
import { webAppPlugin } from "./plugins/web-app.ts";
import { registerApiRoutes } from "./routes.ts";
import type { ServedRoute } from "./types.ts";

export type AppDependencies = { config: Config; database: DatabaseHandle };

/** Builds the whole application on a migrated database. Never listens: main.ts and tests decide that. */
export async function buildApp({ config, database }: AppDependencies): Promise<FastifyInstance> {
  const { timeouts } = config;
  const app = Fastify({
    // The request log names the path, never a query string's values, a body, a cookie or a customer.
    logger: { level: config.logLevel, redact: logRedaction, serializers: logSerializers },
    // Each line of a request carries its ID (the proxy's, or a new UUID), also sent back in x-request-id.
    genReqId: requestIdGenerator(config.trustProxy),
    logController: new QuietProbesLogController(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: false,
    return503OnClosing: true,
    // Slow clients: a request that stops sending is dropped after idleMs of silence, headers must arrive
    // within headersMs and a whole request (a large upload on a weak phone network included) within
    // requestMs. Node checks the last two on an interval, kept short so that they hold to the second.
    connectionTimeout: timeouts.idleMs,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: Math.max(100, Math.min(1000, timeouts.headersMs / 4)),
    },
    // A path Fastify cannot decode (`/%`) gets the same short answer as any bad input.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as unknown as FastifyReply).status(400).send({ message: "The address is not valid." });
    },
  }).withTypeProvider<ZodTypeProvider>();
  limitConnectionsPerAddress(app.server, config.maxConnectionsPerAddress, app.log);
  app.addHook("onRequest", async (request, reply) => {
    reply.header(requestIdHeader, request.id);
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);

  // Every route the app serves, so tests can prove none is left out of the security tables.
  const routeList: ServedRoute[] = [];
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat())
      routeList.push({ method, url: route.url, schema: route.schema });
  });
  app.decorate("routeList", routeList);

  app.decorate("config", config);
  app.decorate("db", database.db);
  app.decorate("dialect", database.dialect);
  const catalogue = createCatalogue(database.db);
  app.decorate("catalogue", catalogue);
  app.addHook("onClose", async () => catalogue.close());
  // A window whose count of places had drifted is said in the server's log (docs/decisions/042).
  reportPlaceDriftTo((line, drift) => app.log.warn(drift, line));

  await app.register(requestTargetPlugin);
  await app.register(cookie);
  await app.register(securityPlugin);
  await app.register(compress, { threshold: 1024, encodings: ["br", "gzip"] });
  await app.register(rateLimitPlugin);
  await app.register(authPlugin);

  await registerApiRoutes(app);
  app.all("/api/*", async (_request, reply) => reply.status(404).send({ message: "Not found" }));

  // Public pages show the catalogue: rendered HTML is kept until its version moves on.
  await app.register(pageCachePlugin, { version: () => catalogue.version() });
  await app.register(webAppPlugin);
  return app;
}
