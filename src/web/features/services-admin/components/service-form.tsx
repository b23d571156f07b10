import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import type { Category } from "~/shared/schemas/category";
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
    },
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      if (service) {
        await update.mutateAsync({ id: service._id, input });
        notify.success("Service updated successfully!");
      } else {
        await create.mutateAsync(input);
        notify.success("Service created successfully!");
      }
      onDone();
    } catch (error) {
      notify.error(errorMessage(error, "Something went wrong. Please try again."));
    }
  });

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
            {...register("price")}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            className={dashboardLook.control}
          />
        )}
      </FormField>
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
            maxMessage="Maximum 3 images allowed"
          />
        )}
      />
      {errors.images && <p className={dashboardLook.error}>{errors.images.message}</p>}
      <label className="flex items-start gap-3 text-slate-800">
        <input type="checkbox" {...register("oneOff")} className="mt-1 h-5 w-5 shrink-0 accent-brand-700" />
        <span>One-off only (not offered as regular visits)</span>
      </label>
      <FormActions onCancel={onDone} saving={saving} />
    </form>
  );
}
