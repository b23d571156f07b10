import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParam } from "../../../shared/schemas/common.ts";
import {
  bookingPayments,
  paymentInput,
  paymentParams,
  reversalInput,
} from "../../../shared/schemas/payment.ts";
import { actingAdmin, requireAdmin } from "../../plugins/auth.ts";
import { bookingPaymentsOf, recordPayment, reversePayment } from "./payments.service.ts";

/** Payments on a booking (decision 032): any signed-in staff, as for the rest of /api/bookings. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/:id/payments",
    { schema: { params: idParam, response: { 200: bookingPayments } }, onRequest: requireAdmin },
    async (request) => bookingPaymentsOf(app.db, request.params.id),
  );

  app.post(
    "/:id/payments",
    {
      schema: { params: idParam, body: paymentInput, response: { 201: bookingPayments } },
      onRequest: requireAdmin,
    },
    async (request, reply) => {
      const answer = await recordPayment(app.db, actingAdmin(request), request.params.id, request.body);
      return reply.status(201).send(answer);
    },
  );

  // A correction is a new, negative entry pointing at the original: nothing is edited or deleted.
  app.post(
    "/:id/payments/:paymentId/reverse",
    {
      schema: { params: paymentParams, body: reversalInput, response: { 201: bookingPayments } },
      onRequest: requireAdmin,
    },
    async (request, reply) => {
      const { id, paymentId } = request.params;
      const answer = await reversePayment(app.db, actingAdmin(request), id, paymentId, request.body.reason);
      return reply.status(201).send(answer);
    },
  );
};
