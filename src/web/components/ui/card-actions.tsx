type CardActionsProps = {
  onEdit: () => void;
  onDelete: () => void;
  /** True while this card's delete is on its way: the button waits instead of sending it twice. */
  deleting: boolean;
};

/** The Edit and Delete buttons at the foot of a dashboard card. */
export function CardActions({ onEdit, onDelete, deleting }: CardActionsProps) {
  return (
    <div className="mt-auto flex gap-2 pt-3">
      <button
        type="button"
        onClick={onEdit}
        className="min-h-11 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
      >
        Edit
      </button>
      <button
        type="button"
        onClick={onDelete}
        disabled={deleting}
        className="min-h-11 rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
      >
        Delete
      </button>
    </div>
  );
}
