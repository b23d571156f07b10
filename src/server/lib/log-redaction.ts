import type { FastifyRequest } from "fastify";
import { withoutPathSecrets } from "./secret-paths.ts";

const hidden = "[redacted]";

/** Query keys whose values say nothing about anyone: an image's width and format, a page number. */
const plainQueryKeys = new Set(["w", "f", "page", "limit"]);

/** Fields that hold a secret or a customer's details, wherever they appear in a logged object. */
const sensitiveFields = [
  "password",
  "currentPassword",
  "newPassword",
  "token",
  "email",
  "phone",
  "customerName",
  "address",
  "message",
  // Outgoing mail: the recipient, and a subject that carries the customer's name.
  "to",
  "replyTo",
  "subject",
];

/** Pino's redaction: cookies, bodies and parameters, and the fields above at the top or one level down. */
export const logRedaction = {
  paths: [
    "req.headers.cookie",
    "req.headers.authorization",
    'res.headers["set-cookie"]',
    "body",
    "req.body",
    "query",
    "req.query",
    "params",
    "req.params",
    ...sensitiveFields.filter((field) => field !== "message"),
    ...sensitiveFields.map((field) => `*.${field}`),
  ],
  censor: hidden,
};

/** Email addresses and phone-like runs of digits in free text (a path, an error message) are hidden. */
export function scrubText(text: string): string {
  return text
    .replace(/[^\s/?&=:@"'<>]+@[^\s/?&=:@"'<>]+\.[^\s/?&=:@"'<>]+/g, hidden)
    .replace(/\+?\d[\d\s().-]{6,}\d/g, hidden);
}

/** A request URL fit for the log: the path, and a query string whose values are hidden. */
export function redactedUrl(url: string): string {
  const mark = url.indexOf("?");
  // A manage link's, a calendar feed's or a crew page's secret opens what it names: the log keeps the
  // path without it, however it was spelled (decisions 031 and 051).
  const path = scrubText(withoutPathSecrets(mark === -1 ? url : url.slice(0, mark), hidden));
  if (mark === -1) return path;
  const pairs = url
    .slice(mark + 1)
    .split("&")
    .filter(Boolean)
    .map((pair) => {
      const key = pair.split("=", 1)[0]!;
      return plainQueryKeys.has(key) ? pair : `${scrubText(key)}=${hidden}`;
    });
  return `${path}?${pairs.join("&")}`;
}

type LoggedError = { [key: string]: unknown; type: string; message: string; stack: string };

/** The logger's serializers: requests without query values, errors without customers' details. */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactedUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
  err(error: Error): LoggedError {
    const fields = error as Error & { code?: unknown; statusCode?: unknown; detail?: unknown };
    return {
      type: error.constructor?.name ?? "Error",
      message: scrubText(String(error.message)),
      stack: scrubText(error.stack ?? ""),
      code: fields.code,
      statusCode: fields.statusCode,
      ...(typeof fields.detail === "string" ? { detail: scrubText(fields.detail) } : {}),
    };
  },
};
