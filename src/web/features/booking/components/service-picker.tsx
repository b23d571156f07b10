import { servicePriceLabel } from "~/shared/rules/pricing";
import type { Category } from "~/shared/schemas/category";
import type { Service } from "~/shared/schemas/service";
import { FormField } from "~/web/components/ui/form-field";
import { publicLook } from "~/web/components/ui/form-styles";

type ServicePickerProps = {
  categories: readonly Category[];
  /** Services of the picked category not chosen yet. */
  selectable: readonly Service[];
  chosen: readonly Service[];
  categoryId: string;
  /** Why the chosen list is wrong (none chosen at the last Book Now), if it still is. */
  missing: string | undefined;
  onCategoryChange: (categoryId: string) => void;
  onAdd: (serviceId: string) => void;
  onRemove: (serviceId: string) => void;
};

export function ServicePicker({
  categories,
  selectable,
  chosen,
  categoryId,
  missing,
  onCategoryChange,
  onAdd,
  onRemove,
}: ServicePickerProps) {
  const servicePlaceholder = !categoryId
    ? "Select a category first"
    : selectable.length
      ? "Select a service"
      : "No more services in this category";
  // With no category picked the service list is disabled, so the category carries the mark.
  const errorId = "booking-services-error";
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="booking-category" label="Category" look={publicLook}>
          {(control) => (
            <select
              {...control}
              value={categoryId}
              onChange={(event) => onCategoryChange(event.target.value)}
              className={publicLook.control}
              {...invalidProps(errorId, categoryId ? undefined : missing)}
            >
              <option value="">Select a category</option>
              {categories.map((category) => (
                <option key={category._id} value={category._id}>
                  {category.name || "No Specified Title"}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="booking-service" label="Service" look={publicLook}>
          {(control) => (
            // Always shows its placeholder: picking a service adds it to the list below.
            <select
              {...control}
              value=""
              disabled={!categoryId}
              onChange={(event) => event.target.value && onAdd(event.target.value)}
              className={publicLook.control}
              {...invalidProps(errorId, categoryId ? missing : undefined)}
            >
              <option value="">{servicePlaceholder}</option>
              {selectable.map((service) => (
                <option key={service._id} value={service._id}>
                  {`${service.name || "Unnamed Service"} (${servicePriceLabel(service)})`}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      {missing && (
        <p id={errorId} className={publicLook.error}>
          {missing}
        </p>
      )}
      <div>
        <p id="chosen-services-label" className={publicLook.label}>
          Chosen services
        </p>
        {chosen.length === 0 ? (
          <p className="mt-1 text-sm text-slate-500">No services chosen yet.</p>
        ) : (
          <ul aria-labelledby="chosen-services-label" className="mt-2 flex flex-wrap gap-2">
            {chosen.map((service) => (
              <li
                key={service._id}
                className="flex items-center gap-1 rounded-full bg-brand-50 pl-3 text-sm text-brand-900"
              >
                <span>
                  {service.name || "Unnamed Service"} · {servicePriceLabel(service)}
                </span>
                <button
                  type="button"
                  onClick={() => onRemove(service._id)}
                  aria-label={`Remove ${service.name || "Unnamed Service"}`}
                  className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-lg leading-none hover:bg-brand-100"
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/**
 * One line under both selects says a service is missing; it marks the select that can take one (the
 * category while none is picked), in place of the field's own error.
 */
function invalidProps(errorId: string, message: string | undefined) {
  return message ? { "aria-invalid": true as const, "aria-describedby": errorId } : {};
}
