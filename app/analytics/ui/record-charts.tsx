// The analytics page's second half: the streak history, the battle record and each scan
// measurement's trend.
import { Link } from "@remix-run/react";
import { calendarDay } from "~/calendar/days";
import { shortDay } from "~/calendar/periods";
import { CHART, lineRange, PLOT_AREA } from "~/ui/chart";
import { ChartCard, DataTable, EmptyChart, LineChart, StackedBars } from "~/ui/charts";
import type { AnalyticsView } from "../analytics.server";
import { streakSentence } from "../calendar";

/** Runs the chart draws (the newest ones). */
const RUNS_SHOWN = 12;

export function StreakHistory({ streaks }: { streaks: AnalyticsView["streaks"] }) {
  const runs = streaks.runs.slice(0, RUNS_SHOWN).reverse();
  return (
    <ChartCard
      id="streaks"
      title="Streak history"
      summary={streakSentence(streaks.runs, streaks.longest)}
      legend={
        runs.length
          ? [
              { name: "Earlier streaks", className: "fill-brand-400" },
              { name: "Current streak", className: "fill-sun-400" },
            ]
          : undefined
      }
      table={{
        caption: "Every streak in the last year, newest first",
        columns: ["From", "To", "Days"],
        rows: streaks.runs.map((r) => [
          shortDay(r.start),
          r.ongoing ? `${shortDay(r.end)} (ongoing)` : shortDay(r.end),
          r.length,
        ]),
      }}
    >
      {runs.length ? (
        <StackedBars
          groups={runs.map((r) => [{ key: r.ongoing ? "ongoing" : "past", value: r.length }])}
          labels={runs.map((r, i) => (i === 0 || i === runs.length - 1 ? shortDay(r.start) : ""))}
          colours={{ ongoing: "fill-sun-400", past: "fill-brand-400" }}
        />
      ) : (
        <EmptyChart text="Your streaks will show here" />
      )}
    </ChartCard>
  );
}

export function BattleRecord({ battles, zone }: { battles: AnalyticsView["battles"]; zone: string }) {
  const total = battles.won + battles.lost + battles.open;
  const width = PLOT_AREA.x1 - PLOT_AREA.x0;
  const parts = [
    { name: "Won", n: battles.won, fill: "fill-mint-600" },
    { name: "Lost", n: battles.lost, fill: "fill-glow-400" },
    { name: "Open", n: battles.open, fill: "fill-slate-300" },
  ];
  let x = PLOT_AREA.x0;
  return (
    <ChartCard
      id="battles"
      title="Battle record"
      summary={battles.sentence}
      legend={parts.map((p) => ({ name: `${p.name} ${p.n}`, className: p.fill }))}
      table={{
        caption: "Battles won, lost and open",
        columns: ["Result", "Battles"],
        rows: parts.map((p) => [p.name, p.n]),
      }}
      footer={
        battles.recent.length ? (
          <div className="mt-3 overflow-x-auto">
            <DataTable
              table={{
                caption: "Your latest finished battles",
                columns: ["Opponent", "Challenge", "Result", "Day"],
                rows: battles.recent.map((b) => [
                  b.opponent,
                  b.challenge,
                  b.won ? "Won" : "Lost",
                  shortDay(calendarDay(new Date(b.at), zone)),
                ]),
              }}
            />
          </div>
        ) : null
      }
    >
      <svg viewBox={`0 0 ${CHART.width} 36`} className="h-auto w-full">
        {total === 0 ? (
          <rect x={PLOT_AREA.x0} y="6" width={width} height="24" rx="6" className="fill-slate-100" />
        ) : (
          parts.map((p) => {
            const w = (p.n / total) * width;
            const rect = <rect key={p.name} x={x} y="6" width={w} height="24" className={p.fill} />;
            x += w;
            return rect;
          })
        )}
      </svg>
    </ChartCard>
  );
}

export function ScanTrends({ trends, zone }: { trends: AnalyticsView["trends"]; zone: string }) {
  return (
    <section aria-labelledby="trends-heading" className="space-y-3">
      <h2 id="trends-heading" className="text-lg font-semibold text-ink">
        Your scan measurements
      </h2>
      {trends.length === 0 ? (
        <p className="card text-slate-700">
          No scans yet.{" "}
          <Link to="/face-scanner" className="font-medium text-brand-700 underline">
            Scan a photo
          </Link>{" "}
          and each measurement's trend starts here.
        </p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          {trends.map((t) => {
            const day = (at: number) => shortDay(calendarDay(new Date(at), zone));
            return (
              <ChartCard
                key={t.key}
                id={`trend-${t.key}`}
                level={3}
                title={t.label}
                summary={t.sentence}
                table={{
                  caption: `${t.label} in each scan`,
                  columns: ["Scan", t.label],
                  rows: t.points.map((p) => [day(p.at), p.shown]),
                }}
              >
                <LineChart
                  values={t.points.map((p) => p.value)}
                  range={lineRange(
                    t.points.map((p) => p.value),
                    t.band,
                  )}
                  band={t.band}
                  labels={[day(t.points[0].at), day(t.points.at(-1)!.at)]}
                  format={(v) => t.points.find((p) => p.value === v)?.shown ?? String(v)}
                />
              </ChartCard>
            );
          })}
        </div>
      )}
    </section>
  );
}
