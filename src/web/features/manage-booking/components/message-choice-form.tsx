import { Form } from "react-router";
import {
  channelChoiceLabels,
  messageChoiceHint,
  messageChoiceTitle,
  saveMessageChoice,
  type ChannelChoice,
} from "~/shared/rules/message-choice";
import { manageIntents } from "../lib/manage-post";
import { manageButton } from "./confirm-form";

/**
 * WhatsApp and SMS on or off for the booking, as on the booking form: a plain form post, so the choice
 * changes without script too. `anchor` brings a page posted without script back to its answer.
 */
export function MessageChoiceForm({
  choice,
  anchor,
}: {
  choice: Record<ChannelChoice, boolean>;
  anchor?: string;
}) {
  return (
    <Form method="post" aria-labelledby="message-choice-title" className="space-y-3">
      <h2 id="message-choice-title" className="text-xl font-bold text-slate-900">
        {messageChoiceTitle}
      </h2>
      <p className="text-sm text-slate-700">{messageChoiceHint}</p>
      <fieldset className="space-y-1">
        <legend className="sr-only">{messageChoiceTitle}</legend>
        {(Object.keys(channelChoiceLabels) as ChannelChoice[]).map((key) => (
          <label key={key} className="flex min-h-11 items-center gap-3 text-slate-800">
            <input type="checkbox" name={key} defaultChecked={choice[key]} className="size-5" />
            {channelChoiceLabels[key]}
          </label>
        ))}
      </fieldset>
      <button
        type="submit"
        name="intent"
        value={manageIntents.messages}
        formAction={anchor}
        className={`${manageButton} w-full border-slate-300 bg-white text-slate-800 sm:w-auto`}
      >
        {saveMessageChoice}
      </button>
    </Form>
  );
}
