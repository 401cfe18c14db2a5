// The member's level, XP, streak and rank: on /progress and on the member home.
import { XP_PER_LEVEL, xpIntoLevel } from "../levels";
import { FREEZES_HELD_MAX } from "../streak";
import { Icon } from "~/ui/icon";
import { ProgressBar } from "~/ui/progress-bar";
import { formatNumber } from "~/calendar/numbers";

type Profile = {
  xp: number;
  level: number;
  currentStreak: number;
  longestStreak: number;
  rank: string;
  /** Streak freezes held (decision 071), where the page knows them. */
  streakFreezes?: number;
};

export function LevelCard({ profile }: { profile: Profile }) {
  const into = xpIntoLevel(profile.xp);
  return (
    <section className="card" aria-labelledby="level-card" data-testid="level-card">
      <h2 id="level-card" className="flex items-center gap-2 font-semibold">
        <Icon name="bolt" className="size-5 text-brand-600" /> {`Level ${profile.level}`}
      </h2>
      <p className="mt-1 text-3xl font-bold">{`${formatNumber(profile.xp)} XP`}</p>
      <ProgressBar value={into} max={XP_PER_LEVEL} label="XP into this level" />
      <p className="mt-1 text-sm text-slate-600">{`${into} / ${XP_PER_LEVEL} XP to level ${profile.level + 1}`}</p>
      <dl className={`mt-3 grid gap-2 text-sm ${profile.streakFreezes === undefined ? "grid-cols-3" : "grid-cols-4"}`}>
        <div>
          <dt className="text-slate-500">Streak</dt>
          <dd className="font-semibold" data-testid="streak">
            <Icon name="flame" className="mr-1 inline size-4 text-accent-500" />
            {`${profile.currentStreak} ${profile.currentStreak === 1 ? "day" : "days"}`}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Longest</dt>
          <dd className="font-semibold">{`${profile.longestStreak} ${profile.longestStreak === 1 ? "day" : "days"}`}</dd>
        </div>
        {profile.streakFreezes === undefined ? null : (
          <div>
            <dt className="text-slate-500">Freezes</dt>
            <dd className="font-semibold" data-testid="freezes">
              <Icon name="shield" className="mr-1 inline size-4 text-sky-600" />
              {`${profile.streakFreezes} of ${FREEZES_HELD_MAX}`}
            </dd>
          </div>
        )}
        <div>
          <dt className="text-slate-500">Rank</dt>
          <dd className="font-semibold" data-testid="rank">
            {profile.rank}
          </dd>
        </div>
      </dl>
    </section>
  );
}
