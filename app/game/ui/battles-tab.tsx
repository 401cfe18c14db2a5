// The 1v1 tab: the member's battles, finding a member to challenge, and sent invitations. A
// battle is won by completing its challenge first on the Challenges tab (decision 072).
// The search is a GET form and every action a plain post, so all of it works without JavaScript.
import { Field, FormError } from "~/ui/form";
import { BATTLE_WIN_XP, BATTLE_XP_PER_WINDOW } from "../battle";
import type { BoardBattle, BoardInvitation, searchMembers } from "../battle-lists.server";
import { challengeAnchor } from "./anchors";

/** What a battle's line says, plainly: who challenged whom, on what, and who won. */
function battleLines(b: BoardBattle) {
  const who = b.challengedByMe ? `You challenged ${b.opponent}` : `${b.opponent} challenged you`;
  const status = {
    open: "Nobody has completed it yet. Complete it first on the Challenges tab to win.",
    won: b.bonus
      ? `You won: you completed it first. +${BATTLE_WIN_XP} bonus XP.`
      : `You won: you completed it first. No bonus XP this time: you reached the limit of ${BATTLE_XP_PER_WINDOW} battle XP in 24 hours.`,
    lost: `${b.opponent} won: they completed it first.`,
    ended: "Nobody completed it within 24 hours, so nobody won.",
  }[b.state];
  return { who, status };
}

type Search = { q: string; error?: string; results: Awaited<ReturnType<typeof searchMembers>> };

export function BattlesTab({
  search,
  challenges,
  sent,
  battles,
  invite,
}: {
  search: Search;
  /** Today's five as the member stands with them: only those not yet completed can be battled. */
  challenges: readonly { id: string; title: string; state: "new" | "started" | "completed" }[];
  sent: readonly BoardInvitation[];
  battles: readonly BoardBattle[];
  invite?: { errors: Record<string, string>; values: Record<string, string> };
}) {
  const open = challenges.filter((c) => c.state !== "completed");
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
            {battles.map((b) => {
              const { who, status } = battleLines(b);
              return (
                <li
                  key={b.id}
                  className="flex flex-wrap items-center justify-between gap-2 py-2.5"
                  data-testid="battle"
                  data-state={b.state}
                >
                  <div>
                    <p className="font-medium">
                      {`${who} to `}
                      <strong>{b.challenge}</strong>
                    </p>
                    <p className="text-sm text-slate-600">{status}</p>
                  </div>
                  {b.state === "open" ? (
                    <a
                      className="btn-secondary px-3 py-1.5 text-sm"
                      href={`/progress?tab=challenges#${challengeAnchor(b.challengeId)}`}
                    >
                      Go to the challenge
                    </a>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section className="card" aria-labelledby="search-heading">
        <h2 id="search-heading" className="font-semibold">
          Challenge a member
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Pick one of today&rsquo;s challenges that neither of you has completed. Whoever completes it first wins.
        </p>
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
                      {open.map((c) => (
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
