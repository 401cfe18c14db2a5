// Today's daily task and five challenges, on /progress and on the member home.
import { Icon } from "~/ui/icon";
import { ProgressBar } from "~/ui/progress-bar";
import { challengePercent } from "../daily";
import type { ChallengeCard, DailyTaskCard } from "../day.server";
import { challengeAnchor, DAILY_TASK_ANCHOR } from "./anchors";
import { PostButton } from "./post-button";

/**
 * Today's daily task and five challenges. `action` is where the forms post (default:
 * /progress); each form carries the `zone` the day was counted in, so it plays that day.
 * Each card has an id the action's redirect names, so a page without JavaScript lands on
 * it; with JavaScript the island keeps the scroll position exactly.
 */
export function ChallengesTab({
  challenges,
  dailyTask,
  zone,
  action,
}: {
  challenges: readonly ChallengeCard[];
  dailyTask: DailyTaskCard;
  zone: string;
  action?: string;
}) {
  return (
    <div className="space-y-4">
      {dailyTask ? (
        <section
          id={DAILY_TASK_ANCHOR}
          className="scroll-mt-20 card border-amber-200 bg-amber-50"
          aria-labelledby="daily-task-heading"
          data-testid="daily-task"
        >
          <p className="text-xs font-semibold tracking-wide text-amber-800 uppercase">Daily task</p>
          <h2 id="daily-task-heading" className="mt-1 text-lg font-semibold">
            {dailyTask.title}
          </h2>
          <p className="text-sm text-slate-700">{dailyTask.description}</p>
          <p className="mt-1 text-sm font-medium">{`+${dailyTask.xp} XP (bonus included) · ${dailyTask.difficulty}`}</p>
          <div className="mt-3">
            {dailyTask.done ? (
              <p className="flex items-center gap-1 font-semibold text-emerald-700">
                <Icon name="check" className="size-5" /> Done for today
              </p>
            ) : (
              <PostButton
                tab="challenges"
                intent="daily-task"
                fields={{ zone }}
                label="Complete Daily Task"
                action={action}
              />
            )}
          </div>
        </section>
      ) : null}
      <ul className="grid gap-3 sm:grid-cols-2" aria-label="Today's challenges">
        {challenges.map((c) => (
          <li key={c.id} id={challengeAnchor(c.id)} className="scroll-mt-20 card p-4" data-testid="challenge">
            <div className="flex items-start justify-between gap-2">
              <h3 className="font-semibold">{c.title}</h3>
              <span className="shrink-0 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">{`+${c.xpReward} XP`}</span>
            </div>
            <p className="text-sm text-slate-600">{c.description}</p>
            <p className="mt-1 text-xs text-slate-500">{`${c.category} · ${c.difficulty}`}</p>
            <ProgressBar value={challengePercent(c.state)} label={`${c.title} progress`} />
            <p className="mt-1 text-xs text-slate-600">
              {c.state === "completed"
                ? "1 of 1 · Completed"
                : c.state === "started"
                  ? "0 of 1 · Started"
                  : "Not started"}
            </p>
            <div className="mt-3">
              {c.state === "new" ? (
                <PostButton
                  tab="challenges"
                  intent="start"
                  fields={{ challengeId: c.id, zone }}
                  label={`Start ${c.title}`}
                  primary={false}
                  action={action}
                />
              ) : c.state === "started" ? (
                <PostButton
                  tab="challenges"
                  intent="complete"
                  fields={{ challengeId: c.id, zone }}
                  label={`Complete ${c.title}`}
                  action={action}
                />
              ) : (
                <p className="flex items-center gap-1 text-sm font-semibold text-emerald-700">
                  <Icon name="check" className="size-4" /> Completed
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
      <script type="module" src="/islands/progress.js" />
    </div>
  );
}
