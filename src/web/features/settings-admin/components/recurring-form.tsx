// The discount each frequency of regular visits gets; 0 takes that frequency off the
// booking form.
import { FormProvider } from "react-hook-form";
import { z } from "zod";
import { repeatingFrequencies, type RepeatingFrequency } from "~/shared/rules/recurring";
import { recurringSettings, type SiteSettings } from "~/shared/schemas/settings";
import { useSectionForm } from "../lib/use-section-form";
import { Field, SaveButton } from "./settings-fields";

type Recurring = SiteSettings["recurring"];
type FormInput = Record<RepeatingFrequency, string>;

const fieldLabels: Record<RepeatingFrequency, string> = {
  weekly: "Weekly discount (%)",
  fortnightly: "Every two weeks discount (%)",
  monthly: "Monthly discount (%)",
};

// A number field holds text: an empty one is not a number, so the section's own message says what to type.
const typedNumber = z.string().transform((text) => (text.trim() === "" ? Number.NaN : Number(text)));
const recurringForm = z
  .object({ weekly: typedNumber, fortnightly: typedNumber, monthly: typedNumber })
  .pipe(recurringSettings) as unknown as z.ZodType<Recurring, FormInput>;

export function RecurringForm({ recurring }: { recurring: Recurring }) {
  const values = {
    weekly: String(recurring.weekly),
    fortnightly: String(recurring.fortnightly),
    monthly: String(recurring.monthly),
  };
  const { form, onSubmit, saving } = useSectionForm("recurring", recurringForm, values);
  return (
    <FormProvider {...form}>
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
        <p className="text-sm text-slate-700">
          Customers may book a cleaning that repeats, each visit with this discount. 0 hides that choice from
          the booking form.
        </p>
        <div className="grid gap-3 sm:grid-cols-3">
          {repeatingFrequencies.map((frequency) => (
            <Field key={frequency} name={frequency} label={fieldLabels[frequency]} type="number" />
          ))}
        </div>
        <SaveButton saving={saving} label="regular visits" />
      </form>
    </FormProvider>
  );
}
