import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { testimonialInput, type Testimonial, type TestimonialInput } from "~/shared/schemas/testimonial";
import { FormActions } from "~/web/components/ui/form-actions";
import { controlClass, errorClass, labelClass } from "~/web/components/ui/form-styles";
import { ImagePicker } from "~/web/components/ui/image-picker";
import { notify } from "~/web/lib/toast";
import { uploadImage } from "~/web/lib/upload-image";
import { useCreateTestimonial } from "../api/create-testimonial";
import { useUpdateTestimonial } from "../api/update-testimonial";

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
        notify.success("Testimonial updated successfully");
      } else {
        await create.mutateAsync(input);
        notify.success("Testimonial added successfully");
      }
      onDone();
    } catch {
      notify.error("Error saving testimonial");
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <div>
        <label htmlFor="testimonial-name" className={labelClass}>
          Name
        </label>
        <input id="testimonial-name" {...register("name")} maxLength={80} className={controlClass} />
        {errors.name && <p className={errorClass}>{errors.name.message}</p>}
      </div>
      <div>
        <label htmlFor="testimonial-role" className={labelClass}>
          Role
        </label>
        <input id="testimonial-role" {...register("role")} maxLength={80} className={controlClass} />
        {errors.role && <p className={errorClass}>{errors.role.message}</p>}
      </div>
      <div>
        <label htmlFor="testimonial-feedback" className={labelClass}>
          Feedback
        </label>
        <textarea
          id="testimonial-feedback"
          rows={4}
          {...register("feedback")}
          maxLength={1000}
          className={controlClass}
        />
        {errors.feedback && <p className={errorClass}>{errors.feedback.message}</p>}
      </div>
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
            onUploaded={() => notify.success("Image uploaded successfully")}
            onUploadFailed={() => notify.error("Image upload failed")}
          />
        )}
      />
      {errors.image && <p className={errorClass}>{errors.image.message}</p>}
      {/* SPEC.md §2 names the button Add or Update; it keeps its name while saving. */}
      <FormActions
        onCancel={onDone}
        saving={busy}
        submitLabel={testimonial ? "Update" : "Add"}
        busyLabel={testimonial ? "Update" : "Add"}
      />
    </form>
  );
}
