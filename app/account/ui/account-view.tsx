// What /account shows: quick links, stats, level and rank progress, the username form,
// the subscription card and the latest assessment.
import { Form, Link } from "@remix-run/react";
import { tierContentPath, tierName } from "~/billing";
import { SubscriptionCard } from "~/billing/ui";
import { rankForAchievements, XP_PER_LEVEL, xpIntoLevel } from "~/game";
import { Field } from "~/ui/form";
import { Icon, type IconName } from "~/ui/icon";
import { Page } from "~/ui/page";
import { ProgressBar } from "~/ui/progress-bar";
import { formatDate } from "~/calendar/format";
import { useMemberZone } from "~/calendar/member-zone";
import { USERNAME_MAX } from "~/auth";
import type { memberOverview } from "../overview.server";
import { formatNumber } from "~/calendar/numbers";

type Me = Awaited<ReturnType<typeof memberOverview>>;

export function AccountView({
  me,
  result,
}: {
  me: Me;
  result?: { errors: Record<string, string | undefined>; values: Record<string, string | undefined> };
}) {
  const { rank, next } = rankForAchievements(me.achievementsUnlocked);
  const intoLevel = xpIntoLevel(me.xp);
  const tier = me.subscription.tier;
  const zone = useMemberZone();

  return (
    <Page title="My Account" subtitle={`Member since ${formatDate(me.memberSince, zone)}`}>
      <div className="space-y-4">
        <nav aria-label="Account" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          <QuickLink to="/settings" icon="settings" label="Settings" />
          <QuickLink to="/pricing" icon="star" label="Plans" />
          <QuickLink to="/progress" icon="chart" label="Progress" />
          <QuickLink to="/assessment" icon="clipboard" label="Assessment" />
        </nav>

        <section aria-label="Stats" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          <Stat label="Level" value={me.level} />
          <Stat label="Total XP" value={formatNumber(me.xp)} />
          <Stat label="Current streak" value={`${me.currentStreak} ${me.currentStreak === 1 ? "day" : "days"}`} />
          <Stat label="Achievements" value={me.achievementsUnlocked} />
        </section>

        <section className="card" aria-labelledby="level-heading">
          <h2 id="level-heading" className="font-semibold">
            Level {me.level}
          </h2>
          <LabelledProgress
            value={intoLevel}
            max={XP_PER_LEVEL}
            label={`${intoLevel} / ${XP_PER_LEVEL} XP to level ${me.level + 1}`}
          />
        </section>

        <section className="card" aria-labelledby="rank-heading">
          <h2 id="rank-heading" className="font-semibold">
            Rank: {rank.name}
          </h2>
          {next ? (
            <LabelledProgress
              value={me.achievementsUnlocked - rank.min}
              max={next.min - rank.min}
              label={`${me.achievementsUnlocked} / ${next.min} achievements to ${next.name}`}
            />
          ) : (
            <p className="mt-2 text-sm text-slate-600">Top rank reached.</p>
          )}
        </section>

        <section className="card" aria-labelledby="username-heading">
          <h2 id="username-heading" className="font-semibold">
            Change your username
          </h2>
          <Form method="post" className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start">
            <div className="flex-1">
              <Field
                label="Username"
                name="username"
                maxLength={USERNAME_MAX}
                defaultValue={result?.values.username ?? me.username}
                error={result?.errors.username}
                autoComplete="username"
              />
            </div>
            <button type="submit" className="btn-primary sm:mt-6">
              Save Username
            </button>
          </Form>
        </section>

        <SubscriptionCard subscription={me.subscription} />

        {tier ? (
          <Link to={tierContentPath(tier)} className="btn-primary w-full" data-testid="tier-content-button">
            <Icon name="book" /> {`Open ${tierName(tier)} Content`}
          </Link>
        ) : null}

        {me.assessment ? (
          <section className="card" aria-labelledby="assessment-heading">
            <h2 id="assessment-heading" className="font-semibold">
              Your latest assessment
            </h2>
            <p className="mt-2 text-slate-700">
              Recommended plan: <strong>{me.assessment.plan}</strong> · Focus: <strong>{me.assessment.focus}</strong>
            </p>
            <p className="text-sm text-slate-500">Taken {formatDate(me.assessment.takenAt, zone)}</p>
          </section>
        ) : null}
      </div>
    </Page>
  );
}

function QuickLink({ to, icon, label }: { to: string; icon: IconName; label: string }) {
  return (
    <Link to={to} className="flex items-center gap-2 card p-3 text-sm font-medium hover:border-brand-200">
      <Icon name={icon} className="size-5 text-brand-600" /> {label}
    </Link>
  );
}

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="card p-3">
      <p className="text-xs text-slate-500">{label}</p>
      <p className="text-lg font-bold">{value}</p>
    </div>
  );
}

function LabelledProgress({ value, max, label }: { value: number; max: number; label: string }) {
  return (
    <div className="mt-2">
      <ProgressBar value={value} max={max} label={label} className="" />
      <p className="mt-1 text-sm text-slate-600">{label}</p>
    </div>
  );
}
