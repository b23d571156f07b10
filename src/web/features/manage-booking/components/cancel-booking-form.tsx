import { Form } from "react-router";
import { cancelBookingLabel, cancelQuestion, confirmCancelBooking } from "~/shared/rules/manage";
import { manageIntents } from "../lib/manage-post";
import { ConfirmForm, manageButton } from "./confirm-form";

/**
 * Cancelling takes two presses: the first only asks (a post the page answers with the question), the second
 * cancels. Both are plain form posts, so the step works without script too.
 */
export function CancelBookingForm({
  asking,
  keepHref,
  anchors,
}: {
  asking: boolean;
  keepHref: string;
  /** Without script: where the page comes back to, the question (`ask`) or the answer (`done`) in view. */
  anchors?: { ask: string; done: string };
}) {
  if (!asking) {
    return (
      <Form method="post">
        <button
          type="submit"
          name="intent"
          value={manageIntents.askCancel}
          formAction={anchors?.ask}
          className={`${manageButton} w-full border-red-700 text-red-800 sm:w-auto`}
        >
          {cancelBookingLabel}
        </button>
      </Form>
    );
  }
  return (
    <ConfirmForm
      question={cancelQuestion}
      intent={manageIntents.cancel}
      confirmLabel={confirmCancelBooking}
      keepHref={keepHref}
      anchor={anchors?.done}
    />
  );
}
