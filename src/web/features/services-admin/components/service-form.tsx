import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import type { Category } from "~/shared/schemas/category";
import { maxServiceImages, serviceInput, type Service, type ServiceInput } from "~/shared/schemas/service";
import { FormActions } from "~/web/components/ui/form-actions";
import { controlClass, errorClass, labelClass } from "~/web/components/ui/form-styles";
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
      // An older record may hold more than the limit: the list is cut to 3 (SPEC.md §5).
      images: (service?.images ?? []).slice(0, maxServiceImages),
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
      <div>
        <label htmlFor="service-name" className={labelClass}>
          Name
        </label>
        <input id="service-name" {...register("name")} maxLength={100} className={controlClass} />
        {errors.name && <p className={errorClass}>{errors.name.message}</p>}
      </div>
      <div>
        <label htmlFor="service-description" className={labelClass}>
          Description
        </label>
        <textarea
          id="service-description"
          rows={3}
          {...register("description")}
          maxLength={1000}
          className={controlClass}
        />
        {errors.description && <p className={errorClass}>{errors.description.message}</p>}
      </div>
      <div>
        <label htmlFor="service-price" className={labelClass}>
          Price (₦)
        </label>
        <input
          id="service-price"
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          {...register("price")}
          className={controlClass}
        />
        {errors.price && <p className={errorClass}>{errors.price.message}</p>}
      </div>
      <div>
        <label htmlFor="service-category" className={labelClass}>
          Category
        </label>
        <select id="service-category" {...register("category")} className={controlClass}>
          <option value="">Select Category</option>
          {categories.map((category) => (
            <option key={category._id} value={category._id}>
              {category.name}
            </option>
          ))}
        </select>
        {errors.category && <p className={errorClass}>{errors.category.message}</p>}
      </div>
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
      {errors.images && <p className={errorClass}>{errors.images.message}</p>}
      <FormActions onCancel={onDone} saving={saving} />
    </form>
  );
}
