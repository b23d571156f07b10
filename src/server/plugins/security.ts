import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import helmet from "@fastify/helmet";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { forbidden } from "../lib/http-error.ts";
import { isPageFormPost, refusedFormPage } from "../lib/refused-form-page.ts";
import { mapEmbedLink } from "../../shared/rules/settings.ts";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** Where the Home and Contact screens' embedded map comes from. */
const googleMaps = new URL(mapEmbedLink("")).origin;

/**
 * Where the pay form may lead (docs/decisions/045-online-payments.md): Paystack's checkout while online
 * payment is on, and, when PAYSTACK_API_URL points elsewhere (a test double), that origin's checkout too.
 */
function paystackCheckoutOrigins(paystack: { secretKey?: string; apiUrl: string }): string[] {
  if (!paystack.secretKey) return [];
  const api = new URL(paystack.apiUrl).origin;
  return api === "https://api.paystack.co"
    ? ["https://checkout.paystack.com"]
    : ["https://checkout.paystack.com", api];
}

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
        // The pay button's form is answered with a redirect to Paystack's checkout, which form-action covers.
        formAction: ["'self'", ...paystackCheckoutOrigins(app.config.paystack)],
        // No 'unsafe-inline': React Router's inline hydration scripts carry this response's nonce.
        // Vite's dev server injects its own inline client, so development allows inline scripts.
        scriptSrc: viteDev ? ["'self'", "'unsafe-inline'"] : ["'self'", nonceSource],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'"],
        // Google: the embedded map is shown only once its address answers (public-map.tsx).
        connectSrc: viteDev ? ["'self'", "ws:", "wss:", googleMaps] : ["'self'", googleMaps],
        // The embedded map on the Home and Contact screens.
        frameSrc: [googleMaps, "https://maps.google.com"],
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

  // The whole origin is compared, scheme and port included: http://site is not https://site, and
  // https://site.evil is another site. Without an Origin header, the Referer's origin stands in.
  const publicOrigin = app.config.publicUrl ? new URL(app.config.publicUrl).origin : undefined;
  const isOwnSite = (request: FastifyRequest) => {
    if (request.headers["sec-fetch-site"] === "cross-site") return false;
    const sender = request.headers.origin ?? request.headers.referer;
    if (!sender) return true;
    const senderOrigin = originOf(sender);
    if (!senderOrigin) return false;
    return (
      senderOrigin === publicOrigin || senderOrigin === originOf(`${request.protocol}://${request.host}`)
    );
  };
  app.addHook("onRequest", async (request, reply) => {
    if (safeMethods.has(request.method) || isOwnSite(request)) return;
    // A page's form posted by a browser gets a page a customer can read, with a way back.
    if (isPageFormPost(request)) {
      return reply
        .code(403)
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-store")
        .send(refusedFormPage(request));
    }
    throw forbidden(crossSite);
  });
});

const crossSite = "Requests from other sites are not allowed.";

/** `scheme://host[:port]` of a url, default port left out; undefined when it is not an http(s) url. */
function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}
