import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { forbidden } from "../lib/http-error.ts";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** Security headers, and the refusal of state-changing requests sent from another site. */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const production = app.config.env === "production";
  const servedOverHttps = app.config.publicUrl?.startsWith("https://") ?? false;
  const viteDev = app.config.webApp === "vite";

  // Registered before helmet so the nonce exists when helmet writes the header.
  app.decorateReply("scriptNonce", "");
  app.addHook("onRequest", async (_request, reply) => {
    reply.scriptNonce = randomBytes(16).toString("base64");
    (reply.raw as ServerResponse & { cspNonce?: string }).cspNonce = reply.scriptNonce;
  });
  const nonceSource = (_req: unknown, res: unknown) =>
    `'nonce-${(res as { cspNonce?: string }).cspNonce ?? ""}'`;

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        // No 'unsafe-inline': React Router's inline hydration scripts carry this response's nonce.
        // Vite's dev server injects its own inline client, so development allows inline scripts.
        scriptSrc: viteDev ? ["'self'", "'unsafe-inline'"] : ["'self'", nonceSource],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'"],
        connectSrc: viteDev ? ["'self'", "ws:", "wss:"] : ["'self'"],
        // The embedded map on the Home and Contact screens.
        frameSrc: ["https://www.google.com", "https://maps.google.com"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'", "blob:"],
        ...(servedOverHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });

  app.addHook("onRequest", async (request) => {
    if (safeMethods.has(request.method)) return;
    const fetchSite = request.headers["sec-fetch-site"];
    if (fetchSite === "cross-site") throw forbidden("Requests from other sites are not allowed.");
    const origin = request.headers.origin;
    if (!origin) return;
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      throw forbidden("Requests from other sites are not allowed.");
    }
    const allowed = new Set([request.host]);
    if (app.config.publicUrl) allowed.add(new URL(app.config.publicUrl).host);
    if (!allowed.has(originHost)) throw forbidden("Requests from other sites are not allowed.");
  });
});
