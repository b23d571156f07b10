// An app whose customers' messages go by WhatsApp (to the Cloud API double) and SMS (to the Termii double),
// with mail off, fast retries and a short provider timeout: for the message-channel tests.
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import { testConfig, type Config } from "../config.ts";
import { openDatabase } from "../db/database.ts";
import { startTermiiDouble, type TermiiDouble } from "./termii-double.ts";
import type { TestDatabase } from "./test-database.ts";
import { startWhatsappDouble, type WhatsappDouble } from "./whatsapp-cloud-double.ts";

export const whatsappAppSecret = "meta-app-secret-for-tests";
export const whatsappVerifyToken = "verify-token-for-tests";

export type Providers = { whatsapp: WhatsappDouble; termii: TermiiDouble; close(): Promise<void> };

export async function startProviders(): Promise<Providers> {
  const [whatsapp, termii] = await Promise.all([startWhatsappDouble(), startTermiiDouble()]);
  return {
    whatsapp,
    termii,
    close: async () => void (await Promise.all([whatsapp.close(), termii.close()])),
  };
}

/** The configuration that points both channels at the doubles. */
export function textChannelConfig(providers: Providers, overrides: Partial<Config> = {}): Config {
  return testConfig({
    rateLimitScale: 1000,
    outboxPollMs: 100,
    // Retries of 1, 5, 30 and 120 minutes become 12 ms, 60 ms, 360 ms and 1.4 s; a move's wait 36 ms.
    outboxRetryScale: 0.0002,
    // Long enough that a busy machine never times out a send the double did accept (which would send it
    // twice, as with the real provider); the test of a provider that hangs shortens it.
    providerTimeoutMs: 5000,
    whatsapp: {
      token: providers.whatsapp.token,
      phoneNumberId: providers.whatsapp.phoneNumberId,
      apiUrl: providers.whatsapp.apiUrl,
      appSecret: whatsappAppSecret,
      verifyToken: whatsappVerifyToken,
    },
    termii: {
      apiKey: providers.termii.apiKey,
      apiUrl: providers.termii.apiUrl,
      senderId: providers.termii.senderId,
    },
    ...overrides,
  });
}

/** One server's app on the shared test database: its own connections and its own outbox worker. */
export async function startTextChannelApp(
  database: TestDatabase,
  config: Config,
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const handle = openDatabase(database.url);
  const app = await buildApp({ config, database: handle });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}
