// The progress log's charts: one per measure over the last eight weeks (each day's value
// and the weekly average as a bar across its week; workouts as a total per week), each
// with a sentence naming this week's and last week's figure and the weekly table.
import { Link } from "@remix-run/react";
import { formatDayMonth, formatShortDay } from "~/calendar/format";
import { lineRange } from "~/ui/chart";
import { ChartCard, EmptyChart, LineChart, StackedBars } from "~/ui/charts";
import type { EntryRow, LogCharts as Charts } from "../log";
import {
  axisLabel,
  formatMean,
  formatMeasure,
  MEASURE_KEYS,
  MEASURES,
  type MeasureKey,
  type UnitSystem,
} from "../measures";
import { LOG_PATH } from "../paths";
import { DeleteEntryButton } from "./entry-form";

const weekWord = (key: MeasureKey) => (MEASURES[key].week === "total" ? "total" : "average");

export function LogChartsGrid({ charts, units }: { charts: Charts; units: UnitSystem }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {charts.measures.map((c) => {
        const m = MEASURES[c.key];
        const show = (v: number) => (m.week === "total" ? formatMeasure(c.key, v, units) : formatMean(c.key, v, units));
        const labels: [string, string] = [formatDayMonth(charts.from), "Today"];
        return (
          <ChartCard
            key={c.key}
            id={`log-${c.key}`}
            title={m.label}
            summary={c.sentence}
            legend={
              m.week === "average" && c.latest
                ? [
                    { name: "Each day", className: "fill-brand-700" },
                    { name: "The week's average", className: "fill-sun-500" },
                  ]
                : undefined
            }
            table={{
              caption: `${m.label}: the ${weekWord(c.key)} of each week`,
              columns: ["Week from", m.week === "total" ? "Total" : "Average", "Days logged"],
              rows: c.weekly.map((w) => [formatDayMonth(w.week), w.value === null ? "-" : show(w.value), w.days]),
            }}
          >
            {!c.latest ? (
              <EmptyChart text={`Your ${m.label.toLowerCase()} will show here`} />
            ) : m.week === "total" ? (
              <StackedBars
                groups={c.weekly.map((w) => [{ key: "total", value: w.value ?? 0 }])}
                labels={c.weekly.map((w, i) =>
                  c.weekly.length <= 4 || (c.weekly.length - 1 - i) % 2 === 0 ? formatDayMonth(w.week) : "",
                )}
                colours={{ total: "fill-mint-600" }}
              />
            ) : (
              <LineChart
                values={c.values}
                range={
                  c.key === "mood" ? { min: 0.5, max: 5.5 } : lineRange(c.values.filter((v): v is number => v !== null))
                }
                steps={c.steps}
                labels={labels}
                format={(v) => axisLabel(c.key, v, units)}
              />
            )}
          </ChartCard>
        );
      })}
    </div>
  );
}

export function EntryList({ entries, units }: { entries: readonly EntryRow[]; units: UnitSystem }) {
  return (
    <section className="card" aria-labelledby="entries-heading">
      <h2 id="entries-heading" className="text-lg font-semibold text-ink">
        Your entries, last 8 weeks
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-slate-600">Nothing logged yet. Your first entry starts every chart above.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {entries.map((e) => {
            const parts = MEASURE_KEYS.flatMap((k) => {
              const v = e[k];
              if (v === null) return [];
              const shown = formatMeasure(k, v, units);
              return [
                k === "sleep"
                  ? `${shown} sleep`
                  : k === "water"
                    ? `${shown} water`
                    : k === "mood"
                      ? `mood ${shown}`
                      : shown,
              ];
            });
            return (
              <li
                key={e.day}
                className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2"
                data-entry={e.day}
              >
                <div className="min-w-0">
                  <p className="font-medium">{formatShortDay(e.day)}</p>
                  <p className="text-sm text-slate-700">{parts.join(" · ")}</p>
                </div>
                <div className="flex items-center gap-3">
                  <Link
                    to={`${LOG_PATH}?day=${e.day}#entry`}
                    className="text-sm font-medium text-brand-700 underline"
                    aria-label={`Edit the entry of ${formatShortDay(e.day)}`}
                  >
                    Edit
                  </Link>
                  <DeleteEntryButton day={e.day} compact />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
