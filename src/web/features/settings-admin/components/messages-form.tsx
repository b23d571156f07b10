// The approved WhatsApp template the owner names for each customer message, with its language; a new site
// starts with the names in docs/whatsapp-templates.md.
import { FormProvider } from "react-hook-form";
import type { z } from "zod";
import { defaultTemplates, textMessageKindNames, textMessageKinds } from "~/shared/rules/messaging";
import { outboxKinds } from "~/shared/rules/outbox";
import { messagesSettings, type SiteSettings } from "~/shared/schemas/settings";
import { useSectionForm } from "../lib/use-section-form";
import { Field, SaveButton } from "./settings-fields";

type Messages = SiteSettings["messages"];

/** Kinds others add before their outbox label exists read as their template's name. */
const kindLabel = (kind: string) => (outboxKinds as Record<string, string>)[kind] ?? kind;

export function MessagesForm({ messages }: { messages: Messages }) {
  const values = { templates: { ...defaultTemplates(), ...messages.templates } };
  const { form, onSubmit, saving } = useSectionForm(
    "messages",
    messagesSettings as unknown as z.ZodType<Messages, Messages>,
    values,
  );
  return (
    <FormProvider {...form}>
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
        <p className="text-sm text-slate-700">
          The WhatsApp template Meta approved for each message, and its language. The parameters go in the
          order the default template has them.
        </p>
        {textMessageKindNames.map((kind) => (
          <fieldset
            key={kind}
            className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_10rem]"
          >
            <legend className="px-1 text-sm font-semibold text-slate-800">{kindLabel(kind)}</legend>
            <Field name={`templates.${kind}.name`} label="Template name" hint={textMessageKinds[kind].body} />
            <Field name={`templates.${kind}.language`} label="Language" />
          </fieldset>
        ))}
        <SaveButton saving={saving} label="WhatsApp templates" />
      </form>
    </FormProvider>
  );
}
