// The analytics page's first half: XP and completed challenges by category per week,
// and the consistency calendar with links to the months before and after.
import { Link } from "@remix-run/react";
import { addMonths } from "~/calendar/periods";
import { formatDayMonth, formatMonth, formatShortDay } from "~/calendar/format";
import { ChartCard, StackedBars } from "~/ui/charts";
import { CATEGORY_SLUGS, type CategorySlug } from "../../../db/constants";
import type { AnalyticsView } from "../analytics.server";
import { weeksSummary, XP_SOURCES, type XpSource } from "../weeks";
import { CATEGORY_FILL, SHADE_FILL, SOURCE_FILL } from "./colours";

export type Titles = Record<CategorySlug, string>;

export const sourceName = (s: XpSource, titles: Titles) =>
  s === "daily-task"
    ? "Daily task"
    : s === "battles"
      ? "Battles"
      : s === "achievements"
        ? "Achievements"
        : s === "other"
          ? "Other"
          : titles[s];

export function WeeklyCharts({ weeks, titles }: { weeks: AnalyticsView["weeks"]; titles: Titles }) {
  const summary = weeksSummary(weeks, titles);
  const sources = XP_SOURCES.filter((s) => weeks.some((w) => w.xp[s] > 0));
  const categories = CATEGORY_SLUGS.filter((c) => weeks.some((w) => w.challenges[c] > 0));
  // Every other week is labelled, ending with this one.
  const labels = weeks.map((w, i) => ((weeks.length - 1 - i) % 2 === 0 ? formatDayMonth(w.week) : ""));
  const weekLabel = (w: string, i: number) =>
    i === weeks.length - 1 ? `This week (from ${formatDayMonth(w)})` : `From ${formatDayMonth(w)}`;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <ChartCard
        id="xp-weeks"
        title="XP by category, last 8 weeks"
        summary={summary.sentence}
        legend={sources.map((s) => ({ name: sourceName(s, titles), className: SOURCE_FILL[s] }))}
        table={{
          caption: "XP earned per week by category and source",
          columns: ["Week", "Total", ...sources.map((s) => sourceName(s, titles))],
          rows: weeks.map((w, i) => [
            weekLabel(w.week, i),
            XP_SOURCES.reduce((t, s) => t + w.xp[s], 0),
            ...sources.map((s) => w.xp[s]),
          ]),
        }}
      >
        <StackedBars
          groups={weeks.map((w) => sources.map((s) => ({ key: s, value: w.xp[s] })))}
          labels={labels}
          colours={SOURCE_FILL}
        />
      </ChartCard>
      <ChartCard
        id="challenge-weeks"
        title="Challenges completed by category"
        summary={
          summary.done === 0
            ? "No challenges completed in the last 8 weeks yet."
            : `${summary.done} challenges in 8 weeks: ${summary.byCategory
                .filter((c) => c.n > 0)
                .map((c) => `${titles[c.c]} ${c.n}`)
                .join(", ")}.`
        }
        legend={categories.map((c) => ({ name: titles[c], className: CATEGORY_FILL[c] }))}
        table={{
          caption: "Challenges completed per week by category",
          columns: ["Week", "Total", ...categories.map((c) => titles[c])],
          rows: weeks.map((w, i) => [
            weekLabel(w.week, i),
            CATEGORY_SLUGS.reduce((t, c) => t + w.challenges[c], 0),
            ...categories.map((c) => w.challenges[c]),
          ]),
        }}
      >
        <StackedBars
          groups={weeks.map((w) => categories.map((c) => ({ key: c, value: w.challenges[c] })))}
          labels={labels}
          colours={CATEGORY_FILL}
        />
      </ChartCard>
    </div>
  );
}

const CELL = 40;
const GAP = 4;

export function ConsistencyCalendar({
  calendar,
  today,
  titles,
}: {
  calendar: AnalyticsView["calendar"];
  today: string;
  titles: Titles;
}) {
  const { month, weeks, earliest } = calendar;
  const previous = addMonths(month, -1);
  const next = addMonths(month, 1);
  const height = weeks.length * (CELL + GAP) + 16;
  return (
    <div id="calendar">
      <ChartCard
        id="calendar-chart"
        title={`Consistency: ${formatMonth(month)}`}
        summary={calendar.sentence}
        legend={[
          { name: "None", className: SHADE_FILL[0] },
          { name: "1-2 challenges", className: SHADE_FILL[1] },
          { name: "3-4", className: SHADE_FILL[2] },
          { name: "5 or more", className: SHADE_FILL[3] },
        ]}
        table={{
          caption: `Challenges completed each day of ${formatMonth(month)}`,
          columns: ["Day", "Challenges", "Categories"],
          rows: calendar.days
            .filter((d) => !d.future)
            .map((d) => [
              formatShortDay(d.day),
              d.count,
              d.categories.map((c) => `${titles[c.category]} ${c.n}`).join(", ") || "-",
            ]),
        }}
      >
        <svg viewBox={`0 0 ${7 * (CELL + GAP)} ${height}`} className="mx-auto h-auto w-full max-w-sm">
          {["M", "T", "W", "T", "F", "S", "S"].map((d, i) => (
            <text
              key={i}
              x={i * (CELL + GAP) + CELL / 2}
              y={10}
              textAnchor="middle"
              className="fill-slate-500 text-[10px]"
            >
              {d}
            </text>
          ))}
          {weeks.map((week, r) =>
            week.map((cell, c) =>
              cell ? (
                <g key={cell.day}>
                  <rect
                    x={c * (CELL + GAP)}
                    y={16 + r * (CELL + GAP)}
                    width={CELL}
                    height={CELL}
                    rx="8"
                    className={cell.future ? "fill-white stroke-slate-200" : SHADE_FILL[cell.shade]}
                    strokeDasharray={cell.future ? "3 3" : undefined}
                  />
                  <text
                    x={c * (CELL + GAP) + CELL / 2}
                    y={16 + r * (CELL + GAP) + CELL / 2 + 4}
                    textAnchor="middle"
                    className={`text-[12px] ${cell.shade >= 2 ? "fill-white" : "fill-slate-700"} ${cell.day === today ? "font-bold" : ""}`}
                  >
                    {Number(cell.day.slice(8))}
                  </text>
                </g>
              ) : null,
            ),
          )}
        </svg>
      </ChartCard>
      <nav aria-label="Calendar months" className="mt-2 flex justify-between text-sm font-medium">
        {previous >= earliest ? (
          <Link to={`/analytics?month=${previous}#calendar`} className="text-brand-700 underline" preventScrollReset>
            ← {formatMonth(previous)}
          </Link>
        ) : (
          <span />
        )}
        {next <= today.slice(0, 7) ? (
          <Link to={`/analytics?month=${next}#calendar`} className="text-brand-700 underline" preventScrollReset>
            {formatMonth(next)} →
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
