// The smaller sections: FAQs, privacy and terms, social links.
import { FormProvider, useFieldArray } from "react-hook-form";
import { z } from "zod";
import { settingsLimits } from "~/shared/rules/settings-sections";
import { faqSettings, legalSettings, socialSettings, type SiteSettings } from "~/shared/schemas/settings";
import { fromLines, toLines } from "../lib/lines";
import { useSectionForm } from "../lib/use-section-form";
import { AddButton, Field, ListItem, SaveButton } from "./settings-fields";

export function FaqsForm({ faqs }: { faqs: SiteSettings["faqs"] }) {
  const { form, onSubmit, saving } = useSectionForm("faqs", faqSettings, faqs);
  const items = useFieldArray({ control: form.control, name: "items" });
  return (
    <FormProvider {...form}>
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
        {items.fields.map((field, i) => (
          <ListItem key={field.id} title={`Question ${i + 1}`} onRemove={() => items.remove(i)}>
            <Field name={`items.${i}.question`} label="Question" maxLength={settingsLimits.question} />
            <Field name={`items.${i}.answer`} label="Answer" rows={3} maxLength={settingsLimits.answer} />
          </ListItem>
        ))}
        <AddButton
          label="Add question"
          full={items.fields.length >= settingsLimits.faqs}
          onAdd={() => items.append({ question: "", answer: "" })}
        />
        <SaveButton saving={saving} label="FAQs" />
      </form>
    </FormProvider>
  );
}

const paragraphs = (schema: (typeof legalSettings.shape)["privacy"]) =>
  z.string().transform(toLines).pipe(schema);
const legalForm = z.object({
  privacy: paragraphs(legalSettings.shape.privacy),
  terms: paragraphs(legalSettings.shape.terms),
});

export function LegalForm({ legal }: { legal: SiteSettings["legal"] }) {
  const { form, onSubmit, saving } = useSectionForm("legal", legalForm, {
    privacy: fromLines(legal.privacy),
    terms: fromLines(legal.terms),
  });
  return (
    <FormProvider {...form}>
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
        <Field name="privacy" label="Privacy policy" rows={8} hint="One paragraph per line." />
        <Field name="terms" label="Terms of service" rows={8} hint="One paragraph per line." />
        <SaveButton saving={saving} label="privacy and terms" />
      </form>
    </FormProvider>
  );
}

export function SocialForm({ social }: { social: SiteSettings["social"] }) {
  const { form, onSubmit, saving } = useSectionForm("social", socialSettings, social);
  const links = useFieldArray({ control: form.control, name: "links" });
  return (
    <FormProvider {...form}>
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
        {links.fields.map((field, i) => (
          <ListItem key={field.id} title={`Social link ${i + 1}`} onRemove={() => links.remove(i)}>
            <div className="grid gap-3 sm:grid-cols-2">
              <Field name={`links.${i}.network`} label="Network" maxLength={settingsLimits.network} />
              <Field name={`links.${i}.url`} label="Link" type="url" maxLength={settingsLimits.url} />
            </div>
          </ListItem>
        ))}
        <AddButton
          label="Add social link"
          full={links.fields.length >= settingsLimits.socialLinks}
          onAdd={() => links.append({ network: "", url: "" })}
        />
        <SaveButton saving={saving} label="social links" />
      </form>
    </FormProvider>
  );
}
