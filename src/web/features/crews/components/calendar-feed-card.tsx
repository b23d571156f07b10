import { useId, useState } from "react";
import { includeContactHint, includeContactLabel, renewFeedWarning } from "~/shared/rules/calendar-feeds";
import type { CalendarFeed } from "~/shared/schemas/calendar-feed";
import { errorMessage } from "~/web/lib/api-client";
import { notify } from "~/web/lib/toast";
import { useRenewCalendarFeed } from "../api/renew-calendar-feed";
import { useSetFeedContact } from "../api/set-feed-contact";
import { somethingWentWrong } from "~/shared/rules/errors";
import { calendarLinkCopied, calendarLinkRenewed, linkCopyFailed } from "~/shared/rules/toasts";

const failed = (error: Error) => notify.error(errorMessage(error, somethingWentWrong));
const buttonClass =
  "min-h-11 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60";

/** One feed: its secret address to copy, whether it shows the customer's contact, and its renewal. */
export function CalendarFeedCard({ feed }: { feed: CalendarFeed }) {
  const renew = useRenewCalendarFeed();
  const contact = useSetFeedContact();
  const id = useId();
  // What was just chosen shows at once, until the server's answer and the list read again replace it.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const includeContact = chosen ?? feed.includeContact;

  async function copy() {
    try {
      await navigator.clipboard.writeText(feed.url);
      notify.success(calendarLinkCopied);
    } catch {
      notify.error(linkCopyFailed);
    }
  }

  // The old address stops working at once, so whoever subscribed has to be told: asked first.
  function renewLink() {
    if (!window.confirm(renewFeedWarning)) return;
    renew.mutate(feed.scope, {
      onSuccess: () => notify.success(calendarLinkRenewed),
      onError: failed,
    });
  }

  return (
    <li
      aria-labelledby={`${id}-name`}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h3 id={`${id}-name`} className="font-semibold break-words text-slate-900">
        {feed.name}
      </h3>
      <div>
        <p className="text-sm font-medium text-slate-700">Calendar address</p>
        <code
          data-testid="calendar-feed-url"
          className="mt-1 block rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm break-all text-slate-900 select-all"
        >
          {feed.url}
        </code>
      </div>
      <div className="flex items-start gap-3">
        <input
          id={`${id}-contact`}
          type="checkbox"
          role="switch"
          checked={includeContact}
          aria-busy={chosen !== null}
          aria-describedby={`${id}-contact-hint`}
          onChange={(event) => {
            setChosen(event.target.checked);
            contact.mutate(
              { scope: feed.scope, includeContact: event.target.checked },
              { onError: failed, onSettled: () => setChosen(null) },
            );
          }}
          className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
        />
        <div>
          <label htmlFor={`${id}-contact`} className="text-sm font-medium text-slate-800">
            {includeContactLabel}
          </label>
          <p id={`${id}-contact-hint`} className="mt-1 text-sm text-slate-600">
            {includeContactHint}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={copy} className={buttonClass}>
          Copy link
        </button>
        <button type="button" onClick={renewLink} disabled={renew.isPending} className={buttonClass}>
          {renew.isPending ? "Renewing..." : "Renew link"}
        </button>
      </div>
    </li>
  );
}
