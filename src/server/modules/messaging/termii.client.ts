import { providerUnreadable } from "../../../shared/rules/messaging.ts";
import type { Config } from "../../config.ts";
import { postJson, withoutSecrets } from "./provider-http.ts";
import type { SendOutcome } from "./whatsapp.client.ts";

const provider = "Termii";

/** Sends one plain SMS through Termii's documented `POST /api/sms/send`. */
export async function sendTermiiSms(
  termii: NonNullable<Config["termii"]>,
  to: string,
  sms: string,
  timeoutMs: number,
): Promise<SendOutcome> {
  const secrets = [termii.apiKey];
  let answer;
  try {
    answer = await postJson(
      `${termii.apiUrl}/api/sms/send`,
      { api_key: termii.apiKey, to, from: termii.senderId, sms, type: "plain", channel: "generic" },
      { timeoutMs, provider },
    );
  } catch (error) {
    return { outcome: "retry", error: withoutSecrets((error as Error).message, secrets) };
  }
  const { status, json } = answer;
  const body = json as { message_id?: unknown; message?: unknown } | undefined;
  if (status >= 200 && status < 300) {
    const id = body?.message_id;
    if ((typeof id === "string" && id !== "") || typeof id === "number") {
      return { outcome: "sent", providerId: String(id) };
    }
    return { outcome: "retry", error: providerUnreadable(provider, status) };
  }
  if (typeof body?.message !== "string")
    return { outcome: "retry", error: providerUnreadable(provider, status) };
  const error = withoutSecrets(`${provider} ${status}: ${body.message}`, secrets);
  if (status === 401) return { outcome: "unauthorised", error };
  if (status === 429 || status >= 500) return { outcome: "retry", error };
  return { outcome: "refused", error };
}
