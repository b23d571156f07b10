import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParam, messageResponse } from "../../../shared/schemas/common.ts";
import { coupon, couponCheckInput, couponCheckResult, couponInput } from "../../../shared/schemas/coupon.ts";
import { actingAdmin, requireAdmin } from "../../plugins/auth.ts";
import { throttle } from "../../plugins/rate-limit.ts";
import { listCoupons, toCoupon } from "./coupons.repository.ts";
import { checkCoupon, createCoupon, removeCoupon, toggleCoupon } from "./coupons.service.ts";
import { tooManyCouponChecks } from "../../../shared/rules/limits.ts";
import { couponDeleted } from "../../../shared/rules/toasts.ts";

const tenMinutes = 10 * 60 * 1000;

export const couponsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Enough for a household trying a few codes, too few to guess codes by brute force.
  const checkLimit = throttle(app, {
    name: "coupon-check",
    max: 60,
    windowMs: tenMinutes,
    message: tooManyCouponChecks,
  });
  // NOTE: the admin guard runs on onRequest, before the body is parsed and validated, so a request without a
  // session is answered 401 whatever it carries (a preHandler would answer 400 to a bad body first).
  app.post(
    "/check",
    { schema: { body: couponCheckInput, response: { 200: couponCheckResult } }, preHandler: checkLimit },
    async (request) => checkCoupon(app.db, request.body.code),
  );

  app.get("/get", { schema: { response: { 200: z.array(coupon) } }, onRequest: requireAdmin }, async () =>
    (await listCoupons(app.db)).map(toCoupon),
  );

  app.post(
    "/create",
    { schema: { body: couponInput, response: { 201: coupon } }, onRequest: requireAdmin },
    async (request, reply) =>
      reply.status(201).send(await createCoupon(app.db, actingAdmin(request), request.body)),
  );

  app.put(
    "/toggle/:id/toggle",
    { schema: { params: idParam, response: { 200: coupon } }, onRequest: requireAdmin },
    async (request) => toggleCoupon(app.db, actingAdmin(request), request.params.id),
  );

  app.delete(
    "/delete/:id",
    { schema: { params: idParam, response: { 200: messageResponse } }, onRequest: requireAdmin },
    async (request) => {
      await removeCoupon(app.db, actingAdmin(request), request.params.id);
      return { message: couponDeleted };
    },
  );
};
