// The analytics page's body: the member's own numbers, each chart with its sentence and table.
import type { AnalyticsView } from "../analytics.server";
import { ConsistencyCalendar, WeeklyCharts, type Titles } from "./activity-charts";
import { BattleRecord, ScanTrends, StreakHistory } from "./record-charts";

export function AnalyticsPage({ view, titles }: { view: AnalyticsView; titles: Titles }) {
  return (
    <div className="space-y-4" data-testid="analytics">
      <div>
        <h2 className="text-2xl font-extrabold text-ink">Your analytics</h2>
        <p className="mt-1 text-slate-700">
          What you did, from your own challenges, streaks, battles and scans. Every chart has its numbers under
          &ldquo;Show the numbers&rdquo;.
        </p>
      </div>
      <WeeklyCharts weeks={view.weeks} titles={titles} />
      <div className="grid gap-4 md:grid-cols-2">
        <ConsistencyCalendar calendar={view.calendar} today={view.today} titles={titles} />
        <div className="space-y-4">
          <StreakHistory streaks={view.streaks} />
          <BattleRecord battles={view.battles} zone={view.zone} />
        </div>
      </div>
      <ScanTrends trends={view.trends} zone={view.zone} />
    </div>
  );
}
