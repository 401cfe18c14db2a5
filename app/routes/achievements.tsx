import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { requireMemberWith } from "~/page-read.server";
import {
  ACHIEVEMENT_TABS,
  achievementSections,
  achievementStats,
  readTab,
  shownAchievement,
  type achievementProgress,
} from "~/game/achievements";
import { achievementBoard, achievementReads } from "~/game/leaderboard.server";
import { ProgressLine } from "~/game/ui/progress-line";
import { Icon, type IconName } from "~/ui/icon";
import { ICON_NAMES } from "~/ui/icon-names";
import { Page } from "~/ui/page";
import { ProgressBar } from "~/ui/progress-bar";
import { formatNumber } from "~/calendar/numbers";

export const meta: MetaFunction = () => [{ title: "Achievements | Glowup" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { results } = await requireMemberWith(request, context, achievementReads);
  const tab = readTab(new URL(request.url).searchParams.get("category"));
  const { items, stats } = achievementBoard(results);
  const shown = tab === "all" ? items : items.filter((i) => i.category === tab);
  // Earned first, then the three nearest with their progress, then the rest by category, collapsed.
  const { earned, next, groups } = achievementSections(shown, stats);
  let index = 0;
  // Locked secrets are masked here (shownAchievement): no name, hint or progress leaves the server.
  const card = (a: (typeof items)[number] & { progress: ReturnType<typeof achievementProgress> | null }) => ({
    ...shownAchievement(a, index++),
    rarity: a.rarity,
    xpReward: a.xpReward,
    requirementType: a.requirementType,
    unlocked: Boolean(a.unlockedAt),
  });
  return {
    tab,
    stats: achievementStats(items),
    earned: earned.map((a) => card({ ...a, progress: null })),
    next: next.map(card),
    groups: groups.map((g) => ({ category: g.category, label: g.label, items: g.items.map(card) })),
  };
}

const RARITY_STYLE = {
  common: "bg-slate-100 text-slate-700",
  rare: "bg-sky-100 text-sky-800",
  epic: "bg-violet-100 text-violet-800",
  legendary: "bg-amber-100 text-amber-900",
} as const;
const cap = (s: string) => s[0].toUpperCase() + s.slice(1);
const iconOf = (name: string): IconName =>
  (ICON_NAMES as readonly string[]).includes(name) ? (name as IconName) : "trophy";

type Card = ReturnType<typeof useLoaderData<typeof loader>>["next"][number];

function AchievementCard({ a }: { a: Card }) {
  const unlocked = a.unlocked;
  return (
    <li
      className={`flex gap-3 card p-4 ${unlocked ? "" : "border-dashed bg-slate-50"}`}
      data-testid="achievement"
      data-locked={unlocked ? undefined : true}
      data-secret={a.secret ? true : undefined}
    >
      <span
        className={`flex size-10 shrink-0 items-center justify-center rounded-xl ${unlocked ? "bg-brand-100 text-brand-700" : "bg-slate-100 text-slate-500"}`}
      >
        <Icon name={unlocked ? iconOf(a.icon) : "lock"} className="size-5" />
      </span>
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-1.5">
          <h3 className="font-semibold">{a.title}</h3>
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${RARITY_STYLE[a.rarity]}`}>
            {cap(a.rarity)}
          </span>
        </div>
        <p className="text-sm text-slate-600">
          {unlocked || a.secret ? null : <span className="font-medium text-slate-700">To unlock: </span>}
          {a.description}
        </p>
        {a.progress ? (
          <ProgressLine progress={a.progress} type={a.requirementType} label={`${a.title} progress`} />
        ) : null}
        <p className="mt-1 text-xs font-medium text-slate-700">
          {`+${a.xpReward} XP · `}
          <span className={unlocked ? "text-emerald-700" : "text-slate-600"}>{unlocked ? "Unlocked" : "Locked"}</span>
        </p>
      </div>
    </li>
  );
}

const LIST = "mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3";

export default function Achievements() {
  const { tab, stats, earned, next, groups } = useLoaderData<typeof loader>();
  const empty = earned.length + next.length + groups.length === 0;
  return (
    <Page title="Achievements" subtitle="Unlock achievements by completing various activities" wide>
      <section className="card" aria-labelledby="progress-heading">
        <h2 id="progress-heading" className="font-semibold">
          Your Progress
        </h2>
        <p className="mt-1 text-slate-700">{`${stats.unlocked} of ${stats.total} achievements unlocked`}</p>
        <ProgressBar value={stats.percent} label="Completion" />
        <p className="mt-1 text-sm text-slate-600">{`${stats.percent}% complete`}</p>
        <dl className="mt-3 grid grid-cols-2 gap-1.5 text-center text-xs min-[400px]:grid-cols-4">
          {(["common", "rare", "epic", "legendary"] as const).map((r) => (
            <div key={r} className={`rounded-xl px-1 py-1.5 ${RARITY_STYLE[r]}`}>
              <dt>{cap(r)}</dt>
              <dd className="text-base font-bold">{stats.byRarity[r]}</dd>
            </div>
          ))}
        </dl>
      </section>

      {stats.unlocked === 0 ? (
        <section
          className="mt-4 flex flex-wrap items-center justify-between gap-3 card"
          aria-labelledby="first-heading"
          data-testid="first-achievement"
        >
          <div className="min-w-0">
            <h2 id="first-heading" className="font-semibold">
              Your first trophy is one challenge away
            </h2>
            <p className="text-sm text-slate-600">
              Complete any of today's challenges to unlock First Step and start climbing the ranks.
            </p>
          </div>
          <Link to="/progress" className="btn-primary">
            Start today's challenges
          </Link>
        </section>
      ) : null}

      {stats.unlocked > 0 ? (
        <section className="mt-4 card" aria-labelledby="stats-heading">
          <h2 id="stats-heading" className="font-semibold">
            Achievement Stats
          </h2>
          <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-slate-500">Total Unlocked</dt>
              <dd className="text-lg font-bold">{stats.unlocked}</dd>
            </div>
            <div>
              <dt className="text-slate-500">XP from Achievements</dt>
              <dd className="text-lg font-bold">{formatNumber(stats.xpFromAchievements)}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Remaining</dt>
              <dd className="text-lg font-bold">{stats.remaining}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Legendary Rate</dt>
              <dd className="text-lg font-bold">{`${stats.legendaryRate}%`}</dd>
            </div>
          </dl>
        </section>
      ) : null}

      <nav
        aria-label="Categories"
        className="scroll-area mt-4 flex gap-1 overflow-x-auto pb-1 [--scroll-bg:var(--color-canvas)]"
        data-scroll-area
      >
        {ACHIEVEMENT_TABS.map((t) => (
          <Link
            key={t.id}
            to={t.id === "all" ? "/achievements" : `/achievements?category=${t.id}`}
            aria-current={t.id === tab ? "page" : undefined}
            className="shrink-0 rounded-full border border-slate-200 bg-white px-3 py-1.5 text-sm font-medium aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white"
          >
            {t.label}
          </Link>
        ))}
      </nav>

      {empty ? <p className="mt-6 text-center text-slate-600">No achievements in this category yet.</p> : null}

      {earned.length ? (
        <section className="mt-5" aria-labelledby="earned-heading" data-testid="earned">
          <h2 id="earned-heading" className="font-semibold">{`Earned (${earned.length})`}</h2>
          <ul className={LIST}>
            {earned.map((a) => (
              <AchievementCard key={a.key} a={a} />
            ))}
          </ul>
        </section>
      ) : null}

      {next.length ? (
        <section className="mt-5" aria-labelledby="next-heading" data-testid="next-up">
          <h2 id="next-heading" className="font-semibold">
            Next up
          </h2>
          <p className="text-sm text-slate-600">The ones you are closest to.</p>
          <ul className={LIST}>
            {next.map((a) => (
              <AchievementCard key={a.key} a={a} />
            ))}
          </ul>
        </section>
      ) : null}

      {groups.length ? (
        <section className="mt-5" aria-labelledby="locked-heading" data-testid="locked-groups">
          <h2 id="locked-heading" className="font-semibold">
            Still locked
          </h2>
          <div className="mt-2 grid gap-2">
            {groups.map((g) => (
              <details key={g.category} className="group rounded-card border border-slate-200 bg-white">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-2 px-4 py-3 font-medium">
                  <span>{g.label}</span>
                  <span className="flex items-center gap-1 text-sm text-slate-600">
                    {`${g.items.length} locked`}
                    <Icon name="chevron-down" className="size-4 transition-transform group-open:rotate-180" />
                  </span>
                </summary>
                <ul className="grid gap-3 px-3 pb-3 sm:grid-cols-2 lg:grid-cols-3">
                  {g.items.map((a) => (
                    <AchievementCard key={a.key} a={a} />
                  ))}
                </ul>
              </details>
            ))}
          </div>
        </section>
      ) : null}
    </Page>
  );
}
