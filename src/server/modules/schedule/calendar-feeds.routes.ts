import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  calendarFeed,
  calendarFeedContactInput,
  calendarFeedRenewInput,
  calendarFileParams,
} from "../../../shared/schemas/calendar-feed.ts";
import { siteOrigin } from "../../lib/site-origin.ts";
import { actingAdmin, noStore, requireAdmin } from "../../plugins/auth.ts";
import { throttle } from "../../plugins/rate-limit.ts";
import { calendarFeeds, calendarFile, renewCalendarFeed, setFeedContact } from "./calendar-feeds.service.ts";
import { tooManyCalendarRequests } from "../../../shared/rules/limits.ts";

/** The owner's view of the secret calendar addresses (the crews area of the roles table). */
export const calendarFeedsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/",
    {
      prefixTrailingSlash: "no-slash",
      onRequest: requireAdmin,
      schema: { response: { 200: z.array(calendarFeed) } },
    },
    async () => calendarFeeds(app.db, siteOrigin(app)),
  );

  app.post(
    "/renew",
    { onRequest: requireAdmin, schema: { body: calendarFeedRenewInput, response: { 200: calendarFeed } } },
    async (request) => renewCalendarFeed(app.db, actingAdmin(request), request.body.scope, siteOrigin(app)),
  );

  app.put(
    "/contact-details",
    { onRequest: requireAdmin, schema: { body: calendarFeedContactInput, response: { 200: calendarFeed } } },
    async (request) =>
      setFeedContact(
        app.db,
        actingAdmin(request),
        request.body.scope,
        request.body.includeContact,
        siteOrigin(app),
      ),
  );
};

/**
 * The feeds themselves, read by calendar apps with no session: the token in the address is the key.
 * Never stored by a proxy (customers' names are in it); a wrong or renewed token is a 404.
 */
export const calendarFileRoutes: FastifyPluginAsyncZod = async (app) => {
  // Calendar apps read a feed every hour or so; this only keeps tokens from being hammered.
  const feedLimit = throttle(app, {
    name: "calendar-feed",
    max: 300,
    windowMs: 10 * 60 * 1000,
    message: tooManyCalendarRequests,
  });
  app.get(
    "/:file",
    { schema: { params: calendarFileParams }, onRequest: noStore, preHandler: feedLimit },
    async (request, reply) => {
      const settings = await app.catalogue.settings();
      const body = await calendarFile(app.db, settings, request.params.file);
      return reply.type("text/calendar; charset=utf-8").send(body);
    },
  );
};
