import type { ReactNode } from "react";
import { Form, Link } from "react-router";

export const manageButton = "min-h-11 rounded-lg border px-4 py-3 font-semibold";

/**
 * Asks before a step that cannot be undone: the question, the form's own "yes" (its `children`) and a link
 * back that changes nothing. Plain posts and links, so the step works without script too.
 */
export function ConfirmForm({
  question,
  children,
  keepHref,
}: {
  question: string;
  children: ReactNode;
  keepHref: string;
}) {
  return (
    <Form
      method="post"
      role="alertdialog"
      aria-label={question}
      className="rounded-xl border border-red-200 bg-red-50 p-4"
    >
      <p className="mb-4 font-semibold text-red-900">{question}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        {children}
        <Link
          to={keepHref}
          replace
          className={`${manageButton} border-slate-300 bg-white text-center text-slate-800`}
        >
          No, keep it
        </Link>
      </div>
    </Form>
  );
}
