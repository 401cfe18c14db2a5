// The league page's body: the member's group this week ranked by the week's XP, with the
// promotion and demotion zones, last week's result, and what to do when not placed.
import type { LeagueView } from "../view";

const MOVE_LABEL = { 1: "Moving up", 0: "", [-1]: "Moving down" } as const;

export function LeagueBoard({ view, ends }: { view: LeagueView; ends: string }) {
  return (
    <div className="space-y-4">
      {view.lastResult ? (
        <section className="card border-brand-200 bg-brand-50" aria-labelledby="last-week" data-testid="league-result">
          <h2 id="last-week" className="font-semibold">
            Last week
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {`You finished ${view.lastResult.place}. in your ${view.lastResult.division} group with ${view.lastResult.weekXp} XP. ${view.lastResult.outcome}.`}
          </p>
        </section>
      ) : null}
      {!view.inLeagues ? (
        <section className="card" aria-labelledby="left-heading">
          <h2 id="left-heading" className="font-semibold">
            You left the leagues
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Your XP still counts everywhere else. To play again from next Monday, join in Settings.
          </p>
          <a href="/settings#leagues" className="mt-3 btn-secondary inline-flex">
            League settings
          </a>
        </section>
      ) : view.division === null ? (
        <section className="card" aria-labelledby="waiting-heading" data-testid="league-waiting">
          <h2 id="waiting-heading" className="font-semibold">
            Your first league starts on Monday
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Complete a challenge this week. Every Monday, members who played in the last two weeks are placed in groups
            of up to 30 with others of similar XP.
          </p>
          <a href="/progress" className="mt-3 btn-primary inline-flex">
            Today&rsquo;s challenges
          </a>
        </section>
      ) : (
        <section className="card" aria-labelledby="group-heading" data-testid="league-board">
          <h2 id="group-heading" className="font-semibold">{`${view.division.name} league`}</h2>
          <p className="mt-1 text-sm text-slate-600">
            {`This week's XP, until ${ends}. The top ${view.rules.promoted} with XP move up a league, the bottom ${view.rules.demoted} move down.`}
          </p>
          <ol className="mt-3 divide-y divide-slate-100" aria-label="This week's group">
            {view.board.map((row) => (
              <li
                key={row.username}
                className={`flex items-center gap-3 py-2 ${row.me ? "-mx-2 rounded-lg bg-brand-50 px-2" : ""}`}
                data-testid="league-row"
                aria-current={row.me ? "true" : undefined}
              >
                <span className="w-7 shrink-0 text-right font-semibold text-slate-600">{`${row.place}.`}</span>
                <span className="min-w-0 flex-1 truncate font-medium">
                  {row.me ? `${row.username} (you)` : row.username}
                </span>
                {row.move !== 0 ? (
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold ${row.move > 0 ? "bg-emerald-100 text-emerald-800" : "bg-red-50 text-red-800"}`}
                  >
                    {MOVE_LABEL[row.move]}
                  </span>
                ) : null}
                <span className="w-16 shrink-0 text-right text-sm font-semibold">{`${row.xp} XP`}</span>
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
