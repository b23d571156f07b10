import { formatNaira } from "~/shared/money";
import type { Category } from "~/shared/schemas/category";
import type { Service } from "~/shared/schemas/service";
import { publicLook } from "~/web/components/ui/form-styles";

export type ServiceGroup = { category: Category; services: Service[] };

type ServiceCheckboxesProps = {
  groups: readonly ServiceGroup[];
  chosen: readonly string[];
  /** The message when no service is chosen. */
  missing: string | undefined;
  onToggle: (serviceId: string, checked: boolean) => void;
};

/**
 * The booking page's services: a checkbox each, grouped by category, so they are chosen without
 * script (the dialog's selects and chips need it). Ticked services post as `service=<id>`.
 */
export function ServiceCheckboxes({ groups, chosen, missing, onToggle }: ServiceCheckboxesProps) {
  return (
    <fieldset className="min-w-0 space-y-4" aria-describedby={missing ? "book-services-error" : undefined}>
      <legend className="text-lg font-semibold text-slate-900">Services</legend>
      {missing && (
        <p id="book-services-error" className={publicLook.error}>
          {missing}
        </p>
      )}
      {groups.map(({ category, services }) => (
        <fieldset key={category._id} className="min-w-0 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 font-semibold text-slate-800">
            {category.name?.trim() || "No Specified Title"}
          </legend>
          <ul className="space-y-2">
            {services.map((service) => {
              const id = `book-service-${service._id}`;
              return (
                <li key={service._id} className="flex items-start gap-3">
                  <input
                    id={id}
                    type="checkbox"
                    name="service"
                    value={service._id}
                    checked={chosen.includes(service._id)}
                    onChange={(event) => onToggle(service._id, event.target.checked)}
                    className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
                  />
                  <label
                    htmlFor={id}
                    className="flex flex-1 flex-wrap justify-between gap-x-3 text-slate-800"
                  >
                    <span>{service.name?.trim() || "Unnamed Service"}</span>
                    <span className="font-medium text-slate-900">{formatNaira(service.price)}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </fieldset>
  );
}
