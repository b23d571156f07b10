type FormActionsProps = {
  onCancel: () => void;
  /** True while the form is being saved: the button says so and cannot be pressed twice. */
  saving: boolean;
  /** The submit button's label: Save unless the screen names it (Add, Update). */
  submitLabel?: string;
  /** Its label while saving. */
  busyLabel?: string;
};

/** Cancel and Save (Saving... while busy) at the foot of a dashboard form. */
export function FormActions({
  onCancel,
  saving,
  submitLabel = "Save",
  busyLabel = "Saving...",
}: FormActionsProps) {
  return (
    <div className="flex justify-end gap-3 pt-2">
      <button
        type="button"
        onClick={onCancel}
        className="min-h-11 rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-700 hover:bg-slate-50"
      >
        Cancel
      </button>
      <button
        type="submit"
        disabled={saving}
        className="min-h-11 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {saving ? busyLabel : submitLabel}
      </button>
    </div>
  );
}
