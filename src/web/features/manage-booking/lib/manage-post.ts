import { timeWindows, type TimeWindow } from "~/shared/booking-status";
import { bookingCancelledByCustomer, bookingMoved } from "~/shared/rules/manage";
import { messageChoiceSaved } from "~/shared/rules/message-choice";
import { quoteAccepted, quoteDeclined } from "~/shared/rules/quotes";
import { seriesCancelled, visitSkipped } from "~/shared/rules/recurring";
import { textOf } from "~/web/lib/form-text";

// What the manage page (/manage/<secret>) posts and what it is answered with: plain HTML forms, so moving
// and cancelling work without script; with script the same posts are answered in place (decision 031).

/** What a submit button of the manage page asks for (its `name="intent"` value). */
export const manageIntents = {
  reschedule: "reschedule",
  /** The first press of Cancel: the page asks before anything changes. */
  askCancel: "ask-cancel",
  cancel: "cancel",
  /** One visit of regular visits (the form's `visit` field): skipping takes two presses too. */
  askSkip: "ask-skip",
  skip: "skip",
  askCancelSeries: "ask-cancel-series",
  cancelSeries: "cancel-series",
  /** WhatsApp and SMS on or off for the booking (the form's `whatsappOff` and `smsOff` boxes). */
  messages: "messages",
  /** A priced quote's answer (docs/decisions/063-quotes-after-inspection.md). */
  acceptQuote: "accept-quote",
  declineQuote: "decline-quote",
} as const;

/** An API route's answer as the page reads it (the server's `ApiReading`). */
type ApiReading = { ok: boolean; status: number; message: string; body: unknown };

export type ManageAnswer =
  | { kind: "done"; message: string }
  | { kind: "confirm-cancel" }
  | { kind: "confirm-skip"; visitId: string }
  | { kind: "confirm-cancel-series" }
  | {
      kind: "refused";
      message: string;
      field: "preferredDate" | "preferredTime" | null;
      values: { preferredDate: string; preferredTime: TimeWindow | "" };
    };

const requestFailed = "We could not change your booking. Please try again.";

/** Answers a post of the manage page through the API routes, as the visitor (the same limits). */
export async function answerManagePost(
  form: FormData,
  token: string,
  postToApi: (url: string, body: Record<string, unknown>) => Promise<ApiReading>,
): Promise<{ answer: ManageAnswer; status: number }> {
  const text = (name: string) => textOf(form, name).trim();
  const base = `/api/bookings/manage/${encodeURIComponent(token)}`;
  const intent = text("intent");
  const visit = text("visit");
  const none = { preferredDate: "", preferredTime: "" as const };
  const done = async (url: string, message: string, body: Record<string, unknown> = {}) => {
    const answer = await postToApi(url, body).catch(() => null);
    if (answer?.ok) return { answer: { kind: "done" as const, message }, status: 200 };
    return refused(answer, none);
  };
  if (intent === manageIntents.askCancel) return { answer: { kind: "confirm-cancel" }, status: 200 };
  if (intent === manageIntents.askSkip)
    return { answer: { kind: "confirm-skip", visitId: visit }, status: 200 };
  if (intent === manageIntents.askCancelSeries) {
    return { answer: { kind: "confirm-cancel-series" }, status: 200 };
  }
  if (intent === manageIntents.skip)
    return done(`${base}/visits/${encodeURIComponent(visit)}/skip`, visitSkipped);
  if (intent === manageIntents.cancelSeries) return done(`${base}/series/cancel`, seriesCancelled);
  if (intent === manageIntents.cancel) return done(`${base}/cancel`, bookingCancelledByCustomer);
  if (intent === manageIntents.acceptQuote) return done(`${base}/quote/accept`, quoteAccepted);
  if (intent === manageIntents.declineQuote) return done(`${base}/quote/decline`, quoteDeclined);
  if (intent === manageIntents.messages) {
    // An unticked box is not sent at all: its absence is the answer "on".
    const choice = { whatsappOff: form.has("whatsappOff"), smsOff: form.has("smsOff") };
    return done(`${base}/messages`, messageChoiceSaved, choice);
  }
  const time = text("preferredTime");
  const values = {
    preferredDate: text("preferredDate"),
    preferredTime: (timeWindows as readonly string[]).includes(time) ? (time as TimeWindow) : ("" as const),
  };
  const target = visit ? `${base}/visits/${encodeURIComponent(visit)}` : base;
  const answer = await postToApi(`${target}/reschedule`, values).catch(() => null);
  if (answer?.ok && values.preferredTime) {
    return {
      answer: { kind: "done", message: bookingMoved(values.preferredDate, values.preferredTime) },
      status: 200,
    };
  }
  return refused(answer, values);
}

function refused(
  answer: ApiReading | null,
  values: { preferredDate: string; preferredTime: TimeWindow | "" },
): { answer: ManageAnswer; status: number } {
  // Only the API's own words for a refusal reach the page; a failure of ours gets the general line.
  const message = answer && answer.status < 500 && answer.message ? answer.message : requestFailed;
  return {
    answer: { kind: "refused", message, field: fieldOf(answer?.body), values },
    status: answer?.status ?? 500,
  };
}

/** The form field the API's refusal names (`{ fields: { preferredTime: "…" } }`), if any. */
function fieldOf(body: unknown): "preferredDate" | "preferredTime" | null {
  const fields = body && typeof body === "object" && "fields" in body ? body.fields : undefined;
  if (!fields || typeof fields !== "object") return null;
  if ("preferredTime" in fields) return "preferredTime";
  if ("preferredDate" in fields) return "preferredDate";
  return null;
}
