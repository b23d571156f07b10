import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  signInAttemptsPerAddress,
  signInFailuresPerAccountAndAddress,
  signInFailuresPerAccountBeforeSlowdown,
  signInSlowdownMs,
  signInWindowMs,
  tooManySignInAttempts,
} from "../../../shared/rules/sign-in.ts";
import { HttpError, tooManyRequests } from "../../lib/http-error.ts";
import { throttle } from "../../plugins/rate-limit.ts";

/**
 * The limits on signing in (SECURITY.md). Only wrong passwords count against an account, and they count
 * per account AND address: an address that guesses too often is refused that account, while the owner at
 * another address still signs in. Across all addresses, guessing only slows every answer for the account,
 * up to a cap, so nobody can lock the owner out. Each address is also held to a number of sign-in
 * requests of any kind, so one address cannot try many accounts quickly.
 */
export function signInLimits(app: FastifyInstance) {
  const scale = app.config.rateLimitScale;
  const perAddress = throttle(app, {
    name: "login-ip",
    max: signInAttemptsPerAddress,
    windowMs: signInWindowMs,
    message: tooManySignInAttempts,
  });

  /** Runs `signIn` (which throws a 401 for wrong credentials) under the per-account limits. */
  async function guarded<T>(request: FastifyRequest, email: string, signIn: () => Promise<T>): Promise<T> {
    const account = `login-account:${email.trim().toLowerCase()}`;
    const pair = `login-pair:${request.ip}:${account}`;
    const [pairFailures, accountFailures] = await Promise.all([
      app.failures.count(pair),
      app.failures.count(account),
    ]);
    if (pairFailures >= signInFailuresPerAccountAndAddress * scale)
      throw tooManyRequests(tooManySignInAttempts);
    const delay = signInSlowdownMs(accountFailures - (scale - 1) * signInFailuresPerAccountBeforeSlowdown);
    if (delay > 0) await sleep(delay);
    try {
      const result = await signIn();
      await app.failures.clear(pair);
      return result;
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 401) {
        await Promise.all([
          app.failures.add(pair, signInWindowMs),
          app.failures.add(account, signInWindowMs),
        ]);
      }
      throw error;
    }
  }

  return { perAddress, guarded };
}
