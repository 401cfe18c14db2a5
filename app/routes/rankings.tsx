import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { requireMemberWith } from "~/page-read.server";
import { followedNamesQuery } from "~/friends/index.server";
import { FollowButton } from "~/friends/ui";
import { rankingsBoard, rankingsReads } from "~/game/leaderboard.server";
import { climbSentence, YOUNG_BOARD } from "~/game/standing";
import { Icon } from "~/ui/icon";
import { Page } from "~/ui/page";
import { formatNumber } from "~/calendar/numbers";

export const meta: MetaFunction = () => [{ title: "Global Rankings | Glowup" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { results } = await requireMemberWith(
    request,
    context,
    (db, me) => [...rankingsReads(db, me), followedNamesQuery(db, me)] as const,
  );
  const [top, mine, followed] = results;
  const { rows, standing } = rankingsBoard([top, mine]);
  const following = new Set(followed.map((f) => f.username));
  return {
    rows: rows.map((r) => ({ ...r, following: following.has(r.username) })),
    standing,
    climb: climbSentence(standing),
  };
}

function Position({ n }: { n: number }) {
  if (n === 1) return <Icon name="crown" className="size-5 text-amber-500" label="1st" />;
  if (n === 2) return <Icon name="medal" className="size-5 text-slate-400" label="2nd" />;
  if (n === 3) return <Icon name="medal" className="size-5 text-amber-700" label="3rd" />;
  return <span className="font-semibold text-slate-600">{`#${n}`}</span>;
}

export default function Rankings() {
  const { rows, standing, climb } = useLoaderData<typeof loader>();
  return (
    <Page title="Global Rankings" subtitle="Top performers in the community" wide>
      <section
        className="mb-4 flex flex-wrap items-center justify-between gap-3 card"
        aria-labelledby="standing-heading"
        data-testid="standing"
      >
        <div className="min-w-0">
          <h2 id="standing-heading" className="font-semibold">
            {`You're #${standing.position} of ${standing.total} ${standing.total === 1 ? "member" : "members"}`}
          </h2>
          <p className="text-sm text-slate-600">{climb}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/" className="btn-primary">
            Climb with today's challenges
          </Link>
          <Link to="/leagues" className="btn-secondary">
            This week&rsquo;s league
          </Link>
          <Link to="/friends" className="btn-secondary">
            Friends
          </Link>
        </div>
      </section>
      {standing.total < YOUNG_BOARD ? (
        <section
          className="mb-4 card border-brand-200 bg-brand-50"
          aria-labelledby="young-heading"
          data-testid="young-board"
        >
          <h2 id="young-heading" className="font-semibold">
            The board is just getting started
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Early members set the pace. Challenge someone to a 1v1 for bonus XP, or say hello in the community chat.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Link to="/progress?tab=battles" className="btn-secondary">
              Start a 1v1
            </Link>
            <Link to="/chat" className="btn-secondary">
              Say hello in chat
            </Link>
          </div>
        </section>
      ) : null}
      {/* A long name can make the table wider than a phone: the region scrolls, and a
          keyboard can reach it. */}
      <div
        className="scroll-area overflow-x-auto card p-0"
        tabIndex={0}
        role="region"
        aria-label="Leaderboard"
        data-scroll-area
      >
        <div className="flex items-center justify-between px-4 py-3">
          <h2 className="font-semibold">Leaderboard</h2>
          <span className="rounded-full bg-brand-100 px-2.5 py-1 text-xs font-semibold text-brand-800">Top 50</span>
        </div>
        {rows.length === 0 ? (
          <p className="px-4 pb-4 text-slate-600">No members yet.</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-xs text-slate-600 uppercase">
              <tr>
                <th scope="col" className="px-4 py-2">
                  Rank
                </th>
                <th scope="col" className="px-4 py-2">
                  User
                </th>
                <th scope="col" className="hidden px-4 py-2 lg:table-cell">
                  Tier
                </th>
                <th scope="col" className="px-4 py-2">
                  Level
                </th>
                <th scope="col" className="px-4 py-2">
                  XP
                </th>
                <th scope="col" className="hidden px-4 py-2 md:table-cell">
                  Streak
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => {
                const mine = r.mine;
                return (
                  <tr
                    key={`${i}-${r.username}`}
                    className={`border-t border-slate-100 ${mine ? "bg-brand-50" : ""}`}
                    aria-current={mine ? "true" : undefined}
                  >
                    <td className="px-4 py-2.5">
                      <Position n={i + 1} />
                    </td>
                    <td className="px-4 py-2.5 font-medium">
                      <div className="flex flex-col items-start gap-1">
                        <span>
                          {r.username || "Anonymous"}
                          {mine ? <span className="text-brand-700"> (You)</span> : null}
                        </span>
                        {mine || !r.username ? null : r.following ? (
                          <Link to="/friends" className="text-xs font-semibold text-brand-700 underline">
                            Following<span className="sr-only">{` ${r.username}`}</span>
                          </Link>
                        ) : (
                          <FollowButton username={r.username} intent="follow" from="rankings" />
                        )}
                      </div>
                    </td>
                    <td className="hidden px-4 py-2.5 lg:table-cell">
                      <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold">{r.rank}</span>
                    </td>
                    <td className="px-4 py-2.5">{r.level}</td>
                    <td className="px-4 py-2.5 tabular-nums">{formatNumber(r.xp)}</td>
                    <td className="hidden px-4 py-2.5 md:table-cell">
                      <Icon name="flame" className="mr-1 inline size-4 text-accent-500" />
                      {r.currentStreak}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </div>
    </Page>
  );
}
