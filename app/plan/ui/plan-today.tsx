// "Your plan today" on the member home (decision 074): the day's routine items from the
// member's plan, each a plain form post that ticks it (works without JavaScript), the first
// step picked out, and for a free member the one item of the day with the rest counted.
import { Link } from "@remix-run/react";
import { Icon } from "~/ui/icon";
import type { PlanItemView, PlanToday } from "../plan.server";
import { PLAN_TODAY_ANCHOR, TICK_ACTION } from "../messages";
import type { Slot } from "../routine";

const SLOT_LABEL: Record<Slot, string> = {
  morning: "Morning",
  training: "Training day",
  mindset: "Mindset",
  evening: "Evening",
};

export function PlanTodayCard({
  plan,
  zone,
  xp,
  plansHref,
}: {
  plan: PlanToday | null;
  zone: string;
  /** XP a tick earns (the game's rule). */
  xp: number;
  plansHref: string;
}) {
  if (!plan)
    return (
      <section
        id={PLAN_TODAY_ANCHOR}
        className="scroll-mt-20 card"
        aria-labelledby="plan-today-heading"
        data-testid="plan-today"
      >
        <h2 id="plan-today-heading" className="flex items-center gap-2 text-lg font-semibold">
          <Icon name="clipboard" className="size-5 text-brand-600" /> Your plan today
        </h2>
        <p className="mt-1 text-slate-700">
          Answer five quick questions and get your own routine: morning and evening steps, training days and one mindset
          practice, from the guides.
        </p>
        <Link to="/assessment" className="mt-3 btn-primary">
          Make my plan <Icon name="arrow-right" className="size-4" />
        </Link>
      </section>
    );
  const done = plan.items.filter((i) => i.done).length;
  const slots = [...new Set(plan.items.map((i) => i.slot))];
  return (
    <section
      id={PLAN_TODAY_ANCHOR}
      className="scroll-mt-20 card"
      aria-labelledby="plan-today-heading"
      data-testid="plan-today"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="plan-today-heading" className="flex items-center gap-2 text-lg font-semibold">
          <Icon name="clipboard" className="size-5 text-brand-600" /> Your plan today
        </h2>
        <p className="text-sm text-slate-600" data-testid="plan-count">{`${done} of ${plan.items.length} done`}</p>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {`Focus: ${plan.focus}. `}
        <Link to="/assessment" className="font-medium text-brand-700 underline">
          See your plan
        </Link>
      </p>
      {plan.firstStep ? (
        <p className="mt-3 rounded-xl bg-brand-50 p-3 text-sm text-brand-900" data-testid="plan-first-step">
          <span className="font-semibold">First step: </span>
          {plan.firstStep.title}
        </p>
      ) : plan.items.length > 0 ? (
        <p className="mt-3 flex items-center gap-1 rounded-xl bg-emerald-50 p-3 text-sm font-semibold text-emerald-800">
          <Icon name="check" className="size-4" /> Today's plan is done.
        </p>
      ) : null}
      {slots.map((slot) => (
        <div key={slot} className="mt-4">
          <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{SLOT_LABEL[slot]}</h3>
          <ul className="mt-2 space-y-2">
            {plan.items
              .filter((i) => i.slot === slot)
              .map((item) => (
                <PlanItem key={item.id} item={item} zone={zone} xp={xp} />
              ))}
          </ul>
        </div>
      ))}
      {plan.locked > 0 ? (
        <p className="mt-4 border-t border-slate-200 pt-3 text-sm text-slate-600" data-testid="plan-locked">
          {`${plan.locked} more ${plan.locked === 1 ? "item" : "items"} of your routine today come with a plan. `}
          <Link to={plansHref} className="font-semibold text-brand-700 underline">
            See plans
          </Link>
        </p>
      ) : null}
    </section>
  );
}

function PlanItem({ item, zone, xp }: { item: PlanItemView; zone: string; xp: number }) {
  return (
    <li
      className="rounded-xl border border-slate-200 p-3"
      data-testid="plan-item"
      data-done={item.done ? "" : undefined}
    >
      <p className="text-sm font-semibold text-slate-900">{item.title}</p>
      <p id={`plan-text-${item.id}`} className="mt-0.5 text-sm text-slate-700">
        {item.text}
      </p>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <Link to={item.href} className="text-sm font-medium text-brand-700 underline">
          From the guide
        </Link>
        {item.done ? (
          <p className="flex items-center gap-1 text-sm font-semibold text-emerald-700">
            <Icon name="check" className="size-4" /> Done today
          </p>
        ) : (
          <form method="post" action={TICK_ACTION} data-keep-scroll="">
            <input type="hidden" name="item" value={item.id} />
            <input type="hidden" name="zone" value={zone} />
            <button type="submit" className="btn-primary px-3 py-1.5 text-sm" aria-describedby={`plan-text-${item.id}`}>
              {`Done · +${xp} XP`}
            </button>
          </form>
        )}
      </div>
    </li>
  );
}
