import type { FastifyInstance, FastifyRequest } from "fastify";

/** What an API route answered a form post with: enough for a page to show the result. */
export type ApiAnswer = {
  ok: boolean;
  status: number;
  /** The answer's `message`, or "" when it has none. */
  message: string;
  /** The cookies the API set (the session after a sign-in), to pass on to the browser. */
  setCookie: string[];
};

// The headers the API's checks read: the visitor's cookies, and what the security plugin compares.
const passedOn = ["cookie", "origin", "sec-fetch-site", "user-agent"] as const;

/** What an API route answered a page's GET: the answer above, and its JSON body when it has one. */
export type ApiReading = ApiAnswer & { body: unknown };

/**
 * Reads an API route for a page's loader the way the page's script would (a GET from the visitor,
 * under the same rate limits), so the page shows the answer without JavaScript too.
 */
export async function getFromApi(
  app: FastifyInstance,
  request: FastifyRequest,
  url: string,
): Promise<ApiReading> {
  const response = await app.inject({
    method: "GET",
    url,
    headers: headersOf(request),
    remoteAddress: request.ip,
  });
  return { ...answerOf(response), body: bodyOf(response.body) };
}

/**
 * Sends a page's form post through the API route a script would call, inside this process: the same
 * validation, rate limits, messages, audit and mail, from the visitor's address with the visitor's
 * cookies (docs/decisions/011-forms-without-script.md). The JSON body comes back too: a 400's
 * failing fields, a created booking.
 */
export async function postToApi(
  app: FastifyInstance,
  request: FastifyRequest,
  url: string,
  body: Record<string, unknown>,
  /** Headers of the post's own, beside the visitor's (a booking's Idempotency-Key). */
  extraHeaders: Record<string, string> = {},
): Promise<ApiReading> {
  const response = await app.inject({
    method: "POST",
    url,
    payload: body,
    headers: { ...headersOf(request), ...extraHeaders },
    remoteAddress: request.ip,
  });
  return { ...answerOf(response), body: bodyOf(response.body) };
}

function headersOf(request: FastifyRequest): Record<string, string> {
  // The host as the page saw it (behind a proxy, the forwarded one), so the same-site check agrees.
  const headers: Record<string, string> = { host: request.host };
  for (const name of passedOn) {
    const value = request.headers[name];
    if (typeof value === "string") headers[name] = value;
  }
  return headers;
}

type Injected = Awaited<ReturnType<FastifyInstance["inject"]>>;

function answerOf(response: Injected): ApiAnswer {
  const cookies = response.headers["set-cookie"];
  const body = bodyOf(response.body);
  return {
    ok: response.statusCode < 400,
    status: response.statusCode,
    message:
      body && typeof body === "object" && "message" in body && typeof body.message === "string"
        ? body.message
        : "",
    setCookie: cookies === undefined ? [] : [cookies].flat(),
  };
}

function bodyOf(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return null;
  }
}
