import { Form, Link } from "react-router";
import { cancelQuestion } from "~/shared/rules/manage";
import { manageIntents } from "../lib/manage-post";

/**
 * Cancelling takes two presses: the first only asks (a post the page answers with the question), the second
 * cancels. Both are plain form posts, so the step works without script too.
 */
export function CancelBookingForm({ asking, keepHref }: { asking: boolean; keepHref: string }) {
  if (!asking) {
    return (
      <Form method="post">
        <button
          type="submit"
          name="intent"
          value={manageIntents.askCancel}
          className="min-h-11 w-full rounded-lg border border-red-700 px-4 py-3 font-semibold text-red-800 hover:bg-red-50 sm:w-auto"
        >
          Cancel my booking
        </button>
      </Form>
    );
  }
  return (
    <Form
      method="post"
      role="alertdialog"
      aria-labelledby="cancel-question"
      className="rounded-xl border border-red-200 bg-red-50 p-4"
    >
      <p id="cancel-question" className="mb-4 font-semibold text-red-900">
        {cancelQuestion}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="submit"
          name="intent"
          value={manageIntents.cancel}
          className="min-h-11 rounded-lg bg-red-700 px-4 py-3 font-semibold text-white hover:bg-red-800"
        >
          Yes, cancel my booking
        </button>
        <Link
          to={keepHref}
          replace
          className="min-h-11 rounded-lg border border-slate-300 bg-white px-4 py-3 text-center font-semibold text-slate-800 hover:bg-slate-50"
        >
          No, keep it
        </Link>
      </div>
    </Form>
  );
}
