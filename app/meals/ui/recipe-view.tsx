// One recipe: what it makes, its numbers per serving (computed from the ingredients), the
// ingredients for the whole recipe and for one serving, and its steps.
import { Link } from "@remix-run/react";
import { ALLERGENS } from "../constants";
import type { RecipePage } from "../views";
import { grams, kcal } from "./week-view";

const DIET_LABEL = { omnivore: "Contains meat or fish", vegetarian: "Vegetarian", vegan: "Vegan" } as const;
const amount = (g: number) => (g < 10 ? `${Math.round(g * 10) / 10} g` : `${Math.round(g)} g`);

export function RecipeView({ recipe }: { recipe: RecipePage }) {
  const per = recipe.per;
  return (
    <div className="space-y-4">
      <section className="card">
        <p className="flex flex-wrap gap-1.5">
          <span className="chip">{DIET_LABEL[recipe.diet]}</span>
          <span className="chip">{recipe.minutes} minutes</span>
          <span className="chip">
            Makes {recipe.serves} serving{recipe.serves === 1 ? "" : "s"}
          </span>
        </p>
        <h2 className="mt-3 font-semibold">Per serving</h2>
        <dl className="mt-2 grid grid-cols-4 gap-2 text-center" data-testid="per-serving">
          {(
            [
              ["Energy", kcal(per.kcal)],
              ["Protein", grams(per.protein)],
              ["Carbs", grams(per.carbs)],
              ["Fat", grams(per.fat)],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="rounded-xl bg-brand-50 p-2">
              <dt className="text-xs text-slate-600">{label}</dt>
              <dd className="text-sm font-bold text-brand-800 tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-xs text-slate-500">
          Computed from the ingredients' values per 100 g in USDA FoodData Central (SR Legacy).
          {recipe.allergens.length
            ? ` Contains: ${recipe.allergens.map((a) => ALLERGENS[a].toLowerCase()).join(", ")}.`
            : " None of the major allergens."}
        </p>
      </section>
      <section className="card" aria-labelledby="ingredients-heading">
        <h2 id="ingredients-heading" className="font-semibold">
          Ingredients
        </h2>
        <table className="mt-2 w-full text-left text-sm">
          <thead>
            <tr className="text-slate-600">
              <th scope="col" className="py-1 font-medium">
                Food
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Recipe
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                One serving
              </th>
            </tr>
          </thead>
          <tbody>
            {recipe.ingredients.map(({ food, name, grams: g }) => (
              <tr key={food} className="border-t border-slate-100">
                <td className="py-1.5">{name}</td>
                <td className="py-1.5 text-right tabular-nums">{amount(g)}</td>
                <td className="py-1.5 text-right tabular-nums">{amount(g / recipe.serves)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-2 text-xs text-slate-500">Salt, pepper, herbs and spices to taste (not counted).</p>
      </section>
      <section className="card" aria-labelledby="steps-heading">
        <h2 id="steps-heading" className="font-semibold">
          Steps
        </h2>
        <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-sm text-slate-800">
          {recipe.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <Link to="/meal-plan" className="btn-secondary">
        Back to your week
      </Link>
    </div>
  );
}
