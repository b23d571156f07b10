import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParam, messageResponse } from "../../../shared/schemas/common.ts";
import { pastWork, pastWorkInput } from "../../../shared/schemas/past-work.ts";
import { actingAdmin, requireAdmin } from "../../plugins/auth.ts";
import { sendCopy } from "../catalogue/catalogue.ts";
import { changePastWork, createPastWork, removePastWork } from "./past-works.service.ts";

export const pastWorksRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = app.catalogue;

  // Sent as the catalogue's ready-made bytes (no serialising per request); the schema describes them.
  app.get("/get", { schema: { response: { 200: z.array(pastWork) } } }, async (request, reply) =>
    sendCopy(request, reply, await catalogue.copy("pastWorks")),
  );

  app.post(
    "/create",
    { schema: { body: pastWorkInput, response: { 201: pastWork } }, onRequest: requireAdmin },
    async (request, reply) =>
      reply.status(201).send(await createPastWork(catalogue, actingAdmin(request), request.body)),
  );

  app.put(
    "/update/:id",
    {
      schema: { params: idParam, body: pastWorkInput, response: { 200: pastWork } },
      onRequest: requireAdmin,
    },
    async (request) => changePastWork(catalogue, actingAdmin(request), request.params.id, request.body),
  );

  app.delete(
    "/delete/:id",
    { schema: { params: idParam, response: { 200: messageResponse } }, onRequest: requireAdmin },
    async (request) => {
      await removePastWork(catalogue, actingAdmin(request), request.params.id);
      return { message: "Work deleted." };
    },
  );
};
