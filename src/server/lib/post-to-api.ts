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

/**
 * Sends a page's form post through the API route a script would call, inside this process: the same
 * validation, rate limits, messages, audit and mail, from the visitor's address with the visitor's
 * cookies (docs/decisions/011-forms-without-script.md).
 */
export async function postToApi(
  app: FastifyInstance,
  request: FastifyRequest,
  url: string,
  body: Record<string, unknown>,
): Promise<ApiAnswer> {
  // The host as the page saw it (behind a proxy, the forwarded one), so the same-site check agrees.
  const headers: Record<string, string> = { host: request.host };
  for (const name of passedOn) {
    const value = request.headers[name];
    if (typeof value === "string") headers[name] = value;
  }
  const response = await app.inject({
    method: "POST",
    url,
    payload: body,
    headers,
    remoteAddress: request.ip,
  });
  const cookies = response.headers["set-cookie"];
  return {
    ok: response.statusCode < 400,
    status: response.statusCode,
    message: messageOf(response.body),
    setCookie: cookies === undefined ? [] : [cookies].flat(),
  };
}

function messageOf(body: string): string {
  try {
    const value: unknown = JSON.parse(body);
    return value && typeof value === "object" && "message" in value && typeof value.message === "string"
      ? value.message
      : "";
  } catch {
    return "";
  }
}
