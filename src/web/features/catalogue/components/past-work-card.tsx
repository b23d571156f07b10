import type { PastWork } from "~/shared/schemas/past-work";
import { CatalogueImage } from "./catalogue-image";

/** A finished job: its pictures (the first large, the others as thumbnails), title and description. */
export function PastWorkCard({ work, priority = false }: { work: PastWork; priority?: boolean }) {
  const [first, ...others] = work.images ?? [];
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <CatalogueImage url={first} alt={work.title} priority={priority} />
      {others.length > 0 && (
        <div className="grid grid-cols-2 gap-1 p-1">
          {others.map((url) => (
            <CatalogueImage key={url} url={url} alt={`${work.title}, another view`} sizes="180px" />
          ))}
        </div>
      )}
      <div className="p-5">
        <h2 className="text-xl font-semibold text-slate-900">{work.title}</h2>
        <p className="mt-2 text-slate-600">{work.description}</p>
      </div>
    </article>
  );
}
