import { FormProvider, useFieldArray } from "react-hook-form";
import { settingsLimits } from "~/shared/rules/settings-sections";
import { homeSettings, type SiteSettings } from "~/shared/schemas/settings";
import { useSectionForm } from "../lib/use-section-form";
import { AddButton, Field, ListItem, PictureField, SaveButton } from "./settings-fields";

/** The home page's hero slides: headline, text and picture each. */
export function HomeForm({ home }: { home: SiteSettings["home"] }) {
  const { form, onSubmit, saving } = useSectionForm("home", homeSettings, home);
  const slides = useFieldArray({ control: form.control, name: "heroSlides" });
  const listError = form.formState.errors.heroSlides?.message;
  return (
    <FormProvider {...form}>
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
        {slides.fields.map((field, i) => (
          <ListItem key={field.id} title={`Hero slide ${i + 1}`} onRemove={() => slides.remove(i)}>
            <Field name={`heroSlides.${i}.headline`} label="Headline" maxLength={settingsLimits.headline} />
            <Field name={`heroSlides.${i}.text`} label="Text" rows={2} maxLength={settingsLimits.slideText} />
            <PictureField name={`heroSlides.${i}.image`} label="Picture" />
          </ListItem>
        ))}
        {listError && <p className="text-sm text-red-700">{listError}</p>}
        <AddButton
          label="Add slide"
          full={slides.fields.length >= settingsLimits.heroSlides}
          onAdd={() => slides.append({ headline: "", text: "", image: { url: "", alt: "" } })}
        />
        <SaveButton saving={saving} label="home page" />
      </form>
    </FormProvider>
  );
}
