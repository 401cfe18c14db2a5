// The member's XP per day over the last 30 days: a server-rendered SVG (no script)
// with a sentence and a table as its text alternative.
import { formatDayMonth, formatShortDay } from "~/calendar/format";
import { chartSummary, type DayXp } from "../chart";
import { formatNumber } from "~/calendar/numbers";

const W = 300;
const H = 90;

export function XpChart({ series }: { series: readonly DayXp[] }) {
  const max = Math.max(1, ...series.map((d) => d.xp));
  const bar = W / series.length;
  const summary = chartSummary(series);
  return (
    <section className="card" aria-labelledby="xp-chart-heading">
      <h2 id="xp-chart-heading" className="font-semibold">
        XP in the last 30 days
      </h2>
      <svg
        viewBox={`0 0 ${W} ${H + 14}`}
        className="mt-3 h-auto w-full"
        role="img"
        aria-labelledby="xp-chart-title xp-chart-desc"
      >
        <title id="xp-chart-title">XP earned per day, last 30 days</title>
        <desc id="xp-chart-desc">{summary}</desc>
        <line x1="0" y1={H} x2={W} y2={H} className="stroke-slate-200" strokeWidth="1" />
        {series.map((d, i) => {
          const h = d.xp === 0 ? 0 : Math.max(2, (d.xp / max) * (H - 4));
          return (
            <rect
              key={d.day}
              x={i * bar + 1}
              y={H - h}
              width={bar - 2}
              height={h}
              rx="1.5"
              className="fill-brand-600"
            />
          );
        })}
        <text x="0" y={H + 12} className="fill-slate-500 text-[9px]">
          {series[0] ? formatDayMonth(series[0].day) : null}
        </text>
        <text x={W} y={H + 12} textAnchor="end" className="fill-slate-500 text-[9px]">
          Today
        </text>
      </svg>
      <p className="mt-2 text-sm text-slate-600" data-testid="xp-chart-summary">
        {summary}
      </p>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-brand-700">Show as a table</summary>
        <table className="mt-2 w-full text-left">
          <thead>
            <tr>
              <th scope="col" className="py-1">
                Day
              </th>
              <th scope="col" className="py-1">
                XP
              </th>
            </tr>
          </thead>
          <tbody>
            {series
              .filter((d) => d.xp > 0)
              .map((d) => (
                <tr key={d.day} className="border-t border-slate-100">
                  <td className="py-1">{formatShortDay(d.day)}</td>
                  <td className="py-1 tabular-nums">{formatNumber(d.xp)}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
