import { useId } from "react";
import { formatCalendarDate } from "~/shared/lagos-date";
import { formatNaira } from "~/shared/money";
import { reportFigureLabels as label, reportHeadings } from "~/shared/rules/reports";
import type { Report } from "~/shared/schemas/report";
import { useChartWidth } from "../lib/use-chart-width";
import { FiguresTable } from "./figures-table";

const height = 190;
const plot = { top: 22, bottom: 160, side: 6 };
/** Points are marked while there are few enough of them to tell apart. */
const markedUpTo = 31;

type Day = Report["byDay"][number];
type Line = { key: "booked" | "collected"; name: string; stroke: string; dash?: string };

const lines: Line[] = [
  { key: "booked", name: label.booked, stroke: "stroke-brand-600" },
  { key: "collected", name: label.collected, stroke: "stroke-amber-600", dash: "5 3" },
];

/** Revenue booked and collected on each day of the period, as two SVG lines, and the same as a table. */
export function DayLineChart({ days }: { days: readonly Day[] }) {
  const titleId = useId();
  const { ref, width } = useChartWidth<HTMLDivElement>();
  const values = days.flatMap((day) => [day.booked, day.collected]);
  const top = Math.max(...values, 0);
  const bottom = Math.min(...values, 0);
  const span = top - bottom || 1;
  const across = width - 2 * plot.side;
  const x = (index: number) =>
    plot.side + (days.length > 1 ? (index / (days.length - 1)) * across : across / 2);
  const y = (value: number) => plot.bottom - ((value - bottom) / span) * (plot.bottom - plot.top);
  const first = days[0];
  const last = days.at(-1);
  const total = (key: Line["key"]) => days.reduce((sum, day) => sum + day[key], 0);
  return (
    <div ref={ref}>
      <svg
        role="img"
        aria-labelledby={titleId}
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        className="block h-auto max-w-full"
      >
        <title id={titleId}>
          {`${reportHeadings.byDay}: ${lines.map((line) => `${line.name} ${formatNaira(total(line.key))}`).join(", ")}`}
        </title>
        <g aria-hidden="true">
          <text x={0} y={12} className="fill-slate-700 text-[12px]">
            {formatNaira(top)}
          </text>
          <line
            x1={0}
            x2={width}
            y1={y(top)}
            y2={y(top)}
            className="stroke-slate-200"
            strokeDasharray="2 3"
          />
          <line x1={0} x2={width} y1={y(0)} y2={y(0)} className="stroke-slate-300" />
          <text x={0} y={height - 4} className="fill-slate-700 text-[12px]">
            {first && formatCalendarDate(first.date)}
          </text>
          <text x={width} y={height - 4} textAnchor="end" className="fill-slate-700 text-[12px]">
            {last && formatCalendarDate(last.date)}
          </text>
          {lines.map((line) => (
            <g key={line.key} className={line.stroke}>
              <polyline
                fill="none"
                strokeWidth={2}
                strokeDasharray={line.dash}
                points={days.map((day, index) => `${x(index)},${y(day[line.key])}`).join(" ")}
              />
              {days.length <= markedUpTo &&
                days.map((day, index) => (
                  <circle
                    key={day.date}
                    cx={x(index)}
                    cy={y(day[line.key])}
                    r={2.5}
                    className="fill-white"
                    strokeWidth={1.5}
                  />
                ))}
            </g>
          ))}
        </g>
      </svg>
      <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
        {lines.map((line) => (
          <li key={line.key} className="flex items-center gap-2">
            <svg width="24" height="8" aria-hidden="true" className={line.stroke}>
              <line x1={0} x2={24} y1={4} y2={4} strokeWidth={2} strokeDasharray={line.dash} />
            </svg>
            {line.name}
          </li>
        ))}
      </ul>
      <FiguresTable
        caption={reportHeadings.byDay}
        columns={[label.date, label.booked, label.collected]}
        rows={days.map((day) => [
          formatCalendarDate(day.date),
          formatNaira(day.booked),
          formatNaira(day.collected),
        ])}
      />
    </div>
  );
}
