// A chart per main lift: a server-rendered SVG line (no script), with a sentence and a
// table as its text alternative.
import { formatDayMonth, formatShortDay } from "~/calendar/format";
import type { LiftSeries } from "../lift-chart";
import { formatLiftValue } from "../lift-format";

const W = 300;
const H = 100;
const PAD = 10;
const LEFT = 48;

function LiftChart({ series }: { series: LiftSeries }) {
  const { points } = series;
  const id = `lift-${series.exercise}`;
  const { summary } = series;
  const values = points.map((p) => p.value);
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const span = hi - lo || 1;
  // The values' labels take the left edge; the points start after them.
  const x = (i: number) => (points.length === 1 ? (LEFT + W) / 2 : LEFT + (i * (W - LEFT - PAD)) / (points.length - 1));
  const y = (v: number) => (hi === lo ? H / 2 : H - PAD - ((v - lo) / span) * (H - 2 * PAD));
  return (
    <section className="card" aria-labelledby={`${id}-heading`} data-testid="lift-chart">
      <h3 id={`${id}-heading`} className="font-semibold">
        {series.name}
      </h3>
      {points.length > 0 ? (
        <svg viewBox={`0 0 ${W} ${H + 14}`} className="mt-3 h-auto w-full" role="img" aria-labelledby={`${id}-desc`}>
          <desc id={`${id}-desc`}>{summary}</desc>
          <line x1="0" y1={H} x2={W} y2={H} className="stroke-slate-200" strokeWidth="1" />
          <polyline
            points={points.map((p, i) => `${x(i)},${y(p.value)}`).join(" ")}
            fill="none"
            className="stroke-brand-600"
            strokeWidth="2"
          />
          {points.map((p, i) => (
            <circle key={p.day} cx={x(i)} cy={y(p.value)} r="3" className="fill-brand-600" />
          ))}
          <text x="0" y={PAD + 3} className="fill-slate-500 text-[9px]">
            {formatLiftValue(hi, series.unit)}
          </text>
          {hi !== lo ? (
            <text x="0" y={H - 4} className="fill-slate-500 text-[9px]">
              {formatLiftValue(lo, series.unit)}
            </text>
          ) : null}
          <text x="0" y={H + 12} className="fill-slate-500 text-[9px]">
            {formatDayMonth(points[0].day)}
          </text>
          <text x={W} y={H + 12} textAnchor="end" className="fill-slate-500 text-[9px]">
            {formatDayMonth(points[points.length - 1].day)}
          </text>
        </svg>
      ) : null}
      <p className="mt-2 text-sm text-slate-600">{summary}</p>
      {points.length > 0 ? (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-brand-700">Show as a table</summary>
          <table className="mt-2 w-full text-left">
            <caption className="sr-only">{series.name} by session</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1">
                  Day
                </th>
                <th scope="col" className="py-1">
                  {series.unit === "kg" ? "Heaviest set" : "Best set"}
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.day} className="border-t border-slate-100">
                  <td className="py-1">{formatShortDay(p.day)}</td>
                  <td className="py-1 tabular-nums">{formatLiftValue(p.value, series.unit)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      ) : null}
    </section>
  );
}

export function LiftCharts({ lifts }: { lifts: readonly LiftSeries[] }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {lifts.map((series) => (
        <LiftChart key={series.exercise} series={series} />
      ))}
    </div>
  );
}
