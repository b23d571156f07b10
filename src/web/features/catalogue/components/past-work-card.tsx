import { imageSrcSet, imageVariantUrl } from "~/shared/image-url";
import { afterLabel, beforeLabel, pastWorkPictures } from "~/shared/rules/past-work";
import type { PastWork } from "~/shared/schemas/past-work";
import { CatalogueImage } from "./catalogue-image";

// Half a card: about 180 CSS px on a three-column desktop grid, half the screen on a phone.
const halfCard = "(min-width: 1024px) 180px, (min-width: 640px) 25vw, 50vw";

/**
 * A finished job: Before and After side by side at the same size when it has both pictures
 * (src/shared/rules/past-work.ts), its one picture otherwise; then its title and description.
 */
export function PastWorkCard({ work, priority = false }: { work: PastWork; priority?: boolean }) {
  const { after, before, others } = pastWorkPictures(work.images ?? []);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {before && after ? (
        <div className="grid grid-cols-2 gap-1 p-1">
          <LabelledPicture url={before} label={beforeLabel} title={work.title} priority={priority} />
          <LabelledPicture url={after} label={afterLabel} title={work.title} priority={priority} />
          {others.map((url) => (
            <img
              key={url}
              src={imageVariantUrl(url, 640)}
              srcSet={imageSrcSet(url, [320, 480, 640])}
              sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
              alt={`${work.title}, another view`}
              width={640}
              height={320}
              loading="lazy"
              decoding="async"
              className="col-span-2 aspect-[2/1] w-full rounded-lg bg-slate-100 object-cover"
            />
          ))}
        </div>
      ) : (
        <CatalogueImage url={after} alt={work.title} priority={priority} />
      )}
      <div className="p-5">
        <h2 className="text-xl font-semibold text-slate-900">{work.title}</h2>
        <p className="mt-2 text-slate-600">{work.description}</p>
      </div>
    </article>
  );
}

type LabelledPictureProps = { url: string; label: string; title: string; priority: boolean };

function LabelledPicture({ url, label, title, priority }: LabelledPictureProps) {
  return (
    <figure className="relative">
      <CatalogueImage
        url={url}
        alt={`${title}, ${label.toLowerCase()}`}
        sizes={halfCard}
        priority={priority}
        className="rounded-lg"
      />
      <figcaption className="absolute top-2 left-2 rounded-md bg-slate-900/80 px-2 py-0.5 text-xs font-semibold text-white">
        {label}
      </figcaption>
    </figure>
  );
}
