// The analytics page's second half: the streak history, the battle record and each scan
// measurement's trend.
import { Link } from "@remix-run/react";
import { calendarDay } from "~/calendar/days";
import { formatDayMonth } from "~/calendar/format";
import { CHART, lineRange, PLOT_AREA } from "~/ui/chart";
import { ChartCard, DataTable, EmptyChart, LineChart, Sparkline, StackedBars } from "~/ui/charts";
import type { AnalyticsView } from "../analytics.server";
import { streakSentence } from "../calendar";
import { measurementsSentence } from "../record";

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
          formatDayMonth(r.start),
          r.ongoing ? `${formatDayMonth(r.end)} (ongoing)` : formatDayMonth(r.end),
          r.length,
        ]),
      }}
    >
      {runs.length ? (
        <StackedBars
          groups={runs.map((r) => [{ key: r.ongoing ? "ongoing" : "past", value: r.length }])}
          labels={runs.map((r, i) => (i === 0 || i === runs.length - 1 ? formatDayMonth(r.start) : ""))}
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
                  formatDayMonth(calendarDay(new Date(b.at), zone)),
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
  const day = (at: number) => formatDayMonth(calendarDay(new Date(at), zone));
  const rating = trends.find((t) => t.key === "rating");
  const measured = trends.filter((t) => t.key !== "rating");
  return (
    <section aria-labelledby="trends-heading" className="space-y-3">
      <h2 id="trends-heading" className="text-lg font-semibold text-ink">
        Your scan measurements
      </h2>
      {!rating ? (
        <p className="card text-slate-700">
          No scans yet.{" "}
          <Link to="/face-scanner" className="font-medium text-brand-700 underline">
            Scan a photo
          </Link>{" "}
          and each measurement&apos;s trend starts here.
        </p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          <ChartCard
            id="trend-rating"
            level={3}
            title="Rating"
            summary={rating.sentence}
            table={{
              caption: "Your rating in each scan",
              columns: ["Scan", "Rating"],
              rows: rating.points.map((p) => [day(p.at), p.shown]),
            }}
          >
            <LineChart
              values={rating.points.map((p) => p.value)}
              range={lineRange(rating.points.map((p) => p.value))}
              labels={[day(rating.points[0].at), day(rating.points.at(-1)!.at)]}
              format={(v) => rating.points.find((p) => p.value === v)?.shown ?? String(v)}
            />
          </ChartCard>
          {measured.length ? (
            <ChartCard
              id="trend-measurements"
              level={3}
              title="Each measurement"
              summary={measurementsSentence(trends)}
              legend={[{ name: "Balanced range", className: "fill-mint-100" }]}
              table={{
                caption: "Each measurement: your first and latest scan",
                columns: ["Measurement", "First", "Latest", "Balanced", "Scans"],
                rows: measured.map((t) => [t.label, t.shown.first, t.shown.last, t.shown.band ?? "-", t.points.length]),
              }}
            >
              <ul className="grid grid-cols-2 gap-x-3 gap-y-2 sm:grid-cols-3">
                {measured.map((t) => (
                  <li key={t.key} className="min-w-0">
                    <p className="truncate text-xs font-medium text-slate-700">{t.label}</p>
                    <Sparkline values={t.points.map((p) => p.value)} band={t.band} />
                    <p className="text-xs text-slate-600 tabular-nums">
                      {t.shown.first === t.shown.last ? t.shown.last : `${t.shown.first} → ${t.shown.last}`}
                    </p>
                  </li>
                ))}
              </ul>
            </ChartCard>
          ) : null}
        </div>
      )}
    </section>
  );
}
