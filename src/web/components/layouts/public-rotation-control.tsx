/** The visible pause/play button every rotating region has (WCAG 2.2.2). */
export function PublicRotationControl({
  paused,
  onToggle,
  what,
  tone = "light",
}: {
  paused: boolean;
  onToggle: () => void;
  /** What rotates, for the button's name: "slideshow", "category images", "testimonials". */
  what: string;
  tone?: "light" | "dark";
}) {
  const colours =
    tone === "dark"
      ? "border-white/70 bg-slate-900/60 text-white hover:bg-slate-900/80"
      : "border-slate-300 bg-white text-slate-800 hover:bg-slate-100";
  return (
    <button
      type="button"
      onClick={onToggle}
      className={`inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium ${colours}`}
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" className="h-3.5 w-3.5" fill="currentColor">
        {paused ? <path d="M4 2.5v11l9-5.5z" /> : <path d="M3.5 2.5h3v11h-3zM9.5 2.5h3v11h-3z" />}
      </svg>
      {paused ? `Play ${what}` : `Pause ${what}`}
    </button>
  );
}
