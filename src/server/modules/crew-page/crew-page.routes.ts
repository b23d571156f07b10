import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { crewPageNotFound, crewPagePath } from "../../../shared/rules/crew-page.ts";
import {
  crewActionAnswer,
  crewPageParams,
  crewPhotoFields,
  crewPhotoJson,
  crewStepInput,
  crewTickInput,
  type CrewPhotoJson,
} from "../../../shared/schemas/crew-page.ts";
import { badRequest, HttpError, notFound, payloadTooLarge, tooManyRequests } from "../../lib/http-error.ts";
import { noStore } from "../../plugins/auth.ts";
import { throttle } from "../../plugins/rate-limit.ts";
import { maxUploadBytes } from "../images/image-processing.ts";
import { maxUploadsInFlight } from "../images/images.routes.ts";
import { noFileChosen, uploadTooLarge } from "../../../shared/rules/images.ts";
import { messageContext } from "../outbox/booking-messages.ts";
import { recordCrewPhoto, recordCrewStep, recordCrewTick } from "./crew-actions.service.ts";
import { findCrewByToken } from "./crew-links.ts";
import { crewPageGoneHtml, crewPageHtml, crewPageManifest } from "./crew-page.html.ts";
import { crewPageView } from "./crew-page.service.ts";
import { tooManyCrewPageRequests, tooManyCrewPhotos } from "../../../shared/rules/limits.ts";

/** The crew a token opens; a wrong, old or renewed one is a 404 that says nothing of what exists. */
async function crewOf(app: FastifyInstance, token: string) {
  const crew = /^[A-Za-z0-9_-]{32,128}$/.test(token) ? await findCrewByToken(app.db, token) : undefined;
  if (!crew) throw notFound(crewPageNotFound);
  return crew;
}

/** A form posted without the page's script goes back to the page, at the job; the script and API clients get JSON. */
function answer(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  bookingId: string,
  recorded: boolean,
) {
  const type = request.headers["content-type"] ?? "";
  const form = type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data");
  if (!form || (request.headers.accept ?? "").includes("application/json")) return reply.send({ recorded });
  return reply.redirect(`${crewPagePath(token)}#job-${encodeURIComponent(bookingId)}`, 303);
}

/** Form fields are text: the phone's time is the server's when no script gave one, and "done" is "true". */
function fromForm(request: FastifyRequest): void {
  if (!(request.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded")) return;
  const body = request.body as Record<string, unknown>;
  body.takenAt ||= new Date().toISOString();
  if (typeof body.done === "string") body.done = body.done === "true";
}

/**
 * The crew page and what a crew sends from it (docs/decisions/049-crew-pages.md). No account: the secret
 * link is the key, as for the calendar feeds. Never stored by a proxy (customers' names are in it).
 */
export const crewPageRoutes: FastifyPluginAsyncZod = async (app) => {
  let uploadsInFlight = 0;
  await app.register(multipart, {
    limits: { fileSize: maxUploadBytes, files: 1, fields: 10, fieldSize: 1024, parts: 20 },
  });
  // The page's buttons are forms, so they work before (or without) the page's script.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const limit = throttle(app, {
    name: "crew-page",
    max: 600,
    windowMs: 10 * 60 * 1000,
    message: tooManyCrewPageRequests,
  });

  app.get(
    "/crew/:token",
    { schema: { hide: true, params: crewPageParams }, onRequest: noStore, preHandler: limit },
    async (request, reply) => {
      const crew = await crewOf(app, request.params.token).catch((error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 404) return undefined;
        throw error;
      });
      // A crew opening an old link reads why, on a page, with no hint of what exists.
      if (!crew) return reply.status(404).type("text/html; charset=utf-8").send(crewPageGoneHtml());
      const settings = await app.catalogue.settings();
      const view = await crewPageView(app.db, settings, crew);
      return reply
        .type("text/html; charset=utf-8")
        .header("referrer-policy", "no-referrer")
        .send(crewPageHtml(view, request.params.token, settings.business.name));
    },
  );

  app.get(
    "/crew/:token/manifest.webmanifest",
    { schema: { hide: true, params: crewPageParams }, onRequest: noStore, preHandler: limit },
    async (request, reply) => {
      const crew = await crewOf(app, request.params.token);
      const settings = await app.catalogue.settings();
      return reply
        .type("application/manifest+json")
        .send(crewPageManifest(request.params.token, crew.name, settings.business.shortName));
    },
  );

  app.post(
    "/api/crew-pages/:token/steps",
    {
      onRequest: noStore,
      preHandler: limit,
      preValidation: async (request) => fromForm(request),
      schema: { params: crewPageParams, body: crewStepInput, response: { 200: crewActionAnswer } },
    },
    async (request, reply) => {
      const crew = await crewOf(app, request.params.token);
      const settings = await app.catalogue.settings();
      const recorded = await recordCrewStep(
        app.db,
        { settings, messages: await messageContext(app) },
        crew,
        request.body,
      );
      return answer(request, reply, request.params.token, request.body.bookingId, recorded);
    },
  );

  app.post(
    "/api/crew-pages/:token/ticks",
    {
      onRequest: noStore,
      preHandler: limit,
      preValidation: async (request) => fromForm(request),
      schema: { params: crewPageParams, body: crewTickInput, response: { 200: crewActionAnswer } },
    },
    async (request, reply) => {
      const crew = await crewOf(app, request.params.token);
      const recorded = await recordCrewTick(app.db, crew, request.body);
      return answer(request, reply, request.params.token, request.body.bookingId, recorded);
    },
  );

  app.post(
    "/api/crew-pages/:token/photos",
    {
      onRequest: noStore,
      preHandler: limit,
      // The photo in base64 takes a third more room than the file itself.
      bodyLimit: Math.ceil(maxUploadBytes / 3) * 4 + 64 * 1024,
      schema: {
        params: crewPageParams,
        consumes: ["multipart/form-data", "application/json"],
        body: crewPhotoJson.nullish(),
        response: { 200: crewActionAnswer },
      },
    },
    async (request, reply) => {
      const crew = await crewOf(app, request.params.token);
      if (!request.isMultipart() && !request.body) throw badRequest(noFileChosen);
      if (uploadsInFlight >= maxUploadsInFlight) throw tooManyRequests(tooManyCrewPhotos);
      uploadsInFlight++;
      try {
        const { fields, bytes } = request.body ? fromJson(request.body) : await readPhoto(request);
        const recorded = await recordCrewPhoto(app.db, crew, fields, bytes);
        return answer(request, reply, request.params.token, fields.bookingId, recorded);
      } finally {
        uploadsInFlight--;
      }
    },
  );

  function fromJson({ photo, ...fields }: CrewPhotoJson) {
    const bytes = Buffer.from(photo, "base64");
    if (bytes.length > maxUploadBytes) throw payloadTooLarge(uploadTooLarge);
    return { fields, bytes };
  }

  /** The photo's fields and its one file; any broken body is the sender's fault (4xx), never a 500. */
  async function readPhoto(request: FastifyRequest) {
    const values: Record<string, string> = {};
    let bytes: Buffer | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type === "file") {
          if (part.fieldname !== "file") throw badRequest(noFileChosen);
          bytes = await part.toBuffer();
        } else if (typeof part.value === "string") {
          values[part.fieldname] = part.value;
        }
      }
    } catch (error) {
      if (error instanceof app.multipartErrors.RequestFileTooLargeError)
        throw payloadTooLarge(uploadTooLarge);
      if (!(error instanceof HttpError) && !(error as { statusCode?: number }).statusCode) {
        throw badRequest("The photo could not be read. Take it again.");
      }
      throw error;
    }
    if (!bytes) throw badRequest(noFileChosen);
    values.takenAt ||= new Date().toISOString();
    const parsed = crewPhotoFields.safeParse(values);
    if (!parsed.success)
      throw badRequest(parsed.error.issues[0]?.message ?? "The photo's details are not valid.");
    return { fields: parsed.data, bytes };
  }
};
