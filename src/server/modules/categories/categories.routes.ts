import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { category, categoryInput } from "../../../shared/schemas/category.ts";
import { idParam, messageResponse } from "../../../shared/schemas/common.ts";
import { actingAdmin, requireAdmin } from "../../plugins/auth.ts";
import { sendCopy } from "../catalogue/catalogue.ts";
import { changeCategory, createCategory, removeCategory } from "./categories.service.ts";

export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = app.catalogue;

  // Sent as the catalogue's ready-made bytes (no serialising per request); the schema describes them.
  app.get("/get", { schema: { response: { 200: z.array(category) } } }, async (request, reply) =>
    sendCopy(request, reply, await catalogue.copy("categories")),
  );

  app.post(
    "/create",
    { schema: { body: categoryInput, response: { 201: category } }, onRequest: requireAdmin },
    async (request, reply) =>
      reply.status(201).send(await createCategory(catalogue, actingAdmin(request), request.body)),
  );

  app.put(
    "/update/:id",
    {
      schema: { params: idParam, body: categoryInput, response: { 200: category } },
      onRequest: requireAdmin,
    },
    async (request) => changeCategory(catalogue, actingAdmin(request), request.params.id, request.body),
  );

  app.delete(
    "/delete/:id",
    { schema: { params: idParam, response: { 200: messageResponse } }, onRequest: requireAdmin },
    async (request) => {
      await removeCategory(catalogue, actingAdmin(request), request.params.id);
      return { message: "Category deleted." };
    },
  );
};
