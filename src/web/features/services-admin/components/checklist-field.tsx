import { useState } from "react";
import { checklistHint, checklistLimits } from "~/shared/rules/crew-page";
import { dashboardLook } from "~/web/components/ui/form-styles";

type ChecklistFieldProps = { value: string[]; onChange: (items: string[]) => void; error?: string };

/** The service's checklist for crews, one item a line; the typed text is kept as is while it is edited. */
export function ChecklistField({ value, onChange, error }: ChecklistFieldProps) {
  const [text, setText] = useState(value.join("\n"));
  return (
    <div>
      <label htmlFor="service-checklist" className="block text-sm font-medium text-slate-800">
        Crew checklist
      </label>
      <p id="service-checklist-hint" className="text-sm text-slate-600">
        {checklistHint}
      </p>
      <textarea
        id="service-checklist"
        rows={4}
        value={text}
        aria-describedby="service-checklist-hint"
        aria-invalid={error ? true : undefined}
        maxLength={checklistLimits.items * (checklistLimits.item + 1)}
        onChange={(event) => {
          setText(event.target.value);
          onChange(
            event.target.value
              .split("\n")
              .map((line) => line.trim())
              .filter(Boolean),
          );
        }}
        className={dashboardLook.control}
      />
      {error && <p className={dashboardLook.error}>{error}</p>}
    </div>
  );
}
