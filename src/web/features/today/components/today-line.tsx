import type { ReactNode } from "react";
import { Link } from "react-router";

type TodayLineProps = {
  to: string;
  /** Who or what: the line's first words. */
  title: ReactNode;
  /** When, which crew, how much. */
  detail?: ReactNode;
  /** At the end of the line: a badge or an amount. */
  aside?: ReactNode;
};

/** One line of the Today screen: a single tap opens the thing itself. */
export function TodayLine({ to, title, detail, aside }: TodayLineProps) {
  return (
    <li>
      <Link
        to={to}
        className="-mx-2 flex min-h-12 items-center gap-3 rounded-lg px-2 py-2 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span className="min-w-0 flex-1">
          <span className="block font-medium break-words text-slate-900">{title}</span>
          {detail && <span className="block text-sm text-slate-600">{detail}</span>}
        </span>
        {aside && <span className="shrink-0 text-sm">{aside}</span>}
        <span aria-hidden="true" className="shrink-0 text-slate-400">
          ›
        </span>
      </Link>
    </li>
  );
}
