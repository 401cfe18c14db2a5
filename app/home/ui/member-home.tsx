// The home page a signed-in member sees: their own day first (level and streak,
// today's challenges and the daily task, their plan's next step), then the rest.
// Every button is a plain form posting to the home route's action, which goes
// through the same progress actions as /progress (app/game/progress-actions.server.ts).
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { tierName, TRIAL_TIER } from "~/billing";
import { PendingPlanChange } from "~/billing/ui";
import { CATEGORIES, PRICING_PATH, QuoteOfTheDay } from "~/content";
import { ChallengesTab, LevelCard, ProgressLine, type MemberHomeView } from "~/game";
import { addDays } from "~/calendar/days";
import { FormError } from "~/ui/form";
import { Icon, type IconName } from "~/ui/icon";
import { formatDate, formatLongDay } from "~/calendar/format";
import { useMemberZone } from "~/calendar/member-zone";
import { PlanTodayCard } from "~/plan/ui";
import type { PlanToday } from "~/plan/index.server";
import { BILLING_HREF, type PlanStep } from "../plan-step";
import type { Welcome } from "../welcome";

type NextAchievement = MemberHomeView["nextAchievements"][number];

export type MemberHomeProps = MemberHomeView & {
  username: string;
  plan: PlanStep;
  planToday: PlanToday | null;
  /** XP a plan item earns when ticked. */
  tickXp: number;
  welcome: Welcome;
  quote: string;
  error?: string;
};

function streakLine(profile: MemberHomeProps["profile"], today: string, doneToday: number) {
  if (profile.currentStreak === 0) return "Complete one challenge today to start a streak.";
  if (profile.lastActivityDate === today || doneToday > 0)
    return `${profile.currentStreak}-day streak. Today counts already.`;
  return `${profile.currentStreak}-day streak. Complete one challenge today to keep it.`;
}

const freezesLeft = (n: number) => (n === 0 ? "No freezes left." : n === 1 ? "1 freeze left." : `${n} freezes left.`);

export function MemberHome(props: MemberHomeProps) {
  const { username, today, zone, profile, challenges, dailyTask, plan } = props;
  const done = challenges.filter((c) => c.state === "completed").length;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6" data-testid="member-home">
      <header>
        <p className="text-sm font-medium text-brand-700">{formatLongDay(today)}</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">{`${props.welcome}, ${username}`}</h1>
        <p className="mt-1 text-slate-600" data-testid="streak-line">
          <Icon name="flame" className="mr-1 inline size-4 text-accent-500" />
          {streakLine(profile, today, done)}
        </p>
        {profile.frozenDay === addDays(today, -1) ? (
          <p
            className="mt-2 rounded-xl border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900"
            data-testid="freeze-used"
          >
            <Icon name="shield" className="mr-1 inline size-4" />
            {`You missed yesterday, and a streak freeze covered it: your ${profile.currentStreak}-day streak is safe. ${freezesLeft(profile.streakFreezes)}`}
          </p>
        ) : null}
      </header>

      <div className="mt-6 grid gap-4 lg:grid-cols-3">
        <div className="space-y-4 lg:col-span-2">
          <LevelCard profile={profile} />
          <PlanTodayCard
            plan={props.planToday}
            zone={zone}
            xp={props.tickXp}
            plansHref={plan.kind === "free" ? plan.plansHref : PRICING_PATH}
          />
          <section aria-labelledby="today-heading">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="today-heading" className="text-lg font-semibold">
                Today's challenges
              </h2>
              <p
                className="text-sm text-slate-600"
                data-testid="today-count"
              >{`${done} of ${challenges.length} done`}</p>
            </div>
            {props.error ? (
              <div className="mt-3">
                <FormError message={props.error} />
              </div>
            ) : null}
            <div className="mt-3">
              <ChallengesTab challenges={challenges} dailyTask={dailyTask} zone={zone} action="/?index" />
            </div>
          </section>
        </div>

        <div className="space-y-4">
          <PlanCard plan={plan} />
          {props.pendingCount > 0 ? (
            <Link
              to="/progress?tab=inbox"
              className="flex items-center gap-3 card p-4 hover:border-brand-600"
              data-testid="home-invitations"
            >
              <Icon name="inbox" className="size-6 shrink-0 text-brand-600" />
              <span className="font-semibold">{`${props.pendingCount} ${props.pendingCount === 1 ? "invitation waits" : "invitations wait"} for you`}</span>
            </Link>
          ) : null}
          <NextUp achievements={props.nextAchievements} />
          <QuoteOfTheDay quote={props.quote} className="card" />
        </div>
      </div>

      <section className="mt-8" aria-labelledby="explore-heading">
        <h2 id="explore-heading" className="text-lg font-semibold">
          Keep exploring
        </h2>
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {CATEGORIES.map((c) => (
            <li key={c.slug}>
              <Tile to={`/${c.slug}`} icon={c.icon} title={c.title} />
            </li>
          ))}
        </ul>
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          <li>
            <Tile to="/calculator" icon="calculator" title="Calculators" />
          </li>
          <li>
            <Tile to="/assessment" icon="clipboard" title="Assessment" />
          </li>
          <li>
            <Tile to="/chat" icon="chat" title="Community chat" />
          </li>
          <li>
            <Tile to="/rankings" icon="trophy" title="Rankings" />
          </li>
        </ul>
      </section>
    </div>
  );
}

function Tile({ to, icon, title }: { to: string; icon: IconName; title: string }) {
  return (
    <Link to={to} className="flex h-full items-center gap-2 card p-3 text-sm font-semibold hover:border-brand-600">
      <Icon name={icon} className="size-5 shrink-0 text-brand-600" />
      <span className="min-w-0 break-words">{title}</span>
    </Link>
  );
}

function PlanCard({ plan }: { plan: PlanStep }) {
  const zone = useMemberZone();
  let body: ReactNode;
  if (plan.kind === "free") {
    body = (
      <>
        <p className="mt-1 text-slate-700">You're on the free plan: challenges, XP and the community are yours.</p>
        <p className="mt-1 text-sm text-slate-600">{`A plan opens the guides and tools. ${tierName(TRIAL_TIER)} comes with a ${plan.trialDays}-day free trial if you have not had one.`}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Link to={plan.plansHref} className="btn-primary">
            Choose a plan
          </Link>
          <Link
            to={plan.trialHref}
            className="btn-secondary"
          >{`Try ${tierName(TRIAL_TIER)} free for ${plan.trialDays} days`}</Link>
        </div>
      </>
    );
  } else if (plan.kind === "trial") {
    body = (
      <>
        <p className="mt-1 text-slate-700" data-testid="trial-days-left">
          {`${plan.daysLeft} ${plan.daysLeft === 1 ? "day" : "days"} left of your ${tierName(plan.tier)} trial.`}
        </p>
        {plan.endsOn ? (
          <p
            className="mt-1 text-sm text-slate-600"
            data-testid="plan-status"
          >{`Trial ends ${formatDate(plan.endsOn, zone)}.`}</p>
        ) : null}
        {plan.pending ? (
          <PendingPlanChange change={plan.pending} subscriptionId={plan.subscriptionId} returnTo="/" />
        ) : null}
        <div className="mt-3 flex flex-wrap gap-2">
          <Link to={plan.library} className="btn-primary">{`Open the ${tierName(plan.tier)} library`}</Link>
          <Link to={plan.keepHref} className="btn-secondary">{`Keep ${tierName(plan.tier)}`}</Link>
        </div>
      </>
    );
  } else {
    body = (
      <>
        <p className="mt-1 text-slate-700">{`You're on ${tierName(plan.tier)}.`}</p>
        {plan.periodEnd && !plan.pending?.then ? (
          <p className="mt-1 text-sm text-slate-600" data-testid="plan-status">
            {plan.cancelling
              ? `Cancelled: access until ${formatDate(plan.periodEnd, zone)}, no further charge.`
              : `Renews ${formatDate(plan.periodEnd, zone)}.`}
          </p>
        ) : null}
        {plan.pending ? (
          <PendingPlanChange change={plan.pending} subscriptionId={plan.subscriptionId} returnTo="/" />
        ) : null}
        {plan.next ? (
          <>
            <p className="mt-2 text-sm font-medium text-slate-800">{`${plan.next.name} adds:`}</p>
            <ul className="mt-1 space-y-1 text-sm text-slate-700">
              {plan.next.unlocks.map((u) => (
                <li key={u} className="flex gap-1.5">
                  <Icon name="sparkles" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                  <span className="min-w-0">{u}</span>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="mt-1 text-sm text-slate-600">
            Every guide, your progress log and the VIP Lounge are open to you.
          </p>
        )}
        <div className="mt-3 flex flex-wrap gap-2">
          <Link to={plan.library} className="btn-primary">{`Open the ${tierName(plan.tier)} library`}</Link>
          {plan.next ? (
            <Link to={plan.next.href} className="btn-secondary">{`Upgrade to ${plan.next.name}`}</Link>
          ) : null}
        </div>
      </>
    );
  }
  return (
    // The home's one plan card: where the member stands and the next step. Billing itself
    // (cancel, card, invoices, re-checking a payment) is on Settings, said in words.
    <section className="card" aria-labelledby="plan-heading" data-testid="plan-card">
      <h2 id="plan-heading" className="flex items-center gap-2 font-semibold">
        <Icon name="star" className="size-5 text-brand-600" /> Your plan
      </h2>
      {body}
      {plan.kind === "free" ? null : (
        <p className="mt-3 border-t border-slate-200 pt-3 text-sm text-slate-600">
          {plan.kind === "trial"
            ? "Cancel, or change your plan, in "
            : "Manage billing, cancel or change your plan in "}
          <Link to={BILLING_HREF} className="font-semibold text-brand-700 underline">
            Settings
          </Link>
          .
        </p>
      )}
    </section>
  );
}

function NextUp({ achievements }: { achievements: readonly NextAchievement[] }) {
  if (achievements.length === 0) return null;
  return (
    <section className="card" aria-labelledby="next-up-heading" data-testid="next-achievements">
      <h2 id="next-up-heading" className="flex items-center gap-2 font-semibold">
        <Icon name="trophy" className="size-5 text-brand-600" /> Closest achievements
      </h2>
      <ul className="mt-2 space-y-3">
        {achievements.map((a) => (
          <li key={a.id}>
            <p className="text-sm font-semibold">{`${a.title} · +${a.xpReward} XP`}</p>
            <p className="text-sm text-slate-600">{a.description}</p>
            <ProgressLine progress={a.progress} type={a.requirementType} label={`${a.title} progress`} />
          </li>
        ))}
      </ul>
      <Link to="/achievements" className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
        All achievements <Icon name="arrow-right" className="size-4" />
      </Link>
    </section>
  );
}
