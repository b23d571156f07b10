import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bookingStatuses } from "../../../shared/booking-status.ts";
import { bookingsCountsHeader, bookingsTotalHeader } from "../../../shared/rules/bookings-list.ts";
import {
  booking,
  bookingCreateInput,
  bookingListQuery,
  bookingStatusParams,
  bookingStatusResult,
} from "../../../shared/schemas/booking.ts";
import { idParam } from "../../../shared/schemas/common.ts";
import { defaultSettings } from "../../../shared/settings-defaults.ts";
import { siteOrigin } from "../../lib/site-origin.ts";
import { actingAdmin, noStore, requireAdmin } from "../../plugins/auth.ts";
import { throttle } from "../../plugins/rate-limit.ts";
import { bookingConfirmation, bookingNotice } from "../mail/booking-mail.ts";
import { sendAfterResponse } from "../mail/mail.plugin.ts";
import { listBookingsPage } from "./bookings-list.repository.ts";
import { createBooking, lookUpStatus, setBookingStatus } from "./bookings.service.ts";

const tenMinutes = 10 * 60 * 1000;
const statusParams = idParam.extend({
  status: z.enum(bookingStatuses, { error: "Status must be confirmed, completed or cancelled" }),
});

export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Generous: many Lagos customers reach us through a carrier's shared address.
  const createLimit = throttle(app, {
    name: "booking-create",
    max: 100,
    windowMs: tenMinutes,
    message: "Too many bookings from this network. Please wait a few minutes and try again.",
  });
  // IDs carry 50 random bits, so this only has to keep lookups from being hammered.
  const statusLimit = throttle(app, {
    name: "booking-status",
    max: 120,
    windowMs: tenMinutes,
    message: "Too many status checks. Please wait a few minutes and try again.",
  });
  app.post(
    "/create",
    { schema: { body: bookingCreateInput, response: { 201: booking } }, preHandler: createLimit },
    async (request, reply) => {
      const { availability } = await app.catalogue.settings();
      const created = await createBooking(app.db, availability, request.body);
      const origin = siteOrigin(app);
      // The booking is stored: a failed read of the settings must not turn it into an error the customer retries.
      const { business } = await app.catalogue.settings().catch(() => defaultSettings);
      const mails = [bookingConfirmation(created, origin, business)];
      if (app.config.notifyEmail) mails.push(bookingNotice(created, app.config.notifyEmail, origin));
      sendAfterResponse(request, ...mails);
      return reply.status(201).send(created);
    },
  );

  // A customer's name: never kept by a browser or a proxy, like every admin answer (see requireAdmin).
  app.get(
    "/status/:bookingId",
    {
      schema: { params: bookingStatusParams, response: { 200: bookingStatusResult } },
      onRequest: noStore,
      preHandler: statusLimit,
    },
    async (request) => lookUpStatus(app.db, request.params.bookingId),
  );

  // NOTE: the admin guard runs on onRequest, before params and bodies are validated, so a request without a
  // session is answered 401 whatever it carries.
  // One page of bookings, newest first, as an array (the shape clients have always read). `?page` (from 1),
  // `?pageSize` (50 unless asked, at most 100), `?q` (booking ID, name, email or phone) and `?status` narrow
  // it; X-Total-Count tells how many match over all pages, X-Status-Counts (JSON) how many match the search
  // in each status, for the tabs. See docs/decisions/013-bookings-pagination.md.
  app.get(
    "/get",
    {
      schema: { querystring: bookingListQuery, response: { 200: z.array(booking) } },
      onRequest: requireAdmin,
    },
    async (request, reply) => {
      const { bookings, total, counts } = await listBookingsPage(app.db, request.query);
      reply.header(bookingsTotalHeader, String(total)).header(bookingsCountsHeader, JSON.stringify(counts));
      return bookings;
    },
  );

  app.put(
    "/update-status/:id/:status",
    { schema: { params: statusParams, response: { 200: booking } }, onRequest: requireAdmin },
    async (request) =>
      setBookingStatus(app.db, actingAdmin(request), request.params.id, request.params.status),
  );

  // Soft cancel: the booking stays, marked cancelled.
  app.delete(
    "/delete/:id",
    { schema: { params: idParam, response: { 200: booking } }, onRequest: requireAdmin },
    async (request) => setBookingStatus(app.db, actingAdmin(request), request.params.id, "cancelled"),
  );
};
