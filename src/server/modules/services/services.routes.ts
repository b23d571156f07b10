import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParam, messageResponse } from "../../../shared/schemas/common.ts";
import { service, serviceInput } from "../../../shared/schemas/service.ts";
import { actingAdmin, requireAdmin } from "../../plugins/auth.ts";
import { sendCopy } from "../catalogue/catalogue.ts";
import { changeService, createService, removeService } from "./services.service.ts";

export const servicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = app.catalogue;

  // Sent as the catalogue's ready-made bytes (no serialising per request); the schema describes them.
  app.get("/get", { schema: { response: { 200: z.array(service) } } }, async (request, reply) =>
    sendCopy(request, reply, await catalogue.copy("services")),
  );

  app.post(
    "/create",
    { schema: { body: serviceInput, response: { 201: service } }, onRequest: requireAdmin },
    async (request, reply) =>
      reply.status(201).send(await createService(catalogue, actingAdmin(request), request.body)),
  );

  app.put(
    "/update/:id",
    { schema: { params: idParam, body: serviceInput, response: { 200: service } }, onRequest: requireAdmin },
    async (request) => changeService(catalogue, actingAdmin(request), request.params.id, request.body),
  );

  app.delete(
    "/delete/:id",
    { schema: { params: idParam, response: { 200: messageResponse } }, onRequest: requireAdmin },
    async (request) => {
      await removeService(catalogue, actingAdmin(request), request.params.id);
      return { message: "Service deleted." };
    },
  );
};
