// The meal plan's other panels: the target it is sized to, the build button, Elite's
// preferences and the shopping list.
import { Link } from "@remix-run/react";
import { checkoutHref, FEATURE_TIER } from "~/billing";
import { GOAL_LABELS } from "~/calculator";
import type { SavedTarget } from "~/calculator/index.server";
import { DIETS } from "../../../db/constants";
import { ALLERGEN_IDS, ALLERGENS, DIET_NAMES, GAIN_PROTEIN_PER_KG, MEALS_PER_DAY } from "../constants";
import type { Preferences } from "../meals.server";
import type { PlanInputs } from "../plan";
import type { ShoppingSection } from "../shopping";
import { formatNumber } from "~/calendar/numbers";

/** "450 g" or "1.25 kg". */
const formatGrams = (grams: number) => (grams >= 1000 ? `${formatNumber(grams / 1000, 2)} kg` : `${grams} g`);

/** The calculator's calories form, filled with the saved answer. */
export function calculatorLink(saved: SavedTarget) {
  const q = new URLSearchParams({
    tab: "calories",
    units: "metric",
    sex: saved.sex,
    age: String(saved.age),
    height: String(Math.round(saved.heightCm)),
    weight: String(Math.round(saved.weightKg * 10) / 10),
    activity: saved.activity,
  });
  return `/calculator?${q.toString()}`;
}

export function TargetCard({ saved, inputs }: { saved: SavedTarget; inputs: PlanInputs }) {
  return (
    <section className="card" aria-labelledby="target-heading" data-testid="meal-target">
      <p className="eyebrow">Sized to your calculator answer</p>
      <h2 id="target-heading" className="mt-1 text-xl font-bold text-ink">
        {formatNumber(saved.calories)} kcal a day · {GOAL_LABELS[saved.goal]}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Every day lands within 5% of it.
        {inputs.proteinFloor > 0
          ? ` Protein at least ${inputs.proteinFloor} g a day (${GAIN_PROTEIN_PER_KG} g per kg of your ${Math.round(saved.weightKg * 10) / 10} kg).`
          : ""}{" "}
        {inputs.mealsPerDay} meals a day, {DIET_NAMES[inputs.diet].toLowerCase()}
        {inputs.excluded.length ? `, without ${inputs.excluded.map((a) => ALLERGENS[a].toLowerCase()).join(", ")}` : ""}
        .
      </p>
      <Link to={calculatorLink(saved)} className="mt-2 inline-block text-sm font-semibold text-brand-700 underline">
        Change it in the calculator
      </Link>
    </section>
  );
}

export function BuildButton({ label }: { label: string }) {
  return (
    <form method="post" action="/meal-plan">
      <input type="hidden" name="intent" value="build" />
      <button type="submit" className="btn-primary w-full sm:w-auto">
        {label}
      </button>
    </form>
  );
}

export function PreferencesForm({ preferences, elite }: { preferences: Preferences; elite: boolean }) {
  if (!elite)
    return (
      <p className="rounded-2xl bg-brand-50 p-3 text-sm text-brand-900">
        Elite members choose vegetarian or vegan, leave out allergens and pick 3 to 5 meals a day.{" "}
        <Link to={checkoutHref(FEATURE_TIER.personalMeals)} className="font-semibold underline">
          See Elite
        </Link>
      </p>
    );
  return (
    <details className="card">
      <summary className="cursor-pointer font-semibold text-ink">Diet, allergies and meals per day</summary>
      <form method="post" action="/meal-plan" className="mt-3 space-y-4">
        <input type="hidden" name="intent" value="preferences" />
        <fieldset>
          <legend className="label">Diet</legend>
          <div className="flex flex-wrap gap-3">
            {DIETS.map((d) => (
              <label key={d} className="inline-flex items-center gap-1.5 text-sm">
                <input
                  type="radio"
                  name="diet"
                  value={d}
                  defaultChecked={preferences.diet === d}
                  className="accent-brand-600"
                />
                {DIET_NAMES[d]}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="label">Leave out (allergies)</legend>
          <div className="grid grid-cols-2 gap-1.5">
            {ALLERGEN_IDS.map((a) => (
              <label key={a} className="inline-flex items-center gap-1.5 text-sm">
                <input
                  type="checkbox"
                  name="excluded"
                  value={a}
                  defaultChecked={preferences.excluded.includes(a)}
                  className="accent-brand-600"
                />
                {ALLERGENS[a]}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="label">Meals a day</legend>
          <div className="flex gap-3">
            {MEALS_PER_DAY.map((n) => (
              <label key={n} className="inline-flex items-center gap-1.5 text-sm">
                <input
                  type="radio"
                  name="mealsPerDay"
                  value={n}
                  defaultChecked={preferences.mealsPerDay === n}
                  className="accent-brand-600"
                />
                {n}
              </label>
            ))}
          </div>
        </fieldset>
        <button type="submit" className="btn-primary">
          Save and rebuild my week
        </button>
      </form>
    </details>
  );
}

export function ShoppingList({ sections }: { sections: ShoppingSection[] }) {
  return (
    <section className="card" aria-labelledby="shopping-heading">
      <h2 id="shopping-heading" className="text-lg font-bold">
        Shopping list for the week
      </h2>
      <p className="mt-1 text-sm text-slate-600">Every ingredient of the week's portions, added up.</p>
      {sections.map((s) => (
        <div key={s.aisle} className="mt-4">
          <h3 className="text-sm font-bold tracking-wide text-brand-700 uppercase">{s.title}</h3>
          <ul className="mt-1 divide-y divide-slate-100">
            {s.items.map((item) => (
              <li key={item.food} className="flex justify-between gap-3 py-1.5 text-sm" data-testid="shopping-item">
                <span>{item.name}</span>
                <span className="text-right text-slate-700 tabular-nums">
                  {formatGrams(item.grams)}
                  {item.pieces ? <span className="block text-xs text-slate-500">{item.pieces}</span> : null}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
