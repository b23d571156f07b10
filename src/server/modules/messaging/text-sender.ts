import type { FastifyInstance } from "fastify";
import {
  channelNotSetUp,
  sentBySmsInstead,
  whatsappUnauthorised,
  whatsappUnauthorisedNotice,
  whatsappUnauthorisedSubject,
} from "../../../shared/rules/messaging.ts";
import type { OutboxRow } from "../../db/schema.ts";
import { escapeHtml } from "../mail/html.ts";
import { enqueueMessages, markAttemptFailed, markSent } from "../outbox/outbox.repository.ts";
import type { TextPayload } from "../outbox/text-messages.ts";
import { sendTermiiSms } from "./termii.client.ts";
import { clearChannelProblem, enqueueSmsInstead, recordChannelProblem } from "./text-outbox.repository.ts";
import { sendWhatsappTemplate, type SendOutcome } from "./whatsapp.client.ts";

/** What the worker does with a failed try: retry later at `retryAt`, or give up now (null). */
export type RetryPlan = (row: OutboxRow) => Date | null;

function payloadOf(row: OutboxRow): TextPayload | undefined {
  try {
    return JSON.parse(row.payload ?? "") as TextPayload;
  } catch {
    return undefined;
  }
}

/**
 * Sends one claimed WhatsApp or SMS row (docs/decisions/046-message-channels.md). WhatsApp first: a refusal
 * for the number (a 4xx other than 401 and 429, such as 131026) fails it and writes the SMS at once; a 401
 * also tells the owner, once per outage; a 429, 5xx, timeout or unreadable answer waits for the next try,
 * never an SMS, so the customer never gets the message twice.
 */
export async function sendTextRow(app: FastifyInstance, row: OutboxRow, retryAt: RetryPlan): Promise<void> {
  const { whatsapp, termii, providerTimeoutMs } = app.config;
  const payload = row.channel === "whatsapp" ? payloadOf(row) : undefined;
  let result: SendOutcome;
  if (row.channel === "whatsapp") {
    result =
      whatsapp && payload
        ? await sendWhatsappTemplate(whatsapp, row.recipient, payload, providerTimeoutMs)
        : { outcome: "refused", error: channelNotSetUp("WhatsApp") };
  } else {
    result = termii
      ? await sendTermiiSms(termii, row.recipient, row.text_body, providerTimeoutMs)
      : { outcome: "refused", error: channelNotSetUp("SMS") };
  }
  const now = new Date();
  if (result.outcome === "sent") {
    await markSent(app.db, row, now, result.providerId);
    if (row.channel === "whatsapp") await clearChannelProblem(app.db, "whatsapp");
    return;
  }
  app.log.warn(
    { id: row.id, kind: row.kind, channel: row.channel, outcome: result.outcome },
    "text message not sent",
  );
  if (result.outcome === "retry") {
    await markAttemptFailed(app.db, row, result.error, now, retryAt(row));
    return;
  }
  const smsInstead = row.channel === "whatsapp" && termii && payload?.sms;
  await app.db.transaction().execute(async (trx) => {
    const error = smsInstead ? `${result.error} ${sentBySmsInstead}` : result.error;
    await markAttemptFailed(trx, row, error, now, null);
    if (smsInstead) await enqueueSmsInstead(trx, row, payload.sms, now);
    if (result.outcome === "unauthorised" && row.channel === "whatsapp") await tellOwnerOnce(app, trx, now);
  });
  app.outbox.wake();
}

/** The owner hears once per outage that WhatsApp refused the token (and the doctor says so meanwhile). */
async function tellOwnerOnce(app: FastifyInstance, trx: FastifyInstance["db"], now: Date): Promise<void> {
  const since = await recordChannelProblem(trx, "whatsapp", whatsappUnauthorised, now);
  app.log.error({ channel: "whatsapp" }, "WhatsApp refused the access token (401)");
  if (!app.config.notifyEmail) return;
  await enqueueMessages(
    trx,
    [
      {
        kind: "channel-problem",
        dedupeKey: `channel-problem:whatsapp:${since}`,
        to: app.config.notifyEmail,
        subject: whatsappUnauthorisedSubject,
        text: whatsappUnauthorisedNotice,
        html: `<p>${escapeHtml(whatsappUnauthorisedNotice)}</p>`,
      },
    ],
    now,
  );
}
