import { howManyOf, unitWords, type ServiceUnit, servicePriceLabel } from "~/shared/rules/pricing";
import type { Service } from "~/shared/schemas/service";
import { quantityField } from "../lib/booking-draft";

type QuantityInputProps = {
  service: Service;
  value: number;
  /** With script: − and + beside the number; without, the number input alone. */
  stepper: boolean;
  onChange: (quantity: number) => void;
};

const stepClass =
  "flex h-11 w-11 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white text-xl " +
  "text-slate-800 hover:bg-slate-50 disabled:opacity-40";

/**
 * How many of a service priced by the item, room or m² (docs/decisions/048-pricing-by-quantity-and-area.md):
 * a number input within the service's bounds that posts without script, with − and + for a thumb.
 */
export function QuantityInput({ service, value, stepper, onChange }: QuantityInputProps) {
  const unit = (service.unit ?? "visit") as ServiceUnit;
  const min = service.minQuantity ?? 1;
  const max = service.maxQuantity ?? 1;
  const id = quantityField(service._id);
  const name = service.name || "Unnamed Service";
  const set = (next: number) => onChange(Math.min(Math.max(next, min), max));
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <label htmlFor={id} className="text-sm text-slate-700">
        {howManyOf(unit, name)}{" "}
        <span className="text-slate-500">{`${servicePriceLabel(service)} per ${unitWords[unit].one}`}</span>
      </label>
      <div className="flex items-center gap-1">
        {stepper && (
          <button
            type="button"
            className={stepClass}
            aria-label={`One fewer ${unitWords[unit].one} of ${name}`}
            disabled={value <= min}
            onClick={() => set(value - 1)}
          >
            <span aria-hidden="true">−</span>
          </button>
        )}
        <input
          id={id}
          name={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={Number.isFinite(value) ? value : ""}
          onChange={(event) => onChange(event.target.valueAsNumber)}
          className="h-11 w-20 rounded-lg border border-slate-300 bg-white px-2 text-center text-base text-slate-900"
        />
        {stepper && (
          <button
            type="button"
            className={stepClass}
            aria-label={`One more ${unitWords[unit].one} of ${name}`}
            disabled={value >= max}
            onClick={() => set(value + 1)}
          >
            <span aria-hidden="true">+</span>
          </button>
        )}
      </div>
    </div>
  );
}
