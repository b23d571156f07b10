import { useId, type ReactNode } from "react";
import { get, useFormContext, type FieldErrors } from "react-hook-form";
import type { SitePicture } from "~/shared/schemas/settings";
import { shippedPicture } from "~/shared/site-pictures";
import { FormField } from "~/web/components/ui/form-field";
import { dashboardLook } from "~/web/components/ui/form-styles";
import { ImagePicker } from "~/web/components/ui/image-picker";
import { imageVariantUrl } from "~/shared/image-url";
import { notify } from "~/web/lib/toast";
import { uploadImage } from "~/web/lib/upload-image";
import { imageUploadFailed, imageUploaded } from "~/shared/rules/toasts";

/** The first message at or under `name`: a list's own message, or the first of its items'. */
export function errorAt(errors: FieldErrors, name: string): string | undefined {
  const found: unknown = get(errors, name);
  const first = (value: unknown): string | undefined => {
    if (!value || typeof value !== "object") return undefined;
    const message = (value as { message?: unknown }).message;
    if (typeof message === "string" && message) return message;
    for (const [key, item] of Object.entries(value)) {
      if (key === "ref") continue;
      const inner = first(item);
      if (inner) return inner;
    }
    return undefined;
  };
  return first(found);
}

type FieldProps = {
  name: string;
  label: string;
  /** A text box with several lines (`rows` of them) instead of one line. */
  rows?: number;
  type?: "text" | "email" | "tel" | "url" | "time" | "number" | "date";
  maxLength?: number;
  hint?: string;
};

/** A labelled field of the surrounding form, with its message beside it. */
export function Field({ name, label, rows, type = "text", maxLength, hint }: FieldProps) {
  const id = useId();
  const { register, formState } = useFormContext();
  const error = errorAt(formState.errors, name);
  const common = { ...register(name), maxLength, className: dashboardLook.control };
  return (
    <FormField id={id} label={label} error={error} description={hint}>
      {(control) =>
        rows ? (
          <textarea rows={rows} {...common} {...control} />
        ) : (
          <input type={type} step={type === "number" ? "any" : undefined} {...common} {...control} />
        )
      }
    </FormField>
  );
}

/** A thumbnail of a picture the settings name, shipped or uploaded. */
function previewOf(url: string): string {
  const shipped = shippedPicture(url);
  return shipped ? `${url}-${shipped.widths[0]}.webp` : imageVariantUrl(url, 160);
}

/** A picture of the settings: chosen through the dashboard's upload, with its description. */
export function PictureField({ name, label }: { name: string; label: string }) {
  const { watch, setValue, formState } = useFormContext();
  const picture = watch(name) as SitePicture | undefined;
  const error = errorAt(formState.errors, `${name}.url`);
  return (
    <div className="space-y-2">
      <ImagePicker
        upload={uploadImage}
        label={label}
        value={picture?.url ? [picture.url] : []}
        onChange={(urls) =>
          setValue(`${name}.url`, urls[0] ?? "", { shouldDirty: true, shouldValidate: true })
        }
        max={1}
        maxMessage="Only one image is allowed"
        preview={previewOf}
        onUploaded={() => notify.success(imageUploaded)}
        onUploadFailed={() => notify.error(imageUploadFailed)}
      />
      {error && <p className={dashboardLook.error}>{error}</p>}
      <Field name={`${name}.alt`} label={`${label}: what it shows`} maxLength={200} />
    </div>
  );
}

/** One item of a list (a slide, a team member, a question), with a button that removes it. */
export function ListItem({
  title,
  onRemove,
  children,
}: {
  title: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
      {/* First in the fieldset, so it names the group for assistive technology. */}
      <legend className="px-1 font-semibold text-slate-900">{title}</legend>
      <div className="flex justify-end">
        <button
          type="button"
          onClick={onRemove}
          className="rounded-lg border border-red-300 px-3 py-1 text-sm font-medium text-red-700 hover:bg-red-50"
        >
          {`Remove ${title.toLowerCase()}`}
        </button>
      </div>
      {children}
    </fieldset>
  );
}

/** The Add button under a list, off once the list is full. */
export function AddButton({ label, onAdd, full }: { label: string; onAdd: () => void; full: boolean }) {
  return (
    <button
      type="button"
      onClick={onAdd}
      disabled={full}
      className="rounded-lg border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-50"
    >
      {label}
    </button>
  );
}

/** A section's Save button, alone at its foot. */
export function SaveButton({ saving, label }: { saving: boolean; label: string }) {
  return (
    <div className="flex justify-end pt-2">
      <button
        type="submit"
        disabled={saving}
        className="rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {saving ? "Saving..." : `Save ${label}`}
      </button>
    </div>
  );
}
