import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { testimonialInput, type Testimonial, type TestimonialInput } from "~/shared/schemas/testimonial";
import { FormActions } from "~/web/components/ui/form-actions";
import { FormField } from "~/web/components/ui/form-field";
import { dashboardLook } from "~/web/components/ui/form-styles";
import { ImagePicker } from "~/web/components/ui/image-picker";
import { notify } from "~/web/lib/toast";
import { uploadImage } from "~/web/lib/upload-image";
import { useCreateTestimonial } from "../api/create-testimonial";
import { useUpdateTestimonial } from "../api/update-testimonial";
import {
  imageUploadFailed,
  imageUploaded,
  testimonialAdded,
  testimonialUpdated,
} from "~/shared/rules/toasts";

type TestimonialFormProps = {
  /** The testimonial being edited, or null to add one. */
  testimonial: Testimonial | null;
  onDone: () => void;
};

export function TestimonialForm({ testimonial, onDone }: TestimonialFormProps) {
  const create = useCreateTestimonial();
  const update = useUpdateTestimonial();
  const busy = create.isPending || update.isPending;
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof testimonialInput>, unknown, TestimonialInput>({
    resolver: zodResolver(testimonialInput),
    defaultValues: {
      name: testimonial?.name ?? "",
      role: testimonial?.role ?? "",
      feedback: testimonial?.feedback ?? "",
      image: testimonial?.image ?? "",
    },
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      if (testimonial) {
        await update.mutateAsync({ id: testimonial._id, input });
        notify.success(testimonialUpdated);
      } else {
        await create.mutateAsync(input);
        notify.success(testimonialAdded);
      }
      onDone();
    } catch {
      notify.error("Error saving testimonial");
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField id="testimonial-name" label="Name" error={errors.name?.message}>
        {(control) => (
          <input {...control} {...register("name")} maxLength={80} className={dashboardLook.control} />
        )}
      </FormField>
      <FormField id="testimonial-role" label="Role" error={errors.role?.message}>
        {(control) => (
          <input {...control} {...register("role")} maxLength={80} className={dashboardLook.control} />
        )}
      </FormField>
      <FormField id="testimonial-feedback" label="Feedback" error={errors.feedback?.message}>
        {(control) => (
          <textarea
            {...control}
            rows={4}
            {...register("feedback")}
            maxLength={1000}
            className={dashboardLook.control}
          />
        )}
      </FormField>
      <Controller
        control={control}
        name="image"
        render={({ field }) => (
          // One photo per testimonial: the shared picker limited to 1, its preview and Uploading... state.
          <ImagePicker
            upload={uploadImage}
            label="Image"
            value={field.value ? [field.value] : []}
            onChange={(urls) => field.onChange(urls[0] ?? "")}
            max={1}
            maxMessage="Only one image is allowed"
            onUploaded={() => notify.success(imageUploaded)}
            onUploadFailed={() => notify.error(imageUploadFailed)}
          />
        )}
      />
      {errors.image && <p className={dashboardLook.error}>{errors.image.message}</p>}
      {/* The button is named Add or Update; it keeps its name while saving. */}
      <FormActions
        onCancel={onDone}
        saving={busy}
        submitLabel={testimonial ? "Update" : "Add"}
        busyLabel={testimonial ? "Update" : "Add"}
      />
    </form>
  );
}
