import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { HttpError } from "./http-error.ts";
import { somethingWentWrong } from "../../shared/rules/errors.ts";

/**
 * The one place that turns errors into answers: `{ message }` with the right status, the failing
 * fields on bad input, and nothing of the internals on a real fault.
 */
export function errorHandler(
  error: FastifyError | HttpError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof HttpError) {
    return reply.status(error.statusCode).send({ message: error.message, ...error.details });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, "").replace(/\//g, ".");
      fields[field || "_"] ??= issue.message ?? "Not valid";
    }
    const first = error.validation[0]?.message ?? "The request is not valid.";
    return reply.status(400).send({ message: first, fields });
  }
  const status = "statusCode" in error && typeof error.statusCode === "number" ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    return reply.status(status).send({ message: clientErrorMessage(error as FastifyError, status) });
  }
  request.log.error({ err: error }, "request failed");
  return reply.status(500).send({ message: somethingWentWrong });
}

function clientErrorMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "The request body is not valid JSON.";
    case "FST_ERR_CTP_BODY_TOO_LARGE":
    case "FST_REQ_FILE_TOO_LARGE":
      return "The request is too large.";
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "This content type is not accepted here.";
  }
  if (status === 413) return "The request is too large.";
  if (status === 429) return error.message;
  return error.message || "The request is not valid.";
}
