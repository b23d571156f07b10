import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bookingNotFoundById } from "../../../shared/rules/booking.ts";
import { idParam } from "../../../shared/schemas/common.ts";
import {
  bookingHistory,
  managedBooking,
  manageMessageChoiceInput,
  manageRescheduleInput,
  manageTokenParams,
  type ManageRescheduleInput,
  manageVisitParams,
  whatsappNoticeInput,
} from "../../../shared/schemas/manage.ts";
import { notFound } from "../../lib/http-error.ts";
import { actingAdmin, noStore, requireAdmin } from "../../plugins/auth.ts";
import { throttle } from "../../plugins/rate-limit.ts";
import { manageChangeLimit, manageChangeLimitMessage } from "../../../shared/rules/messaging.ts";
import {
  customerChangeMessages,
  messageContext,
  seriesCancelledMessages,
  statusChangeMessages,
} from "../outbox/booking-messages.ts";
import { cancelSeries } from "../series/series-cancel.ts";
import {
  customerActor,
  listBookingEvents,
  recordBookingEvent,
  staffActor,
} from "./booking-events.repository.ts";
import { findBookingById } from "./bookings.repository.ts";
import { setBookingStatus } from "./bookings.service.ts";
import {
  cancelManagedBooking,
  changeableOnline,
  rescheduleManagedBooking,
  viewManagedBooking,
} from "./manage.service.ts";
import { seriesOfLink } from "./manage-lookup.ts";
import { setMessageChoice } from "./manage-messages.ts";
import { offerOfLink } from "../paystack/online-payments.service.ts";
import { tooManyManageRequests } from "../../../shared/rules/limits.ts";

const tenMinutes = 10 * 60 * 1000;

// The customer's private manage link (docs/decisions/031-manage-links.md). The secret is the only key; every
// answer is one customer's booking, never kept by a browser or a proxy.
export const manageRoutes: FastifyPluginAsyncZod = async (app) => {
  // Secrets carry 256 bits, so this only keeps the routes from being hammered, like the status lookup.
  const manageLimit = throttle(app, {
    name: "booking-manage",
    max: 120,
    windowMs: tenMinutes,
    message: tooManyManageRequests,
  });
  const settings = async () => {
    const { availability, business } = await app.catalogue.settings();
    return { availability, business };
  };
  const publicRoute = { onRequest: noStore, preHandler: manageLimit };
  // Each move or cancel writes messages: per client address they are few (docs/decisions/047-message-caps.md).
  const changeLimit = throttle(app, {
    name: "booking-manage-change",
    max: manageChangeLimit.max,
    windowMs: manageChangeLimit.windowMinutes * 60_000,
    message: manageChangeLimitMessage,
  });
  const changeRoute = { onRequest: noStore, preHandler: [manageLimit, changeLimit] };

  // A move or a cancel, of the link's own booking or (with `visitId`) of one visit of its regular visits.
  type Target = { params: { token: string; visitId?: string } };
  const reschedule = async ({ params, body }: Target & { body: ManageRescheduleInput }) => {
    const context = await messageContext(app);
    const view = await rescheduleManagedBooking(
      app.db,
      await settings(),
      params,
      body,
      (booking, movedFrom) => customerChangeMessages("rescheduled", booking, context, movedFrom),
    );
    app.outbox.wake();
    return view;
  };
  const cancel = async ({ params }: Target) => {
    const context = await messageContext(app);
    const view = await cancelManagedBooking(app.db, await settings(), params, (booking) =>
      customerChangeMessages("cancelled", booking, context),
    );
    app.outbox.wake();
    return view;
  };

  app.get(
    "/manage/:token",
    { schema: { params: manageTokenParams, response: { 200: managedBooking } }, ...publicRoute },
    async (request) => {
      const { token } = request.params;
      const view = await viewManagedBooking(app.db, await settings(), token);
      const { payments } = await app.catalogue.settings();
      return { ...view, ...(await offerOfLink(app.db, app.config.paystack, payments, token)) };
    },
  );

  app.post(
    "/manage/:token/reschedule",
    {
      schema: { params: manageTokenParams, body: manageRescheduleInput, response: { 200: managedBooking } },
      ...changeRoute,
    },
    reschedule,
  );

  app.post(
    "/manage/:token/cancel",
    { schema: { params: manageTokenParams, response: { 200: managedBooking } }, ...changeRoute },
    cancel,
  );

  // One visit of the regular visits the link began, moved or skipped like the link's own booking.
  app.post(
    "/manage/:token/visits/:visitId/reschedule",
    {
      schema: { params: manageVisitParams, body: manageRescheduleInput, response: { 200: managedBooking } },
      ...changeRoute,
    },
    reschedule,
  );

  app.post(
    "/manage/:token/visits/:visitId/skip",
    { schema: { params: manageVisitParams, response: { 200: managedBooking } }, ...changeRoute },
    cancel,
  );

  // WhatsApp and SMS on or off for the booking: writes no message, so only the link's own limit applies.
  app.post(
    "/manage/:token/messages",
    {
      schema: {
        params: manageTokenParams,
        body: manageMessageChoiceInput,
        response: { 200: managedBooking },
      },
      ...publicRoute,
    },
    async (request) => {
      const { token } = request.params;
      await setMessageChoice(app.db, token, request.body);
      return viewManagedBooking(app.db, await settings(), token);
    },
  );

  // Every visit still to come, except those past the owner's change limit; one message about them all.
  app.post(
    "/manage/:token/series/cancel",
    { schema: { params: manageTokenParams, response: { 200: managedBooking } }, ...changeRoute },
    async (request) => {
      const { token } = request.params;
      const context = await messageContext(app);
      const current = await settings();
      await cancelSeries(app.db, await seriesOfLink(app.db, token), customerActor, {
        mayCancel: changeableOnline(current),
        notify: (first) => seriesCancelledMessages(first, "customer", context),
      });
      app.outbox.wake();
      return viewManagedBooking(app.db, current, token);
    },
  );

  // The booking's history for its Booking Details in the dashboard: any signed-in staff.
  app.get(
    "/:id/history",
    { schema: { params: idParam, response: { 200: bookingHistory } }, onRequest: requireAdmin },
    async (request) => {
      if (!(await findBookingById(app.db, request.params.id))) throw notFound(bookingNotFoundById);
      return { events: await listBookingEvents(app.db, request.params.id) };
    },
  );

  // A tap on a prefilled WhatsApp message in Booking Details: the message goes from the staff member's own
  // phone, so the history can only say it was opened, by whom and when.
  app.post(
    "/:id/whatsapp",
    {
      schema: { params: idParam, body: whatsappNoticeInput, response: { 200: bookingHistory } },
      onRequest: requireAdmin,
    },
    async (request) => {
      const { id } = request.params;
      // "Confirmed" is only true once the booking is: sending it on a pending booking confirms it first,
      // through the staff's status change, so the customer never reads it about a booking still pending.
      const booking = await findBookingById(app.db, id);
      if (!booking) throw notFound(bookingNotFoundById);
      if (request.body.notice === "confirmed" && booking.status === "pending") {
        const context = await messageContext(app);
        await setBookingStatus(app.db, actingAdmin(request), id, "confirmed", (changed) =>
          statusChangeMessages(changed, "confirmed", context),
        );
        app.outbox.wake();
      }
      await app.db.transaction().execute(async (trx) => {
        if (!(await findBookingById(trx, id))) throw notFound(bookingNotFoundById);
        await recordBookingEvent(trx, id, "whatsapp", staffActor(actingAdmin(request)), {
          notice: request.body.notice,
        });
      });
      return { events: await listBookingEvents(app.db, id) };
    },
  );
};
