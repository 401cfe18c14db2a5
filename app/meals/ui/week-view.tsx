// The week of meals: the target it is sized to, each day (one open at a time, no script)
// with its meals, portions and totals, a Swap link per meal, and the swap choices for the
// meal asked for in the query.
import { Link } from "@remix-run/react";
import { formatShortDay } from "~/calendar/format";
import { Icon } from "~/ui/icon";
import { BAND, SLOT_NAMES } from "../constants";
import type { PlanView, SwapChoice } from "../views";
import { formatNumber } from "~/calendar/numbers";

export const kcal = (n: number) => `${formatNumber(Math.round(n))} kcal`;
export const grams = (n: number) => `${Math.round(n)} g`;
export const servingsText = (n: number) => `${n} serving${n === 1 ? "" : "s"}`;

export function WeekView({
  plan,
  swap,
}: {
  plan: PlanView;
  swap: { day: number; meal: number; options: SwapChoice[] } | null;
}) {
  return (
    <div className="space-y-2">
      {plan.days.map((day, d) => {
        return (
          <details
            key={d}
            id={`day-${d + 1}`}
            name="meal-plan-day"
            open={swap ? swap.day === d : d === 0}
            className="card p-0"
            data-testid="plan-day"
          >
            <summary className="flex cursor-pointer items-center justify-between gap-2 p-4">
              <span className="font-semibold text-ink">{formatShortDay(day.date)}</span>
              <span className="text-sm text-slate-700 tabular-nums" data-testid="day-totals">
                {kcal(day.kcal)} · {grams(day.protein)} protein
                {day.inBand ? null : <span className="ml-1 text-red-700">(outside ±{BAND * 100}%)</span>}
              </span>
            </summary>
            <ul className="divide-y divide-slate-100 border-t border-slate-100">
              {day.meals.map((meal, m) => {
                const open = swap?.day === d && swap.meal === m;
                return (
                  <li key={m} className="px-4 py-3" data-testid="planned-meal">
                    <div className="flex items-start justify-between gap-3">
                      <div className="min-w-0">
                        <p className="text-xs font-bold tracking-wide text-brand-700 uppercase">
                          {SLOT_NAMES[meal.slot]}
                        </p>
                        <Link
                          to={`/meal-plan/recipes/${meal.recipe}`}
                          className="font-semibold text-ink underline-offset-2 hover:underline"
                        >
                          {meal.name}
                        </Link>
                        <p className="text-sm text-slate-600 tabular-nums">
                          {servingsText(meal.servings)} · {kcal(meal.kcal)} · {grams(meal.protein)} protein
                        </p>
                      </div>
                      <Link
                        to={open ? "/meal-plan" : `/meal-plan?day=${d}&meal=${m}#swap`}
                        className="btn-secondary shrink-0 px-3 py-1.5 text-sm"
                        aria-label={`Swap ${meal.name}`}
                      >
                        <Icon name="refresh" className="size-4" />
                        {open ? "Close" : "Swap"}
                      </Link>
                    </div>
                    {open ? <SwapChoices plan={plan} day={d} meal={m} options={swap.options} /> : null}
                  </li>
                );
              })}
            </ul>
          </details>
        );
      })}
    </div>
  );
}

function SwapChoices({
  plan,
  day,
  meal,
  options,
}: {
  plan: PlanView;
  day: number;
  meal: number;
  options: SwapChoice[];
}) {
  if (options.length === 0)
    return (
      <p id="swap" className="mt-3 rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
        No other meal keeps this day within your targets.
      </p>
    );
  return (
    <form id="swap" method="post" action="/meal-plan" className="mt-3 rounded-xl bg-slate-50 p-3">
      <input type="hidden" name="intent" value="swap" />
      <input type="hidden" name="version" value={plan.version} />
      <input type="hidden" name="day" value={day} />
      <input type="hidden" name="meal" value={meal} />
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">Swap for one that keeps the day on target:</legend>
        <ul className="mt-2 space-y-1">
          {options.map((o, i) => (
            <li key={o.recipe}>
              <label className="flex cursor-pointer items-start gap-2 rounded-lg p-1.5 text-sm has-[:checked]:bg-white">
                <input
                  type="radio"
                  name="recipe"
                  value={o.recipe}
                  defaultChecked={i === 0}
                  className="mt-1 accent-brand-600"
                />
                <span className="min-w-0 font-medium text-ink">
                  {o.name}
                  <span className="block font-normal text-slate-600 tabular-nums">
                    {servingsText(o.servings)} · day {kcal(o.kcal)}, {grams(o.protein)} protein
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <button type="submit" className="mt-2 btn-primary w-full">
        Swap this meal
      </button>
    </form>
  );
}
