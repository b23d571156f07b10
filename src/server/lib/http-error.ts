/** An error whose message is safe to show the user, with the HTTP status it answers with. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) =>
  new HttpError(400, message, details);
export const unauthorized = (message = "Please sign in to continue.") => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, details?: Record<string, unknown>) =>
  new HttpError(409, message, details);
/** Well-formed, but not something the server can act on (an Idempotency-Key it cannot use). */
export const unprocessable = (message: string) => new HttpError(422, message);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);
