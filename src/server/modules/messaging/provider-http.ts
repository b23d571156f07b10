import { providerTimedOut, providerUnreachable } from "../../../shared/rules/messaging.ts";

/** A provider's answer: its status and its body as JSON, or `json: undefined` when it was not JSON. */
export type ProviderAnswer = { status: number; json: unknown };

/**
 * POSTs JSON to a message provider, giving up after `timeoutMs`. Network failures and timeouts come back
 * as an Error whose words are ours, never the request's: the URL, headers and body may hold a key.
 */
export async function postJson(
  url: string,
  body: unknown,
  options: { timeoutMs: number; provider: string; headers?: Record<string, string> },
): Promise<ProviderAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", ...options.headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs),
      redirect: "error",
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    // No cause on purpose: fetch's own error can quote the request, and a logged cause would carry it.
    // eslint-disable-next-line preserve-caught-error
    throw new Error(
      timedOut
        ? providerTimedOut(options.provider, Math.round(options.timeoutMs / 1000))
        : providerUnreachable(options.provider),
    );
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new Error(providerTimedOut(options.provider, Math.round(options.timeoutMs / 1000)));
  }
  return { status: response.status, json: parseJson(text) };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A provider's words with any secret we hold taken out, cut to what the Outbox shows. */
export function withoutSecrets(words: string, secrets: readonly (string | undefined)[]): string {
  let clean = words;
  for (const secret of secrets) if (secret) clean = clean.split(secret).join("[hidden]");
  return clean.slice(0, 300);
}
