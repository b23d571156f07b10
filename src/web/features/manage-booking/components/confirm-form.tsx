import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { keepBooking } from "~/shared/rules/manage";

export const manageButton = "min-h-11 rounded-lg border px-4 py-3 font-semibold";

/**
 * Asks before a step that cannot be undone: the question, a "yes" that posts `intent` (with whatever hidden
 * fields `children` adds) and a link back that changes nothing. Plain posts and links, so the step works
 * without script too.
 */
export function ConfirmForm({
  question,
  intent,
  confirmLabel,
  keepHref,
  children,
  anchor,
}: {
  question: string;
  intent: string;
  confirmLabel: string;
  keepHref: string;
  children?: ReactNode;
  /** Without script: where the page comes back to after the "yes" (its answer in view). */
  anchor?: string;
}) {
  return (
    <Form
      method="post"
      role="alertdialog"
      aria-label={question}
      className="rounded-xl border border-red-200 bg-red-50 p-4"
    >
      <p className="mb-4 font-semibold text-red-900">{question}</p>
      {children}
      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="submit"
          name="intent"
          value={intent}
          formAction={anchor}
          className={`${manageButton} border-red-700 bg-red-700 text-white`}
        >
          {confirmLabel}
        </button>
        <Link
          to={keepHref}
          replace
          className={`${manageButton} border-slate-300 bg-white text-center text-slate-800`}
        >
          {keepBooking}
        </Link>
      </div>
    </Form>
  );
}
