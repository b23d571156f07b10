import { formatLagosMoment } from "~/web/lib/lagos-moment";
import { useState } from "react";
import { useSearchParams } from "react-router";
import {
  outboxEmpty,
  outboxGaveUpLabel,
  outboxIntro,
  outboxKinds,
  outboxRetentionNote,
  outboxStates,
  outboxGoneStates,
  outboxStateLabels,
  outboxTriesLabel,
  type OutboxState,
} from "~/shared/rules/outbox";
import { messageChannelLabels } from "~/shared/rules/messaging";
import type { Notification } from "~/shared/schemas/notification";
import { EmptyState } from "~/web/components/ui/empty-state";
import { errorMessage } from "~/web/lib/api-client";
import { notify } from "~/web/lib/toast";
import { noMessages, useNotifications } from "../api/get-notifications";
import { useRetryNotification } from "../api/retry-notification";
import { OutboxTabs } from "./outbox-tabs";

/**
 * The owner's outbox: every message to customers and the office, by state. A failed message shows why
 * its last try failed and can be sent again; a waiting one says when it is tried next.
 */
export function OutboxList() {
  // Today's failed messages link to `?state=failed`.
  const [params] = useSearchParams();
  const asked = params.get("state");
  const [state, setState] = useState<OutboxState>(
    outboxStates.includes(asked as OutboxState) ? (asked as OutboxState) : "pending",
  );
  const list = useNotifications(state);
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-slate-900">Outbox</h1>
      <p className="text-slate-700">{outboxIntro}</p>
      <p className="text-sm text-slate-600">{outboxRetentionNote}</p>
      <OutboxTabs value={state} counts={list.data?.counts ?? noMessages} onChange={setState} />
      <div id="outbox-panel" role="tabpanel">
        {list.isPending ? (
          <p role="status" className="py-10 text-center text-slate-600">
            Loading messages...
          </p>
        ) : list.isError ? (
          <p role="alert" className="py-10 text-center text-red-700">
            {errorMessage(list.error, "Failed to load the outbox.")}
          </p>
        ) : list.data.messages.length === 0 ? (
          <EmptyState title={outboxEmpty[state]} hint="New messages appear here as they are written." />
        ) : (
          <ul className="space-y-3">
            {list.data.messages.map((message) => (
              <OutboxItem key={message._id} message={message} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function OutboxItem({ message }: { message: Notification }) {
  const retry = useRetryNotification();
  const sendAgain = () =>
    retry.mutate(message._id, {
      onSuccess: (answer) => notify.success(answer.message),
      onError: (error) => notify.error(errorMessage(error, "Could not send the message again.")),
    });
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold wrap-anywhere text-slate-900">{message.subject}</p>
          <p className="text-sm break-all text-slate-700">To {message.to}</p>
          <p className="text-sm text-slate-600">
            <span className="font-medium text-slate-800">{messageChannelLabels[message.channel]}</span> ·{" "}
            {outboxStateLabels[message.state]} · {outboxKinds[message.kind]} · written{" "}
            <time dateTime={message.createdAt}>{formatLagosMoment(message.createdAt)}</time>
          </p>
        </div>
        {!outboxGoneStates.includes(message.state) && (
          <button
            type="button"
            onClick={sendAgain}
            disabled={retry.isPending}
            className="min-h-11 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            Retry
          </button>
        )}
      </div>
      <p className="mt-2 text-sm text-slate-700">
        {outboxGoneStates.includes(message.state) && message.sentAt ? (
          <>
            Sent <time dateTime={message.sentAt}>{formatLagosMoment(message.sentAt)}</time>
          </>
        ) : message.state === "pending" ? (
          <>
            {outboxTriesLabel(message.attempts)} · next try{" "}
            <time dateTime={message.nextAttemptAt}>{formatLagosMoment(message.nextAttemptAt)}</time>
          </>
        ) : (
          outboxGaveUpLabel(message.attempts)
        )}
      </p>
      {message.lastError && !outboxGoneStates.includes(message.state) && (
        <p className="mt-1 text-sm wrap-anywhere text-red-700">Last error: {message.lastError}</p>
      )}
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700">Read the message</summary>
        <p className="mt-2 rounded-lg bg-slate-50 p-3 whitespace-pre-wrap wrap-anywhere text-slate-800">
          {message.text}
        </p>
      </details>
    </li>
  );
}
