import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import Fastify, { type FastifyInstance } from "fastify";
import { pageCachePlugin, type PageCacheOptions } from "../plugins/page-cache.ts";

/**
 * A small app shaped like the real one (cookies, compression, then the page cache in front of an HTML
 * catch-all) whose pages count how often they are rendered and show the current "catalogue". A test
 * changes `catalogue` and `version` as a catalogue write would.
 */
export function pageCacheSite() {
  let app: FastifyInstance | undefined;
  const site = {
    version: 1 as number | undefined,
    catalogue: "Deep cleaning",
    renders: {} as Record<string, number>,

    /** Back to one rendered nothing yet, on content version 1. */
    reset() {
      site.version = 1;
      site.catalogue = "Deep cleaning";
      site.renders = {};
    },

    async build(options: Partial<PageCacheOptions> = {}, { nonces = false } = {}) {
      const server = Fastify();
      app = server;
      await server.register(cookie);
      if (nonces) {
        // Like the security plugin: a fresh script nonce per answer, named in its CSP header.
        server.decorateReply("scriptNonce", "");
        server.addHook("onRequest", async (_request, reply) => {
          const nonce = randomBytes(16).toString("base64");
          Reflect.set(reply, "scriptNonce", nonce);
          reply.header("content-security-policy", `script-src 'self' 'nonce-${nonce}'`);
        });
      }
      await server.register(compress, { threshold: 1024, encodings: ["br", "gzip"] });
      await server.register(pageCachePlugin, { version: () => site.version, ...options });
      const html = (title: string, nonce = "") =>
        `<!doctype html><html><head><title>${title}</title></head><body>${site.catalogue}${" ".repeat(2000)}` +
        (nonce ? `<script nonce="${nonce}">hydrate()</script><script nonce="${nonce}">more()</script>` : "") +
        `</body></html>`;
      const count = (name: string) => (site.renders[name] = (site.renders[name] ?? 0) + 1);

      server.get("/api/services/get", async () => {
        count("api");
        return [{ name: site.catalogue }];
      });
      server.get("/*", async (request, reply) => {
        const path = request.url.split("?")[0] as string;
        count(request.url);
        reply.type("text/html; charset=utf-8");
        if (path === "/missing") return reply.code(404).send(html("Page not found"));
        if (path === "/broken") return reply.code(500).send(html("Something went wrong"));
        if (path === "/greeting") reply.header("set-cookie", "seen=1; Path=/");
        if (path === "/private") reply.header("cache-control", "private, no-store");
        if (path === "/json") return reply.type("application/json").send({ catalogue: site.catalogue });
        if (path === "/slow-write") site.version = (site.version ?? 0) + 1;
        // Streamed like the React Router handler's answer.
        const nonce = String(Reflect.get(reply, "scriptNonce") ?? "");
        return reply.send(Readable.from([html(path, nonce), "<!-- end -->"]));
      });
      await server.ready();
    },

    /** A GET that takes no compression unless the test asks for it. */
    get: (url: string, headers: Record<string, string> = {}) =>
      app!.inject({ method: "GET", url, headers: { "accept-encoding": "identity", ...headers } }),

    close: () => app?.close(),
  };
  return site;
}
