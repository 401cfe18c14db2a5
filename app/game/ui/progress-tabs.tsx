// The /progress tabs. Every button is a plain form post and every filter a link or a
// GET form, so all of it works without JavaScript.
import { BATTLE_WIN_XP } from "../battle";
import { challengePercent } from "../daily";
import type { BoardBattle, BoardInvitation } from "../battles.server";
import { Field, FormError } from "~/ui/form";
import { Icon } from "~/ui/icon";
import { ProgressBar } from "~/ui/progress-bar";
import { EmptyState } from "~/ui/empty-state";

type ChallengeCard = {
  id: string;
  title: string;
  description: string;
  difficulty: string;
  category: string;
  xpReward: number;
  state: "new" | "started" | "completed";
};
type DailyTask = {
  id: string;
  title: string;
  description: string;
  difficulty: string;
  xp: number;
  done: boolean;
} | null;

function PostButton({
  tab,
  intent,
  fields = {},
  label,
  primary = true,
  action,
}: {
  tab: string;
  intent: string;
  fields?: Record<string, string | number>;
  label: string;
  primary?: boolean;
  action?: string;
}) {
  return (
    <form method="post" action={action ?? `/progress?tab=${tab}`}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <button
        type="submit"
        className={primary ? "btn-primary px-3 py-1.5 text-sm" : "btn-secondary px-3 py-1.5 text-sm"}
      >
        {label}
      </button>
    </form>
  );
}

function Bar({ percent, label }: { percent: number; label: string }) {
  return <ProgressBar value={percent} label={label} />;
}

/**
 * Today's daily task and five challenges. `action` is where the forms post (default:
 * /progress); each form carries the `zone` the day was counted in, so it plays that day.
 */
export function ChallengesTab({
  challenges,
  dailyTask,
  zone,
  action,
}: {
  challenges: readonly ChallengeCard[];
  dailyTask: DailyTask;
  zone: string;
  action?: string;
}) {
  return (
    <div className="space-y-4">
      {dailyTask ? (
        <section
          className="card border-amber-200 bg-amber-50"
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
          <li key={c.id} className="card p-4" data-testid="challenge">
            <div className="flex items-start justify-between gap-2">
              <h3 className="font-semibold">{c.title}</h3>
              <span className="shrink-0 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">{`+${c.xpReward} XP`}</span>
            </div>
            <p className="text-sm text-slate-600">{c.description}</p>
            <p className="mt-1 text-xs text-slate-500">{`${c.category} · ${c.difficulty}`}</p>
            <Bar percent={challengePercent(c.state)} label={`${c.title} progress`} />
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
    </div>
  );
}

export function InboxTab({ inbox }: { inbox: readonly BoardInvitation[] }) {
  if (inbox.length === 0) return <EmptyState text="No pending invitations. Challenge someone from the 1v1 tab!" />;
  return (
    <ul className="space-y-3" aria-label="Invitations">
      {inbox.map((i) => (
        <li key={i.id} className="flex flex-wrap items-center justify-between gap-3 card p-4" data-testid="invitation">
          <p>
            <strong>{i.member}</strong> challenged you to <strong>{i.challenge}</strong>
          </p>
          <div className="flex gap-2">
            <PostButton tab="inbox" intent="accept" fields={{ invitationId: i.id }} label="Accept" />
            <PostButton tab="inbox" intent="decline" fields={{ invitationId: i.id }} label="Decline" primary={false} />
          </div>
        </li>
      ))}
    </ul>
  );
}

const BATTLE_TEXT = {
  "waiting-for-you": "Your turn: do the challenge, then mark it done.",
  "waiting-for-opponent": "Waiting for your opponent...",
  won: `Victory! You finished first. +${BATTLE_WIN_XP} Bonus XP for winning the battle!`,
  lost: "Battle Complete! Your opponent was faster this time.",
} as const;

type Search = { q: string; error?: string; results: readonly { username: string; level: number }[] };

export function BattlesTab({
  search,
  challenges,
  sent,
  battles,
  invite,
}: {
  search: Search;
  challenges: readonly { id: string; title: string }[];
  sent: readonly BoardInvitation[];
  battles: readonly BoardBattle[];
  invite?: { errors: Record<string, string>; values: Record<string, string> };
}) {
  return (
    <div className="space-y-4">
      <section className="card" aria-labelledby="battles-heading">
        <h2 id="battles-heading" className="font-semibold">
          Your battles
        </h2>
        {battles.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No battles yet. Invite a member below.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100">
            {battles.map((b) => (
              <li key={b.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5" data-testid="battle">
                <div>
                  <p className="font-medium">{`${b.challenge} vs ${b.opponent}`}</p>
                  <p className="text-sm text-slate-600">{BATTLE_TEXT[b.state]}</p>
                </div>
                {b.state === "waiting-for-you" ? (
                  <PostButton tab="battles" intent="finish-battle" fields={{ battleId: b.id }} label="I finished it" />
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="card" aria-labelledby="search-heading">
        <h2 id="search-heading" className="font-semibold">
          Challenge a member
        </h2>
        <form method="get" action="/progress" className="mt-3 flex items-end gap-2" role="search">
          <input type="hidden" name="tab" value="battles" />
          <div className="flex-1">
            <Field
              label="Search members by username"
              name="q"
              type="search"
              maxLength={20}
              defaultValue={search.q}
              error={search.error}
            />
          </div>
          <button type="submit" className="btn-secondary">
            Search
          </button>
        </form>
        {invite?.errors.form ? (
          <div className="mt-3">
            <FormError message={invite.errors.form} />
          </div>
        ) : null}
        {search.q && !search.error ? (
          search.results.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">{`No members match "${search.q}".`}</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-100" aria-label="Members found">
              {search.results.map((m) => (
                <li key={m.username} className="py-2.5" data-testid="member-result">
                  <form method="post" action="/progress?tab=battles" className="flex flex-wrap items-center gap-2">
                    <input type="hidden" name="intent" value="invite" />
                    <input type="hidden" name="username" value={m.username} />
                    <span className="min-w-24 font-medium">{m.username}</span>
                    <span className="text-xs text-slate-500">{`Lvl ${m.level}`}</span>
                    <label
                      className="sr-only"
                      htmlFor={`challenge-for-${m.username}`}
                    >{`Challenge for ${m.username}`}</label>
                    <select
                      id={`challenge-for-${m.username}`}
                      name="challengeId"
                      className="field w-auto flex-1 py-1.5 text-sm"
                      defaultValue={invite?.values.challengeId}
                    >
                      {challenges.map((c) => (
                        <option key={c.id} value={c.id}>
                          {c.title}
                        </option>
                      ))}
                    </select>
                    <button type="submit" className="btn-primary px-3 py-1.5 text-sm">
                      {`Invite ${m.username}`}
                    </button>
                  </form>
                </li>
              ))}
            </ul>
          )
        ) : null}
      </section>

      <section className="card" aria-labelledby="sent-heading">
        <h2 id="sent-heading" className="font-semibold">
          Sent invitations
        </h2>
        {sent.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">None yet.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100">
            {sent.map((i) => (
              <li key={i.id} className="flex justify-between gap-2 py-2 text-sm" data-testid="sent-invitation">
                <span>{`${i.challenge} · ${i.member}`}</span>
                <span className={i.status === "accepted" ? "font-semibold text-emerald-700" : "text-slate-500"}>
                  {i.status === "accepted" ? "Accepted" : "Pending"}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
