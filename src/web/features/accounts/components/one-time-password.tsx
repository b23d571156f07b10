import { useEffect, useRef } from "react";
import { passOnOneTimePassword } from "~/shared/rules/accounts";
import type { AccountWithPassword } from "~/shared/schemas/account";
import { notify } from "~/web/lib/toast";
import { passwordCopied, passwordCopyFailed } from "~/shared/rules/toasts";

type OneTimePasswordProps = { issued: AccountWithPassword; onDone(): void };

/** The one time a one-time password is shown: with a copy button and what to do with it. */
export function OneTimePassword({ issued, onDone }: OneTimePasswordProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Moved to, so a keyboard or screen-reader user lands on the password that was just made.
  useEffect(() => heading.current?.focus(), [issued]);
  const { account, oneTimePassword, mailed } = issued;

  async function copy() {
    try {
      await navigator.clipboard.writeText(oneTimePassword);
      notify.success(passwordCopied);
    } catch {
      notify.error(passwordCopyFailed);
    }
  }

  return (
    <section
      aria-labelledby="one-time-password-title"
      className="rounded-xl border-2 border-amber-400 bg-amber-50 p-6 shadow-sm"
    >
      <h2
        id="one-time-password-title"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900"
      >
        One-time password for {account.name}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{account.email}</p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <code
          data-testid="one-time-password"
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-lg break-all text-slate-900 select-all"
        >
          {oneTimePassword}
        </code>
        <button
          type="button"
          onClick={copy}
          className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          Copy password
        </button>
      </div>
      <p className="mt-4 text-slate-800">{passOnOneTimePassword}</p>
      {mailed && <p className="mt-2 text-slate-800">It was also sent to {account.email}.</p>}
      <button
        type="button"
        onClick={onDone}
        className="mt-4 rounded-lg border border-slate-300 bg-white px-4 py-2 font-medium text-slate-700 hover:bg-slate-50"
      >
        Done
      </button>
    </section>
  );
}
