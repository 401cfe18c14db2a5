// The member's current plan on /assessment (decision 074): the focus and its guides, when it
// was made (in the member's zone), and the routine's shape. The routine's words are on the
// member home, where the tier decides how many of them a member gets.
import { Link } from "@remix-run/react";
import { tierName, TRIAL_DAYS, TRIAL_TIER, type Tier } from "~/billing";
import { CATEGORY_TITLES } from "~/content";
import { formatDate, formatWeekday } from "~/calendar/format";
import { Icon } from "~/ui/icon";
import type { PlanSummary } from "../plan.server";
import { PLAN_TODAY_ANCHOR } from "../messages";

/** After sign-up with a kept choice (decision 075): the plan chosen, and where it is bought. */
type Next = { tier: Tier; href: string } | null;

export function PlanSummaryCard({ plan, zone, next = null }: { plan: PlanSummary; zone: string; next?: Next }) {
  return (
    <section className="card" aria-labelledby="current-plan-heading" data-testid="current-plan">
      {next ? (
        <div className="mb-4 rounded-xl border border-brand-200 bg-brand-50 p-4" data-testid="plan-next">
          <p className="text-sm text-brand-900">
            Your answers came with you: this is your plan, saved to your account.
          </p>
          <Link to={next.href} className="mt-3 btn-primary">
            {next.tier === TRIAL_TIER
              ? `Continue: ${tierName(next.tier)}, ${TRIAL_DAYS}-day free trial`
              : `Continue: Get ${tierName(next.tier)}`}
            <Icon name="arrow-right" className="size-4" />
          </Link>
        </div>
      ) : null}
      <p className="flex items-center gap-2 text-sm font-medium text-brand-700">
        <Icon name="clipboard" className="size-4" />
        {`Made ${formatDate(plan.madeAt, zone)}`}
      </p>
      <h2 id="current-plan-heading" className="mt-2 text-2xl font-bold">
        Your plan
      </h2>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        <div className="rounded-xl bg-brand-50 p-4">
          <dt className="text-sm text-slate-600">Your focus</dt>
          <dd className="text-xl font-semibold text-brand-800">{plan.focus}</dd>
          <dd className="mt-1 text-sm text-slate-600">{`Guides: ${plan.areas.map((a) => CATEGORY_TITLES[a]).join(", ")}`}</dd>
        </div>
        <div className="rounded-xl bg-brand-50 p-4">
          <dt className="text-sm text-slate-600">Your week</dt>
          <dd className="text-sm text-slate-800">{`Morning: ${plan.counts.morning} steps · Evening: ${plan.counts.evening} steps`}</dd>
          <dd className="text-sm text-slate-800">{`Training: ${plan.trainingDays.map(formatWeekday).join(", ")}`}</dd>
          <dd className="text-sm text-slate-800">{`Mindset: ${plan.mindset}`}</dd>
        </div>
      </dl>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link to={`/#${PLAN_TODAY_ANCHOR}`} className="btn-primary">
          Today's plan <Icon name="arrow-right" className="size-4" />
        </Link>
        <form method="post" action="/assessment">
          <button type="submit" name="intent" value="retake" className="btn-secondary w-full">
            <Icon name="refresh" className="size-4" />
            Retake the assessment
          </button>
        </form>
      </div>
      <p className="mt-3 text-sm text-slate-600">Retaking asks before it replaces this plan.</p>
    </section>
  );
}
