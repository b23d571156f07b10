import { Form } from "react-router";
import { reportFormLabels as words } from "~/shared/rules/reports";
import type { ChosenPeriod } from "../lib/period-from-search";

const control = "mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900";
const labelClass = "block text-sm font-medium text-slate-700";
const button = "min-h-11 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700";

/**
 * A month, or any dates: two forms that only change the address (method="get"), so a chosen period can be
 * bookmarked and shared, and the forms work as plain links would without script.
 */
export function ReportFilters({ chosen }: { chosen: ChosenPeriod }) {
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:flex-row md:items-end md:gap-8">
      <Form method="get" className="flex items-end gap-2" aria-label={words.showMonth}>
        <label className={labelClass}>
          {words.month}
          <input
            key={chosen.month}
            type="month"
            name="month"
            defaultValue={chosen.month}
            required
            className={control}
          />
        </label>
        <button type="submit" className={button}>
          {words.showMonth}
        </button>
      </Form>
      <Form method="get" className="flex flex-wrap items-end gap-2" aria-label={words.showRange}>
        <label className={labelClass}>
          {words.from}
          <input
            key={`from-${chosen.from}`}
            type="date"
            name="from"
            defaultValue={chosen.from}
            required
            className={control}
          />
        </label>
        <label className={labelClass}>
          {words.to}
          <input
            key={`to-${chosen.to}`}
            type="date"
            name="to"
            defaultValue={chosen.to}
            required
            className={control}
          />
        </label>
        <button type="submit" className={button}>
          {words.showRange}
        </button>
      </Form>
    </div>
  );
}
