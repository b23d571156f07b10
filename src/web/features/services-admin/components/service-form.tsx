import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm, useWatch } from "react-hook-form";
import {
  boundsLabel,
  defaultMaxQuantity,
  needsQuantity,
  serviceUnits,
  unitWords,
} from "~/shared/rules/pricing";
import type { z } from "zod";
import type { Category } from "~/shared/schemas/category";
import { priceAfterInspectionLabel } from "~/shared/rules/quotes";
import { maxServiceImages, serviceInput, type Service, type ServiceInput } from "~/shared/schemas/service";
import { FormActions } from "~/web/components/ui/form-actions";
import { FormField } from "~/web/components/ui/form-field";
import { dashboardLook } from "~/web/components/ui/form-styles";
import { ImagePicker } from "~/web/components/ui/image-picker";
import { errorMessage } from "~/web/lib/api-client";
import { notify } from "~/web/lib/toast";
import { uploadImage } from "~/web/lib/upload-image";
import { useCreateService } from "../api/create-service";
import { useUpdateService } from "../api/update-service";
import { ChecklistField } from "./checklist-field";
import { imageLimitMessage } from "~/shared/rules/images";
import { somethingWentWrong } from "~/shared/rules/errors";
import { serviceCreated, serviceUpdated } from "~/shared/rules/toasts";

type ServiceFormProps = {
  /** The service being edited, or null to add one. */
  service: Service | null;
  categories: Category[];
  onDone: () => void;
};

/** Add or edit a service, validated by the same schema as the server so the messages match. */
export function ServiceForm({ service, categories, onDone }: ServiceFormProps) {
  const create = useCreateService();
  const update = useUpdateService();
  const saving = create.isPending || update.isPending;
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof serviceInput>, unknown, ServiceInput>({
    resolver: zodResolver(serviceInput),
    defaultValues: {
      name: service?.name ?? "",
      description: service?.description ?? "",
      price: service ? String(service.price) : "",
      category: service?.category?._id ?? "",
      // An older record may hold more than the limit: the list is cut to 3.
      images: (service?.images ?? []).slice(0, maxServiceImages),
      oneOff: service?.oneOff ?? false,
      priceAfterInspection: service?.priceAfterInspection ?? false,
      checklist: service?.checklist ?? [],
      unit: service?.unit ?? "visit",
      minQuantity: service?.minQuantity ?? 1,
      maxQuantity: service?.maxQuantity ?? defaultMaxQuantity,
    },
  });
  const [unit = "visit", minQuantity, maxQuantity, afterInspection] = useWatch({
    control,
    name: ["unit", "minQuantity", "maxQuantity", "priceAfterInspection"],
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      if (service) {
        await update.mutateAsync({ id: service._id, input });
        notify.success(serviceUpdated);
      } else {
        await create.mutateAsync(input);
        notify.success(serviceCreated);
      }
      onDone();
    } catch (error) {
      notify.error(errorMessage(error, somethingWentWrong));
    }
  });

  /** The least or the most of a service priced by quantity that one booking may take. */
  const quantityBoundField = (name: "minQuantity" | "maxQuantity", label: string) => (
    <FormField
      id={`service-${name === "minQuantity" ? "min" : "max"}-quantity`}
      label={label}
      error={errors[name]?.message}
    >
      {(control) => (
        <input
          {...control}
          {...register(name, { valueAsNumber: true })}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          className={dashboardLook.control}
        />
      )}
    </FormField>
  );

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField id="service-name" label="Name" error={errors.name?.message}>
        {(control) => (
          <input {...control} {...register("name")} maxLength={100} className={dashboardLook.control} />
        )}
      </FormField>
      <FormField id="service-description" label="Description" error={errors.description?.message}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            {...register("description")}
            maxLength={1000}
            className={dashboardLook.control}
          />
        )}
      </FormField>
      <FormField id="service-price" label="Price (₦)" error={errors.price?.message}>
        {(control) => (
          <input
            {...control}
            {...register("price", { disabled: afterInspection === true })}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            className={dashboardLook.control}
          />
        )}
      </FormField>
      <FormField
        id="service-unit"
        label="Priced"
        error={errors.unit?.message}
        description={boundsLabel({
          unit,
          minQuantity: Number(minQuantity) || 1,
          maxQuantity: Number(maxQuantity) || 1,
        })}
      >
        {(control) => (
          <select {...control} {...register("unit")} className={dashboardLook.control}>
            {serviceUnits.map((choice) => (
              <option key={choice} value={choice}>
                {`per ${unitWords[choice].one}`}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {needsQuantity(unit) && (
        <div className="grid grid-cols-2 gap-3">
          {quantityBoundField("minQuantity", "Least per booking")}
          {quantityBoundField("maxQuantity", "Most per booking")}
        </div>
      )}
      <FormField id="service-category" label="Category" error={errors.category?.message}>
        {(control) => (
          <select {...control} {...register("category")} className={dashboardLook.control}>
            <option value="">Select Category</option>
            {categories.map((category) => (
              <option key={category._id} value={category._id}>
                {category.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <Controller
        control={control}
        name="images"
        render={({ field }) => (
          <ImagePicker
            upload={uploadImage}
            label="Images"
            value={field.value ?? []}
            onChange={(urls) => field.onChange(urls.slice(0, maxServiceImages))}
            max={maxServiceImages}
            maxMessage={imageLimitMessage(maxServiceImages)}
          />
        )}
      />
      {errors.images && <p className={dashboardLook.error}>{errors.images.message}</p>}
      <label className="flex items-start gap-3 text-slate-800">
        <input
          type="checkbox"
          {...register("priceAfterInspection")}
          className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
        />
        <span>{priceAfterInspectionLabel}</span>
      </label>
      <label className="flex items-start gap-3 text-slate-800">
        <input type="checkbox" {...register("oneOff")} className="mt-1 h-5 w-5 shrink-0 accent-brand-700" />
        <span>One-off only (not offered as regular visits)</span>
      </label>
      <Controller
        control={control}
        name="checklist"
        render={({ field }) => (
          <ChecklistField
            value={field.value ?? []}
            onChange={field.onChange}
            error={errors.checklist?.message ?? errors.checklist?.find?.((item) => item)?.message}
          />
        )}
      />
      <FormActions onCancel={onDone} saving={saving} />
    </form>
  );
}
