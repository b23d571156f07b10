// Whether Finish on a crew's page completes the booking (and sends the customer the completion message).
import { FormProvider } from "react-hook-form";
import { finishCompletesHint, finishCompletesLabel } from "~/shared/rules/crew-page";
import { crewPageSettings, type SiteSettings } from "~/shared/schemas/settings";
import { useSectionForm } from "../lib/use-section-form";
import { SaveButton } from "./settings-fields";

type CrewPage = SiteSettings["crewPage"];

export function CrewPageForm({ crewPage }: { crewPage: CrewPage }) {
  const { form, onSubmit, saving } = useSectionForm("crewPage", crewPageSettings, crewPage);
  return (
    <FormProvider {...form}>
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
        <label className="flex min-h-11 items-start gap-3 text-slate-900">
          <input type="checkbox" className="mt-1 size-5" {...form.register("finishCompletes")} />
          <span>
            <span className="block font-medium">{finishCompletesLabel}</span>
            <span className="block text-sm text-slate-600">{finishCompletesHint}</span>
          </span>
        </label>
        <SaveButton saving={saving} label="crew page" />
      </form>
    </FormProvider>
  );
}
