import { FormProvider, useFieldArray, useFormContext } from "react-hook-form";
import { hoursDriveWindows } from "~/shared/rules/availability-hours";
import { weekdayName, weekdays } from "~/shared/rules/settings";
import { settingsLimits } from "~/shared/rules/settings-sections";
import { travelFeeOf } from "~/shared/rules/pricing";
import { businessFields, type BusinessSettings } from "~/shared/schemas/settings";
import { useSectionForm } from "../lib/use-section-form";
import { AddButton, Field, ListItem, SaveButton, errorAt } from "./settings-fields";

// The areas are edited as rows of an area and its travel fee; saved as the areas served and their fees
// (docs/decisions/048-pricing-by-quantity-and-area.md); each fee is its row's area's, so the rule binding
// fees to areas served holds by construction (the server checks it again).
const businessForm = businessFields
  .omit({ areasServed: true, travelFees: true })
  .extend({ areas: businessFields.shape.travelFees.unwrap().unwrap() })
  .transform(({ areas, ...rest }) => ({
    ...rest,
    areasServed: areas.map((row) => row.area),
    travelFees: areas,
  }));

/** Business details: name, contact, address, map, opening hours, areas served. */
export function BusinessForm({ business }: { business: BusinessSettings }) {
  const { areasServed, travelFees, ...rest } = business;
  const { form, onSubmit, saving } = useSectionForm("business", businessForm, {
    ...rest,
    areas: areasServed.map((area) => ({ area, fee: travelFeeOf(area, travelFees) })),
  });
  const phones = useFieldArray({ control: form.control, name: "phones" });
  const areas = useFieldArray({ control: form.control, name: "areas" });
  return (
    <FormProvider {...form}>
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-6">
        <div className="grid gap-4 md:grid-cols-2">
          <Field name="name" label="Business name" maxLength={settingsLimits.name} />
          <Field name="shortName" label="Short name (header)" maxLength={settingsLimits.shortName} />
          <Field name="legalName" label="Registered name" maxLength={settingsLimits.legalName} />
          <Field name="tagline" label="Tagline" maxLength={settingsLimits.tagline} />
        </div>
        <Field name="description" label="Description (search and share previews)" rows={2} />
        <div className="space-y-3">
          <h3 className="font-semibold text-slate-900">Phone numbers</h3>
          {phones.fields.map((field, i) => (
            <ListItem key={field.id} title={`Phone ${i + 1}`} onRemove={() => phones.remove(i)}>
              <div className="grid gap-3 sm:grid-cols-2">
                <Field name={`phones.${i}.label`} label="Label" maxLength={settingsLimits.phoneLabel} />
                <Field
                  name={`phones.${i}.number`}
                  label="Number"
                  type="tel"
                  maxLength={settingsLimits.phone}
                />
              </div>
            </ListItem>
          ))}
          <ListError name="phones" />
          <AddButton
            label="Add phone number"
            full={phones.fields.length >= settingsLimits.phones}
            onAdd={() => phones.append({ label: "", number: "" })}
          />
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          <Field name="whatsapp" label="WhatsApp number" type="tel" maxLength={settingsLimits.phone} />
          <Field name="email" label="Email" type="email" maxLength={254} />
        </div>
        <fieldset className="grid gap-4 md:grid-cols-2">
          <legend className="mb-2 font-semibold text-slate-900">Address</legend>
          <Field name="address.street" label="Street" maxLength={settingsLimits.street} />
          <Field name="address.locality" label="Area" maxLength={settingsLimits.locality} />
          <Field name="address.region" label="State" maxLength={settingsLimits.region} />
          <Field name="address.postalCode" label="Postal code" maxLength={settingsLimits.postalCode} />
        </fieldset>
        <fieldset className="grid gap-4 md:grid-cols-3">
          <legend className="mb-2 font-semibold text-slate-900">Map location</legend>
          <Field name="map.query" label="Map search" maxLength={settingsLimits.mapQuery} />
          <Field name="map.latitude" label="Latitude" type="number" />
          <Field name="map.longitude" label="Longitude" type="number" />
        </fieldset>
        <OpeningHours />
        <div className="space-y-3">
          <h3 className="font-semibold text-slate-900">Areas served</h3>
          <p className="text-sm text-slate-600">
            Each area with its travel fee (₦, 0 for none). The booking forms ask for the area and add its fee
            to the total; discounts never apply to the fee.
          </p>
          {areas.fields.map((field, i) => (
            <ListItem key={field.id} title={`Area ${i + 1}`} onRemove={() => areas.remove(i)}>
              <div className="grid gap-3 sm:grid-cols-2">
                <Field name={`areas.${i}.area`} label="Area" maxLength={settingsLimits.area} />
                <Field name={`areas.${i}.fee`} label="Travel fee (₦)" type="number" />
              </div>
            </ListItem>
          ))}
          <ListError name="areas" />
          <AddButton
            label="Add area"
            full={areas.fields.length >= settingsLimits.areas}
            onAdd={() => areas.append({ area: "", fee: 0 })}
          />
        </div>
        <SaveButton saving={saving} label="business details" />
      </form>
    </FormProvider>
  );
}

function ListError({ name }: { name: string }) {
  const { formState } = useFormContext();
  const error = (formState.errors[name] as { message?: string } | undefined)?.message;
  return error ? <p className="text-sm text-red-700">{error}</p> : null;
}

/** A row per weekday: closed, or open from one time to another. */
function OpeningHours() {
  const { register, watch, formState } = useFormContext();
  return (
    <fieldset>
      <legend className="mb-1 font-semibold text-slate-900">Opening hours</legend>
      <p className="mb-2 text-sm text-slate-600">{hoursDriveWindows}</p>
      <div className="space-y-2">
        {weekdays.map((day) => {
          const closed = watch(`hours.${day}.closed`) as boolean;
          const error = errorAt(formState.errors, `hours.${day}`);
          return (
            <div key={day} className="rounded-lg border border-slate-200 p-3">
              <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                <span className="w-24 font-medium text-slate-800">{weekdayName(day)}</span>
                <label className="flex items-center gap-2 text-sm text-slate-700">
                  <input type="checkbox" {...register(`hours.${day}.closed`)} />
                  Closed
                </label>
                {!closed && (
                  <>
                    <label className="flex items-center gap-2 text-sm text-slate-700">
                      Opens
                      <input
                        type="time"
                        {...register(`hours.${day}.opens`)}
                        className="rounded border border-slate-300 px-2 py-1"
                      />
                    </label>
                    <label className="flex items-center gap-2 text-sm text-slate-700">
                      Closes
                      <input
                        type="time"
                        {...register(`hours.${day}.closes`)}
                        className="rounded border border-slate-300 px-2 py-1"
                      />
                    </label>
                  </>
                )}
              </div>
              {error && <p className="mt-1 text-sm text-red-700">{error}</p>}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
