import { providerUnreadable } from "../../../shared/rules/messaging.ts";
import type { Config } from "../../config.ts";
import type { TextPayload } from "../outbox/text-messages.ts";
import { postJson, withoutSecrets } from "./provider-http.ts";

/**
 * What became of one send: sent (with Meta's message ID); refused for this number (send an SMS instead);
 * unauthorised (the token: the channel is misconfigured); or worth another try later (429, 5xx, timeout,
 * an answer that is not Meta's).
 */
export type SendOutcome =
  { outcome: "sent"; providerId: string } | { outcome: "refused" | "unauthorised" | "retry"; error: string };

type MetaError = { error?: { message?: unknown; code?: unknown; error_data?: { details?: unknown } } };

const provider = "WhatsApp";

/** Meta's words for a refusal: "(#131026) Message undeliverable: details". */
function metaWords(json: unknown): string | undefined {
  const error = (json as MetaError | undefined)?.error;
  if (!error || typeof error.message !== "string") return undefined;
  const code = typeof error.code === "number" ? `(#${error.code}) ` : "";
  const details = typeof error.error_data?.details === "string" ? `: ${error.error_data.details}` : "";
  return `${code}${error.message}${details}`;
}

/** Sends one approved template (docs/decisions/046-message-channels.md), as Meta's Cloud API documents. */
export async function sendWhatsappTemplate(
  whatsapp: NonNullable<Config["whatsapp"]>,
  to: string,
  payload: TextPayload,
  timeoutMs: number,
): Promise<SendOutcome> {
  const secrets = [whatsapp.token, whatsapp.appSecret, whatsapp.verifyToken];
  let answer;
  try {
    answer = await postJson(
      `${whatsapp.apiUrl}/${encodeURIComponent(whatsapp.phoneNumberId)}/messages`,
      {
        messaging_product: "whatsapp",
        recipient_type: "individual",
        to,
        type: "template",
        template: {
          name: payload.template.name,
          language: { code: payload.template.language },
          components: [{ type: "body", parameters: payload.params.map((text) => ({ type: "text", text })) }],
        },
      },
      { timeoutMs, provider, headers: { authorization: `Bearer ${whatsapp.token}` } },
    );
  } catch (error) {
    return { outcome: "retry", error: withoutSecrets((error as Error).message, secrets) };
  }
  const { status, json } = answer;
  const words = metaWords(json);
  if (status >= 200 && status < 300) {
    const id = (json as { messages?: { id?: unknown }[] } | undefined)?.messages?.[0]?.id;
    if (typeof id === "string" && id !== "") return { outcome: "sent", providerId: id };
    return { outcome: "retry", error: providerUnreadable(provider, status) };
  }
  // Only an answer in Meta's own error shape is trusted to say the number cannot receive: a proxy's HTML
  // page or a garbled body is retried like an outage.
  if (words === undefined) return { outcome: "retry", error: providerUnreadable(provider, status) };
  const error = withoutSecrets(`${provider} ${status}: ${words}`, secrets);
  if (status === 401) return { outcome: "unauthorised", error };
  if (status === 429 || status >= 500) return { outcome: "retry", error };
  if (status >= 400) return { outcome: "refused", error };
  return { outcome: "retry", error };
}
