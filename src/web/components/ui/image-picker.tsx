import { useId, useState, type ChangeEvent } from "react";
import { imageVariantUrl } from "~/shared/image-url";
import { notify } from "~/web/lib/toast";

export type ImagePickerProps = {
  label: string;
  value: string[];
  onChange(urls: string[]): void;
  max: number;
  maxMessage: string;
  /** Stores one picture and answers its url: the screen using the picker says where pictures go. */
  upload(file: File): Promise<string>;
  onUploaded?(url: string): void;
  onUploadFailed?(): void;
  /** The thumbnail of a url; a stored image's smallest variant unless the screen says otherwise. */
  preview?(url: string): string;
};

/**
 * The one picture chooser of the dashboard: each chosen file is uploaded at once and its url added,
 * so a form only ever holds urls of stored images. The list never grows past `max`.
 */
export function ImagePicker({
  label,
  value,
  onChange,
  max,
  maxMessage,
  upload,
  onUploaded,
  onUploadFailed,
  preview = (url) => imageVariantUrl(url, 160),
}: ImagePickerProps) {
  const inputId = useId();
  const [uploading, setUploading] = useState(0);
  const room = Math.max(0, max - value.length - uploading);
  const full = room === 0;

  async function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // Reset so choosing the same file again fires a change.
    event.target.value = "";
    if (files.length === 0) return;
    if (files.length > room) notify.warning(maxMessage);
    const chosen = files.slice(0, room);
    if (chosen.length === 0) return;
    setUploading((n) => n + chosen.length);
    // Accumulate locally: `value` from this render is stale once the first upload lands.
    let urls = value;
    for (const file of chosen) {
      try {
        const url = await upload(file);
        urls = [...urls, url].slice(0, max);
        onChange(urls);
        onUploaded?.(url);
      } catch {
        onUploadFailed?.();
      } finally {
        setUploading((n) => n - 1);
      }
    }
  }

  function remove(index: number) {
    onChange(value.filter((_, i) => i !== index));
  }

  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/*"
        multiple={max > 1}
        disabled={full}
        onChange={onFiles}
        className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-700 disabled:opacity-50"
      />
      {uploading > 0 && (
        <p role="status" className="text-sm text-slate-600">
          Uploading...
        </p>
      )}
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-3">
          {value.map((url, index) => (
            <li key={`${url}-${index}`} className="relative">
              <img
                src={preview(url)}
                alt={`${label} ${index + 1}`}
                width={96}
                height={96}
                className="h-24 w-24 rounded-lg border border-slate-200 object-cover"
              />
              <button
                type="button"
                onClick={() => remove(index)}
                aria-label={`Remove image ${index + 1}`}
                className="absolute -top-2 -right-2 flex h-6 w-6 items-center justify-center rounded-full bg-red-600 text-sm text-white shadow hover:bg-red-700"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
