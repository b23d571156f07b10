import type { RequiredBookingField } from "~/shared/rules/booking";
import { channelChoiceLabels, messageChoiceTitle, type ChannelChoice } from "~/shared/rules/message-choice";
import type { BookingDraft } from "../lib/booking-draft";
import { FormField } from "~/web/components/ui/form-field";
import { publicLook } from "~/web/components/ui/form-styles";

type CustomerKey = "customerName" | "email" | "phone" | "address" | "notes";

// Plain inputs with `required`; Book Now marks each one left empty.
const fields: {
  key: CustomerKey & RequiredBookingField;
  label: string;
  type: string;
  autoComplete: string;
  required: boolean;
  maxLength: number;
}[] = [
  {
    key: "customerName",
    label: "Full Name",
    type: "text",
    autoComplete: "name",
    required: true,
    maxLength: 100,
  },
  { key: "email", label: "Email", type: "email", autoComplete: "email", required: true, maxLength: 254 },
  { key: "phone", label: "Phone Number", type: "tel", autoComplete: "tel", required: true, maxLength: 30 },
  {
    key: "address",
    label: "Address",
    type: "text",
    autoComplete: "street-address",
    required: true,
    maxLength: 300,
  },
];

type CustomerFieldsProps = {
  draft: BookingDraft;
  /** The message under each field marked missing. */
  invalid: Partial<Record<RequiredBookingField, string>>;
  onChange: (key: CustomerKey, value: string) => void;
  onChoose: (key: ChannelChoice, off: boolean) => void;
};

export function CustomerFields({ draft, invalid, onChange, onChoose }: CustomerFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map((field) => (
        <FormField
          key={field.key}
          id={`booking-${field.key}`}
          label={field.label}
          error={invalid[field.key]}
          look={publicLook}
        >
          {(control) => (
            <input
              {...control}
              name={field.key}
              type={field.type}
              autoComplete={field.autoComplete}
              required={field.required}
              maxLength={field.maxLength}
              value={draft[field.key]}
              onChange={(event) => onChange(field.key, event.target.value)}
              className={publicLook.control}
            />
          )}
        </FormField>
      ))}
      <FormField id="booking-notes" label="Notes (optional)" look={publicLook} className="sm:col-span-2">
        {(control) => (
          <textarea
            {...control}
            name="notes"
            rows={3}
            maxLength={2000}
            value={draft.notes}
            onChange={(event) => onChange("notes", event.target.value)}
            className={publicLook.control}
          />
        )}
      </FormField>
      <fieldset className="sm:col-span-2">
        <legend className="sr-only">{messageChoiceTitle}</legend>
        {(Object.keys(channelChoiceLabels) as ChannelChoice[]).map((key) => (
          // A whole row to tap, as the other choices of the form.
          <label key={key} className="flex min-h-11 items-center gap-3 text-slate-700">
            <input
              type="checkbox"
              name={key}
              checked={draft[key]}
              onChange={(event) => onChoose(key, event.target.checked)}
              className="size-5 shrink-0"
            />
            {channelChoiceLabels[key]}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
