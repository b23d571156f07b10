import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { imageFormats, imageWidths } from "../../../shared/image-url.ts";
import { storedImageIdPattern } from "../../../shared/rules/image-url.ts";
import { tooManyUploads } from "../../../shared/rules/limits.ts";
import { noFileChosen, uploadTooLarge } from "../../../shared/rules/images.ts";
import { numberField } from "../../../shared/schemas/common.ts";
import { badRequest, HttpError, notFound, payloadTooLarge, tooManyRequests } from "../../lib/http-error.ts";
import { actingAdmin, requireAdmin } from "../../plugins/auth.ts";
import { maxUploadBytes } from "./image-processing.ts";
import { loadImage, storeUpload } from "./images.service.ts";

/**
 * Each upload in flight may hold up to 10 MB while it waits for an image slot, so their number is
 * capped to keep memory bounded under a flood. The dashboard sends one file at a time per person.
 */
export const maxUploadsInFlight = 6;
const unreadableUpload = "The upload could not be read. Please choose the image again.";
const immutable = "public, max-age=31536000, immutable";

const imageParams = z.object({ id: z.string().regex(storedImageIdPattern, "Image not found") });
const widthMessage = `Width must be one of ${imageWidths.join(", ")}`;
const variantQuery = z.object({
  w: numberField({ required: widthMessage, invalid: widthMessage })
    .refine((w) => (imageWidths as readonly number[]).includes(w), widthMessage)
    .optional(),
  f: z.enum(imageFormats, { error: `Format must be one of ${imageFormats.join(", ")}` }).optional(),
});

export const imagesRoutes: FastifyPluginAsyncZod = async (app) => {
  let uploadsInFlight = 0;

  // One file per request, held in memory only up to the limit; the rest of an oversized body is discarded.
  await app.register(multipart, {
    limits: { fileSize: maxUploadBytes, files: 1, fields: 10, fieldSize: 1024, parts: 20 },
  });

  app.post(
    "/uploads",
    {
      onRequest: requireAdmin,
      schema: { consumes: ["multipart/form-data"], response: { 201: z.object({ secure_url: z.string() }) } },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest(noFileChosen);
      if (uploadsInFlight >= maxUploadsInFlight) throw tooManyRequests(tooManyUploads);
      uploadsInFlight++;
      try {
        const url = await storeUpload(app.db, actingAdmin(request), await readUpload(request));
        return reply.status(201).send({ secure_url: url });
      } finally {
        uploadsInFlight--;
      }
    },
  );

  /** The one file of an upload request, with every way a body can be broken turned into a 4xx. */
  async function readUpload(request: FastifyRequest): Promise<Buffer> {
    try {
      const part = await request.file();
      if (!part || part.fieldname !== "file") throw badRequest(noFileChosen);
      return await part.toBuffer();
    } catch (error) {
      if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
        throw payloadTooLarge(uploadTooLarge);
      }
      // Malformed multipart (a cut-off body, broken part headers) is the client's fault, not ours.
      if (!(error instanceof HttpError) && !(error as { statusCode?: number }).statusCode) {
        throw badRequest(unreadableUpload);
      }
      throw error;
    }
  }

  app.get(
    "/images/:id",
    { schema: { params: imageParams, querystring: variantQuery } },
    async (request, reply) => {
      const { id } = request.params;
      const { w, f } = request.query;
      // Stored images never change, so a tag from the url alone is exact and needs no database read.
      const etag = `"${id}-${w ?? 0}-${f ?? "o"}"`;
      reply
        .header("cache-control", immutable)
        .header("etag", etag)
        .header("x-content-type-options", "nosniff");
      if (request.headers["if-none-match"]?.split(",").some((tag) => tag.trim() === etag)) {
        return reply.code(304).send();
      }
      const image = await loadImage(app.db, id, w, f);
      if (!image) {
        reply.removeHeader("cache-control").removeHeader("etag");
        throw notFound("Image not found");
      }
      return reply
        .type(image.contentType)
        .send(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength));
    },
  );
};
