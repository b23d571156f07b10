import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParam, messageResponse } from "../../../shared/schemas/common.ts";
import { testimonial, testimonialInput } from "../../../shared/schemas/testimonial.ts";
import { actingAdmin, requireAdmin } from "../../plugins/auth.ts";
import { sendCopy } from "../catalogue/catalogue.ts";
import { changeTestimonial, createTestimonial, removeTestimonial } from "./testimonials.service.ts";

export const testimonialsRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = app.catalogue;

  // Sent as the catalogue's ready-made bytes (no serialising per request); the schema describes them.
  app.get("/get", { schema: { response: { 200: z.array(testimonial) } } }, async (request, reply) =>
    sendCopy(request, reply, await catalogue.copy("testimonials")),
  );

  app.post(
    "/create",
    { schema: { body: testimonialInput, response: { 201: testimonial } }, onRequest: requireAdmin },
    async (request, reply) =>
      reply.status(201).send(await createTestimonial(catalogue, actingAdmin(request), request.body)),
  );

  app.put(
    "/update/:id",
    {
      schema: { params: idParam, body: testimonialInput, response: { 200: testimonial } },
      onRequest: requireAdmin,
    },
    async (request) => changeTestimonial(catalogue, actingAdmin(request), request.params.id, request.body),
  );

  app.delete(
    "/delete/:id",
    { schema: { params: idParam, response: { 200: messageResponse } }, onRequest: requireAdmin },
    async (request) => {
      await removeTestimonial(catalogue, actingAdmin(request), request.params.id);
      return { message: "Testimonial deleted." };
    },
  );
};
