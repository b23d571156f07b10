import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { idempotencyKeyHeader } from "../shared/rules/idempotency.ts";
import { getFromApi, postToApi, type ApiReading } from "./lib/post-to-api.ts";
import { siteOrigin } from "./lib/site-origin.ts";
import { createRepeatBookings, type OnceResult } from "./modules/bookings/repeat-bookings.ts";
import type { PublicCatalogue } from "./modules/catalogue/catalogue.ts";

/**
 * What route loaders on the server may use: the same functions the API calls, without an HTTP
 * round trip. Built once per app.
 */
export function createLoaderServices(app: FastifyInstance) {
  return {
    /** The public lists from memory, and a version that changes whenever any of them does. */
    catalogue: app.catalogue as PublicCatalogue,
    /** The booking page's guard against a double submit (decision 017). */
    repeatBookings: createRepeatBookings(),
  };
}

const bookingCreatePath = "/api/bookings/create";

export type LoaderServices = ReturnType<typeof createLoaderServices>;

export type RequestContext = {
  services: LoaderServices;
  /** The site's own origin (PUBLIC_URL, or the listening address), for absolute links in meta tags. */
  origin: string;
  /** This response's CSP nonce: the only inline scripts that run are the ones carrying it. */
  cspNonce: string;
  /** Answers a plain HTML form post through the API route a script would call (decision 011). */
  postToApi: (url: string, body: Record<string, unknown>) => Promise<ApiReading>;
  /**
   * Posts a booking to the booking API as `postToApi` does, once: the same booking posted again within
   * a minute gets the first one's answer, marked as a repeat (decision 017). The attempt's key goes as the
   * Idempotency-Key, which holds across servers and for a day (decision 030).
   */
  postBookingOnce: (booking: Record<string, unknown>, attemptKey?: string) => Promise<OnceResult<ApiReading>>;
  /** Reads an API route as the visitor's script would (same limits), for a page shown without script. */
  getFromApi: (url: string) => Promise<ApiReading>;
};

export function requestContext(
  services: LoaderServices,
  request: FastifyRequest,
  reply: FastifyReply,
): RequestContext {
  return {
    services,
    origin: siteOrigin(request.server),
    cspNonce: reply.scriptNonce,
    postToApi: (url, body) => postToApi(request.server, request, url, body),
    postBookingOnce: (booking, attemptKey) =>
      services.repeatBookings.once(booking, () =>
        postToApi(
          request.server,
          request,
          bookingCreatePath,
          booking,
          attemptKey === undefined ? {} : { [idempotencyKeyHeader]: attemptKey },
        ),
      ),
    getFromApi: (url) => getFromApi(request.server, request, url),
  };
}

declare module "react-router" {
  // Module augmentation needs an interface; its members come from RequestContext.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestContext {}
}
