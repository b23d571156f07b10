import type { ReactNode } from "react";

type EmptyStateProps = {
  /** What is missing, in the screen's own words ("No coupons available."). */
  title: string;
  /** What to do about it, when there is something to do. */
  hint?: ReactNode;
  /** A link or button that does it. */
  action?: ReactNode;
};

/** What a dashboard list shows when it has nothing in it: one look on every screen. */
export function EmptyState({ title, hint, action }: EmptyStateProps) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <p className="font-semibold text-slate-800">{title}</p>
      {hint && <p className="mx-auto mt-2 max-w-md text-sm text-slate-600">{hint}</p>}
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}
