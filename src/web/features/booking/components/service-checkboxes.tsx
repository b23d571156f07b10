import type { Category } from "~/shared/schemas/category";
import type { Service } from "~/shared/schemas/service";
import { publicLook } from "~/web/components/ui/form-styles";
import { boundsLabel, needsQuantity, servicePriceLabel } from "~/shared/rules/pricing";
import { unitOf } from "../lib/booking-draft";
import { QuantityInput } from "./quantity-input";

export type ServiceGroup = { category: Category; services: Service[] };

type ServiceCheckboxesProps = {
  groups: readonly ServiceGroup[];
  chosen: readonly string[];
  /** The message when no service is chosen. */
  missing: string | undefined;
  onToggle: (serviceId: string, checked: boolean) => void;
  /** The quantity shown for a service priced by the item, room or m². */
  quantityOf: (service: Service) => number;
  /** With script: − and + beside each quantity. */
  stepper: boolean;
  onQuantity: (serviceId: string, quantity: number) => void;
};

/**
 * The booking page's services: a checkbox each, grouped by category, so they are chosen without
 * script (the dialog's selects and chips need it). Ticked services post as `service=<id>`.
 */
export function ServiceCheckboxes(props: ServiceCheckboxesProps) {
  const { groups, chosen, missing, onToggle, quantityOf, stepper, onQuantity } = props;
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
          <ul className="space-y-1">
            {services.map((service) => {
              const id = `book-service-${service._id}`;
              return (
                <li key={service._id}>
                  {/* The whole row is the label, so a tap anywhere on it ticks the box. */}
                  <label
                    htmlFor={id}
                    className="flex min-h-11 cursor-pointer items-center gap-3 text-slate-800"
                  >
                    <input
                      id={id}
                      type="checkbox"
                      name="service"
                      value={service._id}
                      checked={chosen.includes(service._id)}
                      onChange={(event) => onToggle(service._id, event.target.checked)}
                      className="h-5 w-5 shrink-0 accent-brand-700"
                    />
                    <span className="flex flex-1 flex-wrap justify-between gap-x-3">
                      <span>{service.name?.trim() || "Unnamed Service"}</span>
                      <span className="font-medium text-slate-900">
                        {needsQuantity(unitOf(service))
                          ? boundsLabel({
                              unit: unitOf(service),
                              minQuantity: service.minQuantity ?? 1,
                              maxQuantity: service.maxQuantity ?? 1,
                            }).replace(/^per/, `${servicePriceLabel(service)} per`)
                          : servicePriceLabel(service)}
                      </span>
                    </span>
                  </label>
                  {/* Always there for a service priced by quantity: without script it posts with the tick. */}
                  {needsQuantity(unitOf(service)) && (
                    <div className="mb-2 pl-8">
                      <QuantityInput
                        service={service}
                        value={quantityOf(service)}
                        stepper={stepper}
                        onChange={(quantity) => onQuantity(service._id, quantity)}
                      />
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </fieldset>
  );
}
