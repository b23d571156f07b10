export function Spinner({ label = "Loading" }: { label?: string }) {
  return (
    <div role="status" aria-label={label} className="flex items-center gap-3 text-slate-600">
      <span
        className="h-8 w-8 animate-spin rounded-full border-4 border-slate-200 border-t-brand-600"
        aria-hidden="true"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
