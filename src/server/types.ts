import type { FastifySchema } from "fastify";
import type { Kysely } from "kysely";
import type { Config } from "./config.ts";
import type { Dialect } from "./db/database.ts";
import type { Database } from "./db/schema.ts";
import type { AdminUserRow } from "./db/schema.ts";
import type { Catalogue } from "./modules/catalogue/catalogue.ts";
import type { AdminRoute } from "./plugins/auth.ts";

/** A route as registered, with the schema that validates its requests and describes its answers. */
export type ServedRoute = { method: string; url: string; schema?: FastifySchema };

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    db: Kysely<Database>;
    dialect: Dialect;
    routeList: ServedRoute[];
    /** Every route behind the admin guard, with its area of the roles table. */
    adminRouteList: AdminRoute[];
    /** The public lists in memory, one per app: read by the API routes and the page loaders, written by the admin routes. */
    catalogue: Catalogue;
  }
  interface FastifyRequest {
    /** The signed-in admin, when the request carries a live session. */
    admin: AdminUserRow | null;
    sessionToken: string | null;
  }
  interface FastifyReply {
    /** A fresh random nonce per response, allowed by the Content-Security-Policy's script-src. */
    scriptNonce: string;
  }
}
