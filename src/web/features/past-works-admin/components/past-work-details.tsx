import { imageSrcSet, imageVariantUrl } from "~/shared/image-url";
import type { PastWork } from "~/shared/schemas/past-work";
import { Dialog } from "~/web/components/ui/dialog";

type PastWorkDetailsProps = { work: PastWork | null; onClose: () => void };

/** The detail popup a card click opens: every picture and the whole description. */
export function PastWorkDetails({ work, onClose }: PastWorkDetailsProps) {
  return (
    <Dialog
      open={work !== null}
      onClose={onClose}
      title={work?.title ?? ""}
      size="max-w-2xl"
      closeLabel="Close details"
    >
      {work && (
        <div className="space-y-4">
          {work.images.length > 0 && (
            <div className="grid gap-3 sm:grid-cols-3">
              {work.images.map((url, index) => (
                <img
                  key={url}
                  src={imageVariantUrl(url, 640)}
                  srcSet={imageSrcSet(url, [320, 640, 960])}
                  sizes="(min-width: 640px) 14rem, 100vw"
                  alt={`${work.title}, picture ${index + 1}`}
                  width={640}
                  height={480}
                  className="aspect-[4/3] w-full rounded-lg bg-slate-100 object-cover"
                />
              ))}
            </div>
          )}
          <p className="whitespace-pre-line text-slate-700">{work.description}</p>
          <div className="flex justify-end">
            <button
              type="button"
              onClick={onClose}
              className="min-h-11 rounded-lg bg-slate-800 px-4 py-2 font-semibold text-white hover:bg-slate-900"
            >
              Close
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
