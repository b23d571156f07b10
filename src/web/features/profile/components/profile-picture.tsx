import { useId, useState, type ChangeEvent } from "react";
import { imageVariantUrl } from "~/shared/image-url";
import type { AdminUser } from "~/shared/schemas/user";
import { ApiError } from "~/web/lib/api-client";
import { notify } from "~/web/lib/toast";
import { uploadImage } from "~/web/lib/upload-image";
import { useUpdateProfile } from "../api/update-profile";
import { imageUploaded, pictureRefused, pictureUploadFailed } from "~/shared/rules/toasts";

/**
 * The profile picture with its Change control: choosing a file uploads it and saves it as the
 * picture straight away, keeping the saved name and email as they are.
 */
export function ProfilePicture({ user }: { user: AdminUser }) {
  const inputId = useId();
  const update = useUpdateProfile();
  const [busy, setBusy] = useState(false);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setBusy(true);
    try {
      let url: string;
      try {
        url = await uploadImage(file);
      } catch (error) {
        // The server refused the file (not an image, too large): a clear "failed"; anything else is an error.
        notify.error(error instanceof ApiError ? pictureRefused : pictureUploadFailed);
        return;
      }
      await update.mutateAsync({
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        profileImage: url,
      });
      notify.success(imageUploaded);
    } catch {
      notify.error(pictureUploadFailed);
    } finally {
      setBusy(false);
    }
  }

  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  return (
    <div className="flex items-center gap-5">
      {user.profileImage ? (
        <img
          src={imageVariantUrl(user.profileImage, 320)}
          alt="Profile picture"
          width={112}
          height={112}
          className="h-28 w-28 rounded-full object-cover ring-4 ring-brand-50"
        />
      ) : (
        <span
          role="img"
          aria-label="Profile picture"
          className="flex h-28 w-28 items-center justify-center rounded-full bg-brand-100 text-3xl font-bold text-brand-800"
        >
          {initials}
        </span>
      )}
      <div>
        <p className="text-xl font-semibold text-slate-900">
          {user.firstName} {user.lastName}
        </p>
        <p className="text-slate-600">{user.email}</p>
        <label
          htmlFor={inputId}
          className="mt-3 inline-block cursor-pointer rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 focus-within:ring-2 focus-within:ring-brand-600"
        >
          {busy ? "Uploading..." : "Change"}
          <input
            id={inputId}
            type="file"
            accept="image/*"
            disabled={busy}
            onChange={onFile}
            className="sr-only"
          />
        </label>
      </div>
    </div>
  );
}
