import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { pastWorkPicturesHint } from "~/shared/rules/past-work";
import {
  maxPastWorkImages,
  pastWorkDescriptionMax,
  pastWorkInput,
  pastWorkTitleMax,
  type PastWork,
  type PastWorkInput,
} from "~/shared/schemas/past-work";
import { FormActions } from "~/web/components/ui/form-actions";
import { controlClass, errorClass, labelClass } from "~/web/components/ui/form-styles";
import { ImagePicker } from "~/web/components/ui/image-picker";
import { notify } from "~/web/lib/toast";
import { uploadImage } from "~/web/lib/upload-image";
import { useCreatePastWork } from "../api/create-past-work";
import { useUpdatePastWork } from "../api/update-past-work";

type PastWorkFormProps = {
  /** The work being edited, or null to add one. */
  work: PastWork | null;
  /** Called after every submit, failed or not: the modal closes and resets either way (SPEC.md §4). */
  onDone: () => void;
};

export function PastWorkForm({ work, onDone }: PastWorkFormProps) {
  const create = useCreatePastWork();
  const update = useUpdatePastWork();
  const busy = create.isPending || update.isPending;
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof pastWorkInput>, unknown, PastWorkInput>({
    resolver: zodResolver(pastWorkInput),
    defaultValues: {
      title: work?.title ?? "",
      description: work?.description ?? "",
      images: (work?.images ?? []).slice(0, maxPastWorkImages),
    },
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      if (work) {
        await update.mutateAsync({ id: work._id, input });
        notify.success("Work updated successfully");
      } else {
        await create.mutateAsync(input);
        notify.success("Work added successfully");
      }
    } catch {
      notify.error("Failed to submit form. Please try again.");
    } finally {
      onDone();
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <div>
        <label htmlFor="work-title" className={labelClass}>
          Title
        </label>
        <input id="work-title" {...register("title")} maxLength={pastWorkTitleMax} className={controlClass} />
        {errors.title && <p className={errorClass}>{errors.title.message}</p>}
      </div>
      <div>
        <label htmlFor="work-description" className={labelClass}>
          Description
        </label>
        <textarea
          id="work-description"
          rows={4}
          {...register("description")}
          maxLength={pastWorkDescriptionMax}
          className={controlClass}
        />
        {errors.description && <p className={errorClass}>{errors.description.message}</p>}
      </div>
      <Controller
        control={control}
        name="images"
        render={({ field }) => (
          <ImagePicker
            upload={uploadImage}
            label="Images"
            value={field.value ?? []}
            onChange={(urls) => field.onChange(urls.slice(0, maxPastWorkImages))}
            max={maxPastWorkImages}
            maxMessage="You can only upload up to 3 images."
          />
        )}
      />
      <p className="text-sm text-slate-600">{pastWorkPicturesHint}</p>
      {errors.images && <p className={errorClass}>{errors.images.message}</p>}
      <FormActions
        onCancel={onDone}
        saving={busy}
        submitLabel={work ? "Update" : "Add"}
        busyLabel="Processing..."
      />
    </form>
  );
}
