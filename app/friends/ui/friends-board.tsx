// The friends board's body: who the member follows with their public figures and friend
// streaks, and a username search to follow someone new.
import { Form } from "@remix-run/react";
import { formatNumber } from "~/calendar/numbers";
import { Icon } from "~/ui/icon";
import { FOLLOW_CAP, FRIEND_STREAK_WINDOW } from "../rules";
import { FollowButton } from "./follow-button";

type Figures = { username: string; level: number; rank: string; xp: number; currentStreak: number };
export type FriendRow = Figures & { mutual: boolean; friendStreak: number };
export type FoundRow = Figures & { following: boolean };

const streakWords = (n: number) =>
  n >= FRIEND_STREAK_WINDOW ? `${FRIEND_STREAK_WINDOW}+ days` : `${n} ${n === 1 ? "day" : "days"}`;

function Figures({ member }: { member: Figures }) {
  return (
    <p className="text-xs text-slate-600">
      {`Level ${member.level} · ${member.rank} · ${formatNumber(member.xp)} XP · `}
      <Icon name="flame" className="inline size-3.5 text-accent-500" />
      {` ${member.currentStreak}`}
    </p>
  );
}

export function FriendSearch({ q, found }: { q: string; found: FoundRow[] }) {
  return (
    <section className="card" aria-labelledby="find-heading">
      <h2 id="find-heading" className="font-semibold">
        Find a member
      </h2>
      <Form method="get" action="/friends" className="mt-2 flex gap-2" role="search">
        <label htmlFor="friend-search" className="sr-only">
          Username
        </label>
        <input
          id="friend-search"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={30}
          placeholder="Username"
          autoComplete="off"
          className="field min-w-0 flex-1"
        />
        <button type="submit" className="btn-secondary">
          Search
        </button>
      </Form>
      {q ? (
        found.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">{`No member's username starts with “${q}”.`}</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-100" aria-label="Search results">
            {found.map((m) => (
              <li key={m.username} className="flex items-center gap-3 py-2">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{m.username}</p>
                  <Figures member={m} />
                </div>
                {m.following ? (
                  <span className="text-xs font-semibold text-brand-700">Following</span>
                ) : (
                  <FollowButton username={m.username} intent="follow" from="friends" q={q} />
                )}
              </li>
            ))}
          </ul>
        )
      ) : null}
    </section>
  );
}

export function FriendsList({ friends, full }: { friends: FriendRow[]; full: boolean }) {
  return (
    <section className="card" aria-labelledby="following-heading" data-testid="friends-board">
      <h2 id="following-heading" className="font-semibold">{`Following (${friends.length})`}</h2>
      <p className="mt-1 text-sm text-slate-600">
        A friend streak counts the days in a row you both completed a challenge. It starts when you follow each other.
      </p>
      {full ? (
        <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" role="note">
          {`You follow ${FOLLOW_CAP} members, the most you can. Unfollow someone to follow someone new.`}
        </p>
      ) : null}
      {friends.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          You don&rsquo;t follow anyone yet. Search for a username above, or follow members from the{" "}
          <a href="/rankings" className="font-semibold text-brand-700 underline">
            rankings
          </a>{" "}
          or the chat.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100" aria-label="Members you follow">
          {friends.map((m) => (
            <li key={m.username} className="flex items-center gap-3 py-2.5" data-testid="friend-row">
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{m.username}</p>
                <Figures member={m} />
                {m.mutual ? (
                  <p className="mt-0.5 text-xs font-semibold text-slate-800">
                    <Icon name="users" className="mr-1 inline size-3.5 text-accent-500" />
                    {`Friend streak: ${streakWords(m.friendStreak)}`}
                  </p>
                ) : (
                  <p className="mt-0.5 text-xs text-slate-500">Doesn&rsquo;t follow you back yet</p>
                )}
              </div>
              <FollowButton username={m.username} intent="unfollow" from="friends" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
