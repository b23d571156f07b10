import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import {
  categoryInput,
  maxCategoryImages,
  type Category,
  type CategoryInput,
} from "~/shared/schemas/category";
import { categorySlugHint, categorySlugLabel } from "~/shared/rules/catalogue";
import { categorySlugMaxLength } from "~/shared/rules/category-slug";
import { FormActions } from "~/web/components/ui/form-actions";
import { FormField } from "~/web/components/ui/form-field";
import { dashboardLook } from "~/web/components/ui/form-styles";
import { ImagePicker } from "~/web/components/ui/image-picker";
import { errorMessage } from "~/web/lib/api-client";
import { notify } from "~/web/lib/toast";
import { uploadImage } from "~/web/lib/upload-image";
import { useCreateCategory } from "../api/create-category";
import { useUpdateCategory } from "../api/update-category";
import { imageLimitMessage } from "~/shared/rules/images";
import { somethingWentWrong } from "~/shared/rules/errors";
import { categorySaved } from "~/shared/rules/toasts";

type CategoryFormProps = {
  /** The category being edited, or null to add one. */
  category: Category | null;
  onDone: () => void;
};

/** Add or edit a category; the shared schema gives the same messages as the server. */
export function CategoryForm({ category, onDone }: CategoryFormProps) {
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const saving = create.isPending || update.isPending;
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof categoryInput>, unknown, CategoryInput>({
    resolver: zodResolver(categoryInput),
    defaultValues: {
      name: category?.name ?? "",
      slug: category?.slug ?? "",
      description: category?.description ?? "",
      images: (category?.images ?? []).slice(0, maxCategoryImages),
    },
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      if (category) await update.mutateAsync({ id: category._id, input });
      else await create.mutateAsync(input);
      notify.success(categorySaved);
      onDone();
    } catch (error) {
      // 409s (a name or slug already used) come back with the server's own words.
      notify.error(errorMessage(error, somethingWentWrong));
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField id="category-name" label="Name" error={errors.name?.message}>
        {(control) => (
          <input {...control} {...register("name")} maxLength={80} className={dashboardLook.control} />
        )}
      </FormField>
      <FormField
        id="category-slug"
        label={categorySlugLabel}
        description={categorySlugHint}
        error={errors.slug?.message}
      >
        {(control) => (
          <input
            {...control}
            {...register("slug")}
            maxLength={categorySlugMaxLength}
            autoCapitalize="none"
            autoComplete="off"
            spellCheck={false}
            className={dashboardLook.control}
          />
        )}
      </FormField>
      <FormField id="category-description" label="Description" error={errors.description?.message}>
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
      <Controller
        control={control}
        name="images"
        render={({ field }) => (
          <ImagePicker
            upload={uploadImage}
            label="Images"
            value={field.value ?? []}
            onChange={(urls) => field.onChange(urls.slice(0, maxCategoryImages))}
            max={maxCategoryImages}
            maxMessage={imageLimitMessage(maxCategoryImages)}
          />
        )}
      />
      {errors.images && <p className={dashboardLook.error}>{errors.images.message}</p>}
      <FormActions onCancel={onDone} saving={saving} />
    </form>
  );
}
