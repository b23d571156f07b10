import { FormProvider, useFieldArray } from "react-hook-form";
import { z } from "zod";
import { settingsLimits } from "~/shared/rules/settings-sections";
import { aboutSettings, type SiteSettings } from "~/shared/schemas/settings";
import { fromLines, toLines } from "../lib/lines";
import { useSectionForm } from "../lib/use-section-form";
import { AddButton, Field, ListItem, PictureField, SaveButton } from "./settings-fields";

const aboutForm = aboutSettings.extend({
  story: z.string().transform(toLines).pipe(aboutSettings.shape.story),
});

const emptyPicture = { url: "", alt: "" };

/** About: the summary, story, mission and vision, the team (the first is introduced alone) and certifications. */
export function AboutForm({ about }: { about: SiteSettings["about"] }) {
  const { form, onSubmit, saving } = useSectionForm("about", aboutForm, {
    ...about,
    story: fromLines(about.story),
  });
  const team = useFieldArray({ control: form.control, name: "team" });
  const certifications = useFieldArray({ control: form.control, name: "certifications" });
  return (
    <FormProvider {...form}>
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-6">
        <Field name="teaser" label="Summary (home page)" rows={3} maxLength={settingsLimits.teaser} />
        <Field name="story" label="Our story" rows={6} hint="One paragraph per line." />
        <div className="grid gap-4 md:grid-cols-2">
          <Field name="mission" label="Mission" rows={3} maxLength={settingsLimits.mission} />
          <Field name="vision" label="Vision" rows={3} maxLength={settingsLimits.mission} />
        </div>
        <div className="space-y-3">
          <h3 className="font-semibold text-slate-900">Team</h3>
          {team.fields.map((field, i) => (
            <ListItem key={field.id} title={`Team member ${i + 1}`} onRemove={() => team.remove(i)}>
              <div className="grid gap-3 sm:grid-cols-2">
                <Field name={`team.${i}.name`} label="Name" maxLength={settingsLimits.personName} />
                <Field name={`team.${i}.role`} label="Role" maxLength={settingsLimits.role} />
              </div>
              <Field name={`team.${i}.bio`} label="Bio" rows={3} maxLength={settingsLimits.bio} />
              <PictureField name={`team.${i}.photo`} label="Photo" />
            </ListItem>
          ))}
          {form.formState.errors.team?.message && (
            <p className="text-sm text-red-700">{form.formState.errors.team.message}</p>
          )}
          <AddButton
            label="Add team member"
            full={team.fields.length >= settingsLimits.teamMembers}
            onAdd={() => team.append({ name: "", role: "", bio: "", photo: emptyPicture })}
          />
        </div>
        <div className="space-y-3">
          <h3 className="font-semibold text-slate-900">Certifications</h3>
          {certifications.fields.map((field, i) => (
            <ListItem
              key={field.id}
              title={`Certification ${i + 1}`}
              onRemove={() => certifications.remove(i)}
            >
              <Field
                name={`certifications.${i}.name`}
                label="Name"
                maxLength={settingsLimits.certificationName}
              />
              <Field
                name={`certifications.${i}.description`}
                label="Description"
                rows={2}
                maxLength={settingsLimits.certificationText}
              />
              <PictureField name={`certifications.${i}.logo`} label="Badge" />
            </ListItem>
          ))}
          <AddButton
            label="Add certification"
            full={certifications.fields.length >= settingsLimits.certifications}
            onAdd={() => certifications.append({ name: "", description: "", logo: emptyPicture })}
          />
        </div>
        <SaveButton saving={saving} label="about" />
      </form>
    </FormProvider>
  );
}
