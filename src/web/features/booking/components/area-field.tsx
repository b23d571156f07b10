import { formatNaira } from "~/shared/money";
import { travelFeeOf, type AreaFee } from "~/shared/rules/pricing";
import { publicLook } from "~/web/components/ui/form-styles";

type AreaFieldProps = {
  areas: readonly string[];
  fees: readonly AreaFee[];
  value: string;
  error?: string;
  onChange: (area: string) => void;
};

/** The area the visit is in, with its travel fee (docs/decisions/048-pricing-by-quantity-and-area.md); posts `area`. */
export function AreaField({ areas, fees, value, error, onChange }: AreaFieldProps) {
  if (areas.length === 0) return null;
  return (
    <div>
      <label htmlFor="booking-area" className={publicLook.label}>
        Area
      </label>
      <select
        id="booking-area"
        name="area"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={publicLook.control}
        {...(error ? { "aria-invalid": true as const, "aria-describedby": "booking-area-error" } : {})}
      >
        <option value="">Choose your area</option>
        {areas.map((area) => {
          const fee = travelFeeOf(area, fees);
          return (
            <option key={area} value={area}>
              {fee > 0 ? `${area} (travel ${formatNaira(fee)})` : area}
            </option>
          );
        })}
      </select>
      {error && (
        <p id="booking-area-error" className={publicLook.error}>
          {error}
        </p>
      )}
    </div>
  );
}
