// The meal plan as its pages show it (pure): plain data a loader sends, with the recipes'
// names, numbers, ingredients and steps written out, so page code never imports the recipes.
import { addDays } from "~/calendar/days";
import { FOODS } from "./foods";
import { recipeById, type PlannedRecipe } from "./macros";
import { dayTotals, withinBand, type Plan, type SwapOption } from "./plan";

export function planView(plan: Plan & { startsOn: string; version: number }) {
  return {
    version: plan.version,
    target: plan.target,
    days: plan.days.map((day, d) => {
      const totals = dayTotals(day);
      return {
        date: addDays(plan.startsOn, d),
        kcal: totals.kcal,
        protein: totals.protein,
        inBand: withinBand(totals.kcal, plan.target),
        meals: day.meals.map((m) => {
          const r = recipeById(m.recipe);
          return {
            slot: m.slot,
            recipe: m.recipe,
            name: r?.name ?? m.recipe,
            servings: m.servings,
            kcal: (r?.per.kcal ?? 0) * m.servings,
            protein: (r?.per.protein ?? 0) * m.servings,
          };
        }),
      };
    }),
  };
}
export type PlanView = ReturnType<typeof planView>;

export const swapView = (options: readonly SwapOption[]) =>
  options.map((o) => ({
    recipe: o.recipe.id,
    name: o.recipe.name,
    servings: o.servings,
    kcal: o.kcal,
    protein: o.protein,
  }));
export type SwapChoice = ReturnType<typeof swapView>[number];

export const recipePage = (r: PlannedRecipe) => ({
  id: r.id,
  name: r.name,
  serves: r.serves,
  minutes: r.minutes,
  diet: r.diet,
  allergens: r.allergens,
  per: r.per,
  ingredients: r.ingredients.map(([food, grams]) => ({ food, name: FOODS[food].name, grams })),
  steps: r.steps,
});
export type RecipePage = ReturnType<typeof recipePage>;
