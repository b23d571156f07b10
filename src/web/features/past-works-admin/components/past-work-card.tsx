import type { PastWork } from "~/shared/schemas/past-work";
import { CardImages } from "~/web/components/ui/card-images";
import { CardActions } from "~/web/components/ui/card-actions";

type PastWorkCardProps = {
  work: PastWork;
  onOpen: (work: PastWork) => void;
  onEdit: (work: PastWork) => void;
  onDelete: (work: PastWork) => void;
  deleting: boolean;
};

/**
 * A clicked card opens its details. The title is the card's keyboard way in; clicks
 * on the card's own buttons (pause, Edit, Delete) do only their own job.
 */
export function PastWorkCard({ work, onOpen, onEdit, onDelete, deleting }: PastWorkCardProps) {
  return (
    <article
      aria-label={work.title}
      onClick={(event) => {
        if (!(event.target as HTMLElement).closest("button")) onOpen(work);
      }}
      className="flex cursor-pointer flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm hover:shadow-md"
    >
      <CardImages images={work.images} label={work.title} />
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h2 className="text-lg font-semibold text-slate-900">
          <button type="button" onClick={() => onOpen(work)} className="text-left hover:underline">
            {work.title}
          </button>
        </h2>
        <p className="line-clamp-3 text-sm text-slate-600">{work.description}</p>
        <CardActions onEdit={() => onEdit(work)} onDelete={() => onDelete(work)} deleting={deleting} />
      </div>
    </article>
  );
}
