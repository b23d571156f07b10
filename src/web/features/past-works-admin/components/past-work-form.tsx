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
import { FormField } from "~/web/components/ui/form-field";
import { dashboardLook } from "~/web/components/ui/form-styles";
import { ImagePicker } from "~/web/components/ui/image-picker";
import { notify } from "~/web/lib/toast";
import { uploadImage } from "~/web/lib/upload-image";
import { useCreatePastWork } from "../api/create-past-work";
import { useUpdatePastWork } from "../api/update-past-work";
import { imageLimitMessage } from "~/shared/rules/images";
import { pastWorkAdded, pastWorkSaveFailed, pastWorkUpdated } from "~/shared/rules/toasts";

type PastWorkFormProps = {
  /** The work being edited, or null to add one. */
  work: PastWork | null;
  /** Called after every submit, failed or not: the modal closes and resets either way. */
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
        notify.success(pastWorkUpdated);
      } else {
        await create.mutateAsync(input);
        notify.success(pastWorkAdded);
      }
    } catch {
      notify.error(pastWorkSaveFailed);
    } finally {
      onDone();
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField id="work-title" label="Title" error={errors.title?.message}>
        {(control) => (
          <input
            {...control}
            {...register("title")}
            maxLength={pastWorkTitleMax}
            className={dashboardLook.control}
          />
        )}
      </FormField>
      <FormField id="work-description" label="Description" error={errors.description?.message}>
        {(control) => (
          <textarea
            {...control}
            rows={4}
            {...register("description")}
            maxLength={pastWorkDescriptionMax}
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
            onChange={(urls) => field.onChange(urls.slice(0, maxPastWorkImages))}
            max={maxPastWorkImages}
            maxMessage={imageLimitMessage(maxPastWorkImages)}
          />
        )}
      />
      <p className="text-sm text-slate-600">{pastWorkPicturesHint}</p>
      {errors.images && <p className={dashboardLook.error}>{errors.images.message}</p>}
      <FormActions
        onCancel={onDone}
        saving={busy}
        submitLabel={work ? "Update" : "Add"}
        busyLabel="Processing..."
      />
    </form>
  );
}
