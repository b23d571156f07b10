import type { Kysely } from "kysely";
import type { Config } from "./config.ts";
import type { Dialect } from "./db/database.ts";
import type { Database } from "./db/schema.ts";
import type { AdminUserRow } from "./db/schema.ts";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    db: Kysely<Database>;
    dialect: Dialect;
    routeList: { method: string; url: string }[];
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
