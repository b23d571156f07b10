import { useId } from "react";
import { useChartWidth } from "../lib/use-chart-width";

export type Bar = { label: string; value: number; shown: string };

const rowHeight = 38;
/** Room kept for the figure at the end of a label's line, in pixels. */
const figureRoom = 110;
/** About how wide a character of a 12 px label is. */
const characterWidth = 6.6;

const shortened = (label: string, longest: number) =>
  label.length > longest ? `${label.slice(0, Math.max(longest - 1, 1))}…` : label;

/**
 * Horizontal bars drawn as SVG, one row each: the label and the figure above a bar as long as its share
 * of the biggest. The labels are shortened to fit a phone; the table beside the chart has them whole.
 */
export function BarChart({ title, bars }: { title: string; bars: readonly Bar[] }) {
  const titleId = useId();
  const { ref, width } = useChartWidth<HTMLDivElement>();
  const longest = Math.floor((width - figureRoom) / characterWidth);
  const biggest = Math.max(...bars.map((bar) => bar.value), 0);
  const height = bars.length * rowHeight;
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
        <title id={titleId}>{`${title}: ${bars.map((bar) => `${bar.label} ${bar.shown}`).join(", ")}`}</title>
        {bars.map((bar, index) => {
          const top = index * rowHeight;
          const length = biggest > 0 ? (Math.max(bar.value, 0) / biggest) * width : 0;
          return (
            <g key={`${bar.label}-${index}`} aria-hidden="true">
              <text x={0} y={top + 13} className="fill-slate-800 text-[12px]">
                {shortened(bar.label, longest)}
              </text>
              <text
                x={width}
                y={top + 13}
                textAnchor="end"
                className="fill-slate-800 text-[12px] font-semibold"
              >
                {bar.shown}
              </text>
              <rect x={0} y={top + 19} width={width} height={10} rx={3} className="fill-slate-100" />
              <rect x={0} y={top + 19} width={length} height={10} rx={3} className="fill-brand-600" />
            </g>
          );
        })}
      </svg>
    </div>
  );
}
