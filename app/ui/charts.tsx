// Server-rendered charts: an SVG the eye reads (no script, no client library), a sentence
// that says what it shows, and the same numbers as a table. The table is always in the
// page for screen readers; "Show the numbers" (a checkbox, so it works without
// JavaScript) shows it to everyone else. The SVG is hidden from assistive technology,
// which reads the sentence and the table instead.
import type { ReactNode } from "react";
import { CHART, lineChart, lineRange, PLOT_AREA, sparkline, stackedBars, type Segment } from "./chart";

export type ChartTable = { caption: string; columns: string[]; rows: (string | number)[][] };

export function ChartCard({
  id,
  title,
  summary,
  table,
  legend,
  children,
  footer,
  level = 2,
}: {
  id: string;
  title: string;
  summary: string;
  table: ChartTable;
  legend?: { name: string; className: string }[];
  /** The drawing, hidden from assistive technology (the sentence and the table say it). */
  children: ReactNode;
  /** Content after the legend that every reader gets (a list the chart does not draw). */
  footer?: ReactNode;
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section className="min-w-0 card" aria-labelledby={`${id}-title`} data-chart={id}>
      <Heading id={`${id}-title`} className="font-semibold text-ink">
        {title}
      </Heading>
      <p className="mt-1 text-sm text-slate-600" data-testid={`${id}-summary`}>
        {summary}
      </p>
      <div aria-hidden="true" className="mt-3">
        {children}
      </div>
      {legend?.length ? (
        <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-700" aria-hidden="true">
          {legend.map((l) => (
            <li key={l.name} className="flex items-center gap-1">
              <svg viewBox="0 0 10 10" className="size-2.5">
                <rect width="10" height="10" rx="2" className={l.className} />
              </svg>
              {l.name}
            </li>
          ))}
        </ul>
      ) : null}
      {footer}
      <div className="mt-2 text-sm">
        <input type="checkbox" id={`${id}-numbers`} className="peer sr-only" />
        <label
          htmlFor={`${id}-numbers`}
          className="cursor-pointer font-medium text-brand-700 underline peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600"
        >
          Show the numbers
        </label>
        <div className="sr-only peer-checked:not-sr-only peer-checked:mt-2 peer-checked:block peer-checked:overflow-x-auto">
          <DataTable table={table} />
        </div>
      </div>
    </section>
  );
}

export function DataTable({ table }: { table: ChartTable }) {
  return (
    <table className="w-full text-left text-sm tabular-nums">
      <caption className="sr-only">{table.caption}</caption>
      <thead>
        <tr>
          {table.columns.map((c) => (
            <th key={c} scope="col" className="py-1 pr-3 font-semibold whitespace-nowrap">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row, i) => (
          <tr key={i} className="border-t border-slate-100">
            {row.map((cell, j) =>
              j === 0 ? (
                <th key={j} scope="row" className="py-1 pr-3 font-medium whitespace-nowrap">
                  {cell}
                </th>
              ) : (
                <td key={j} className="py-1 pr-3 whitespace-nowrap">
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const axisText = "fill-slate-500 text-[9px]";

/** Stacked bars: one per group (a week), its parts coloured by `colours[key]`. */
export function StackedBars({
  groups,
  labels,
  colours,
  format = String,
}: {
  groups: readonly Segment[][];
  labels: readonly string[];
  colours: Record<string, string>;
  format?: (n: number) => string;
}) {
  const chart = stackedBars(groups);
  return (
    <svg viewBox={`0 0 ${CHART.width} ${CHART.height}`} className="h-auto w-full">
      {chart.ticks.map((t) => (
        <g key={t.value}>
          <line x1={PLOT_AREA.x0} x2={PLOT_AREA.x1} y1={t.y} y2={t.y} className="stroke-slate-200" strokeWidth="1" />
          <text x={PLOT_AREA.x0 - 4} y={t.y + 3} textAnchor="end" className={axisText}>
            {format(t.value)}
          </text>
        </g>
      ))}
      {chart.bars.map((bar, i) => (
        <g key={i}>
          {bar.segments.map((s) => (
            <rect key={s.key} x={bar.x} y={s.y} width={bar.width} height={s.height} className={colours[s.key]} />
          ))}
          {labels[i] ? (
            <text x={bar.center} y={CHART.height - 6} textAnchor="middle" className={axisText}>
              {labels[i]}
            </text>
          ) : null}
        </g>
      ))}
    </svg>
  );
}

/** A line over evenly spaced values (null: a gap), dots on each, and optional step segments (weekly means). */
export function LineChart({
  values,
  range,
  steps,
  band,
  labels,
  format,
}: {
  values: readonly (number | null)[];
  range: { min: number; max: number };
  steps?: { from: number; to: number; value: number }[];
  band?: { low: number; high: number };
  /** Labels under the first and last value. */
  labels: [string, string];
  format: (n: number) => string;
}) {
  const chart = lineChart(values, range, steps, band);
  const ys = chart.dots.map((d) => d.value);
  const [lo, hi] = ys.length ? [Math.min(...ys), Math.max(...ys)] : [null, null];
  const yOf = (v: number) => chart.dots.find((d) => d.value === v)!.y;
  return (
    <svg viewBox={`0 0 ${CHART.width} ${CHART.height}`} className="h-auto w-full">
      {chart.band ? (
        <rect
          x={PLOT_AREA.x0}
          width={PLOT_AREA.x1 - PLOT_AREA.x0}
          y={chart.band.top}
          height={Math.max(1, chart.band.bottom - chart.band.top)}
          className="fill-mint-100"
        />
      ) : null}
      <line
        x1={PLOT_AREA.x0}
        x2={PLOT_AREA.x1}
        y1={PLOT_AREA.y0}
        y2={PLOT_AREA.y0}
        className="stroke-slate-200"
        strokeWidth="1"
      />
      {hi !== null && lo !== null
        ? // The lowest value's label only when it does not sit on the highest's.
          [...new Set(Math.abs(yOf(hi) - yOf(lo)) < 10 ? [hi] : [hi, lo])].map((v) => (
            <text key={v} x={PLOT_AREA.x0 - 4} y={yOf(v) + 3} textAnchor="end" className={axisText}>
              {format(v)}
            </text>
          ))
        : null}
      {chart.steps.map((s, i) => (
        <line key={i} x1={s.x1} x2={s.x2} y1={s.y} y2={s.y} className="stroke-sun-500" strokeWidth="2.5" />
      ))}
      {chart.paths.map((p, i) => (
        <polyline key={i} points={p} className="fill-none stroke-brand-600" strokeWidth="1.5" />
      ))}
      {chart.dots.map((d) => (
        <circle key={d.i} cx={d.x} cy={d.y} r="2.5" className="fill-brand-700" />
      ))}
      <text x={PLOT_AREA.x0} y={CHART.height - 6} className={axisText}>
        {labels[0]}
      </text>
      <text x={PLOT_AREA.x1} y={CHART.height - 6} textAnchor="end" className={axisText}>
        {labels[1]}
      </text>
    </svg>
  );
}

/** A chart with nothing to draw yet: a low panel with a line of text (the sentence says the rest). */
export function EmptyChart({ text }: { text: string }) {
  return (
    <svg viewBox={`0 0 ${CHART.width} 60`} className="h-auto w-full">
      <rect x="0" y="0" width={CHART.width} height="60" rx="10" className="fill-slate-50" />
      <text x={CHART.width / 2} y="34" textAnchor="middle" className="fill-slate-500 text-[11px]">
        {text}
      </text>
    </svg>
  );
}

/** A small line with its band shaded, no axes: one of many side by side. */
export function Sparkline({ values, band }: { values: readonly number[]; band?: { low: number; high: number } }) {
  const line = sparkline(values, lineRange(values, band), band);
  return (
    <svg viewBox={`0 0 ${line.width} ${line.height}`} className="h-auto w-full">
      {line.band ? (
        <rect
          x="0"
          width={line.width}
          y={line.band.top}
          height={Math.max(1, line.band.bottom - line.band.top)}
          className="fill-mint-100"
        />
      ) : null}
      <polyline points={line.path} className="fill-none stroke-brand-600" strokeWidth="1.5" />
      {line.dots.map((d, i) => (
        <circle key={i} cx={d.x} cy={d.y} r="2" className="fill-brand-700" />
      ))}
    </svg>
  );
}
