import { FormProvider } from "react-hook-form";
import {
  noticeLimits,
  noticePlaceholders,
  whatsappNoticeLabels,
  whatsappNotices,
} from "~/shared/rules/notices";
import { noticesSettings, type SiteSettings } from "~/shared/schemas/settings";
import { useSectionForm } from "../lib/use-section-form";
import { Field, SaveButton } from "./settings-fields";

const placeholderHint = Object.entries(noticePlaceholders)
  .map(([word, meaning]) => `{${word}} is ${meaning}`)
  .join(", ");

/** When the day-before reminder mail goes out, and the WhatsApp messages staff send from a booking. */
export function NoticesForm({ notices }: { notices: SiteSettings["notices"] }) {
  const { form, onSubmit, saving } = useSectionForm("notices", noticesSettings, notices);
  return (
    <FormProvider {...form}>
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
        <Field
          name="reminderTime"
          label="Reminder mail, the day before the visit, at"
          type="time"
          hint="Lagos time. Customers with a booking the next day get a reminder by email then."
        />
        <p className="text-sm text-slate-700">
          WhatsApp messages staff send from a booking with one tap. {placeholderHint}.
        </p>
        {whatsappNotices.map((notice) => (
          <Field
            key={notice}
            name={`whatsapp.${notice}`}
            label={`${whatsappNoticeLabels[notice]} message`}
            rows={3}
            maxLength={noticeLimits.template}
          />
        ))}
        <SaveButton saving={saving} label="reminders and WhatsApp messages" />
      </form>
    </FormProvider>
  );
}
