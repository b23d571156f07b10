import type { ReactNode } from "react";

type TodaySectionProps = {
  id: string;
  title: string;
  /** How many there are in all (the list may show fewer); left out where counting means nothing. */
  count?: number;
  /** Said when there is nothing to do here. */
  empty: string;
  /** The lines, or nothing when the list is empty. */
  children?: ReactNode;
  /** Where the whole list lives, when the section shows only its first lines. */
  more?: ReactNode;
  /** Something waits here: the section stands out. */
  urgent?: boolean;
};

/** One part of the Today screen: a heading with its count, its lines (each a link), or why it is empty. */
export function TodaySection({ id, title, count, empty, children, more, urgent }: TodaySectionProps) {
  return (
    <section
      aria-labelledby={id}
      className={`min-w-0 rounded-xl border bg-white p-4 shadow-sm ${urgent ? "border-amber-300" : "border-slate-200"}`}
    >
      <h2 id={id} className="flex items-center justify-between gap-2 text-lg font-semibold text-slate-900">
        <span>{title}</span>
        {count !== undefined && count > 0 && (
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-bold text-amber-900">
            {count}
          </span>
        )}
      </h2>
      {children ? (
        <ul className="mt-2 divide-y divide-slate-100">{children}</ul>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{empty}</p>
      )}
      {more && <div className="mt-2 text-sm">{more}</div>}
    </section>
  );
}
