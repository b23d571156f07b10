import { useId, type ReactNode } from "react";

/** One figure of the report: a heading, what it counts when that needs saying, and its chart or table. */
export function ReportSection({
  title,
  about,
  wide = false,
  children,
}: {
  title: string;
  about?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm ${wide ? "lg:col-span-2" : ""}`}
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {about && <p className="mt-1 text-sm text-slate-600">{about}</p>}
      <div className="mt-3">{children}</div>
    </section>
  );
}
