import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bookingStatuses } from "../../../shared/booking-status.ts";
import { manageLinkPath } from "../../../shared/rules/manage.ts";
import {
  bookingsCountsHeader,
  bookingsExportFileName,
  bookingsTotalHeader,
} from "../../../shared/rules/bookings-list.ts";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import { idempotentReplayedHeader } from "../../../shared/rules/idempotency.ts";
import { nextCursorHeader } from "../../../shared/rules/paging.ts";
import {
  booking,
  bookingCreateInput,
  bookingExportQuery,
  createdBooking,
  type CreatedBooking,
  bookingListQuery,
  bookingStatusParams,
  bookingStatusResult,
} from "../../../shared/schemas/booking.ts";
import { idParam } from "../../../shared/schemas/common.ts";
import type { BookingStatus } from "../../../shared/booking-status.ts";
import { actingAdmin, noStore, requireAdmin } from "../../plugins/auth.ts";
import { throttle } from "../../plugins/rate-limit.ts";
import { startedStream } from "../../lib/started-stream.ts";
import { bookingReceivedMessages, messageContext, statusChangeMessages } from "../outbox/booking-messages.ts";
import { bookingsCsvChunks } from "./bookings-export.ts";
import { keptSearches, listBookingsPage } from "./bookings-list.repository.ts";
import { createBooking, lookUpStatus, setBookingStatus, type NewBooking } from "./bookings.service.ts";
import { idempotencyKeyOf, oncePerKey } from "./idempotency-keys.ts";
import { nairaToKobo } from "../../../shared/money.ts";
import { offerFor } from "../paystack/online-payments.service.ts";
import { tooManyBookings, tooManyStatusChecks } from "../../../shared/rules/limits.ts";

const tenMinutes = 10 * 60 * 1000;
const statusParams = idParam.extend({
  status: z.enum(bookingStatuses, { error: "Status must be confirmed, completed or cancelled" }),
});

export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The counts and matches of the searches staff asked for lately, kept while no booking changes
  // (decisions 072 and 074).
  const searchesKept = keptSearches(app.db);
  // Generous: many Lagos customers reach us through a carrier's shared address.
  const createLimit = throttle(app, {
    name: "booking-create",
    max: 100,
    windowMs: tenMinutes,
    message: tooManyBookings,
  });
  // IDs carry 50 random bits, so this only has to keep lookups from being hammered.
  const statusLimit = throttle(app, {
    name: "booking-status",
    max: 120,
    windowMs: tenMinutes,
    message: tooManyStatusChecks,
  });
  app.post(
    "/create",
    { schema: { body: bookingCreateInput, response: { 201: createdBooking } }, preHandler: createLimit },
    async (request, reply) => {
      // Retry-safe (decision 030): the same Idempotency-Key gets the first booking's answer, not a second booking.
      const key = idempotencyKeyOf(request.headers);
      const { availability, recurring, payments, business } = await app.catalogue.settings();
      const areas = { served: business.areasServed, fees: business.travelFees };
      const online = Boolean(app.config.paystack.secretKey);
      const context = await messageContext(app);
      // The answer, the stored replay and the confirmation mail all carry the manage link.
      const answerOf = ({ manageToken, ...made }: NewBooking): CreatedBooking => ({
        ...made,
        manageUrl: `${context.origin}${manageLinkPath(manageToken)}`,
        // Only while online payment is on: otherwise the answer is as it always was.
        ...(online
          ? { onlinePayment: offerFor(online, payments, made.status, nairaToKobo(made.totalPrice), 0) }
          : {}),
      });
      const outcome = await oncePerKey<CreatedBooking, 201>(
        app.db,
        key,
        request.body,
        request.ip,
        201,
        (claim) =>
          createBooking(app.db, availability, request.body, {
            recurring,
            areas,
            claim: claim && ((trx, made) => claim(trx, answerOf(made))),
            notify: (made) => bookingReceivedMessages(answerOf(made), context),
          }).then(answerOf),
      );
      if (outcome.replayed) {
        return reply.status(outcome.status).header(idempotentReplayedHeader, "true").send(outcome.body);
      }
      app.outbox.wake();
      app.metrics.bookingsCreated.inc();
      return reply.status(201).send(outcome.answer);
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
  // One page of bookings as an array (the shape clients have always read), in the order of a working day:
  // visits to come, the next first, then past ones (decision 061). `?page` (from 1), `?pageSize` (50 unless
  // asked, at most 100), `?q` (booking ID, name, email or phone) and `?status` narrow it; X-Total-Count
  // tells how many match over all pages, X-Status-Counts (JSON) how many match the search in each status,
  // for the tabs. See docs/decisions/013-bookings-pagination.md. X-Next-Cursor, when a page follows, is the
  // `?cursor=` that reads it by keyset, however far down (decision 056). `?group=series` shows a series of
  // regular visits as one row, and counts it once.
  app.get(
    "/get",
    {
      schema: { querystring: bookingListQuery, response: { 200: z.array(booking) } },
      onRequest: requireAdmin,
    },
    async (request, reply) => {
      const { bookings, total, counts, nextCursor } = await listBookingsPage(
        app.db,
        request.query,
        searchesKept,
      );
      reply.header(bookingsTotalHeader, String(total)).header(bookingsCountsHeader, JSON.stringify(counts));
      if (nextCursor) reply.header(nextCursorHeader, nextCursor);
      return bookings;
    },
  );

  // Every booking of the list's filters as one CSV file, streamed (decision 052): an owner's export.
  app.get(
    "/export.csv",
    { schema: { querystring: bookingExportQuery }, onRequest: requireAdmin },
    async (request, reply) => {
      const fileName = bookingsExportFileName(request.query.status, todayInLagos());
      // The header and the first rows are read before the answer begins: a failure there is an error
      // answer; once the file is under way, a failure can only cut it short.
      const file = await startedStream(bookingsCsvChunks(app.db, request.query));
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .send(file);
    },
  );

  /** A status change by the business, and the customer's message about it. */
  async function changeStatus(request: FastifyRequest, id: string, status: BookingStatus) {
    const context = await messageContext(app);
    const changed = await setBookingStatus(app.db, actingAdmin(request), id, status, (booking) =>
      statusChangeMessages(booking, status, context),
    );
    app.outbox.wake();
    return changed;
  }

  app.put(
    "/update-status/:id/:status",
    { schema: { params: statusParams, response: { 200: booking } }, onRequest: requireAdmin },
    async (request) => changeStatus(request, request.params.id, request.params.status),
  );

  // Soft cancel: the booking stays, marked cancelled.
  app.delete(
    "/delete/:id",
    { schema: { params: idParam, response: { 200: booking } }, onRequest: requireAdmin },
    async (request) => changeStatus(request, request.params.id, "cancelled"),
  );
};
