// A recipe's numbers, computed from its ingredients (pure): energy and macros per serving
// from each food's per-100 g values, the strictest diet it suits and its allergens.
import { DIETS, type Diet } from "../../db/constants";
import type { Allergen } from "./constants";
import { FOODS } from "./foods";
import { RECIPES, type Recipe } from "./recipes";

export type Macros = { kcal: number; protein: number; carbs: number; fat: number };

export const ZERO: Macros = { kcal: 0, protein: 0, carbs: 0, fat: 0 };

export const addMacros = (a: Macros, b: Macros, times = 1): Macros => ({
  kcal: a.kcal + b.kcal * times,
  protein: a.protein + b.protein * times,
  carbs: a.carbs + b.carbs * times,
  fat: a.fat + b.fat * times,
});

/** Energy and macros of one serving (unrounded). */
export function perServing(recipe: Recipe): Macros {
  let total = ZERO;
  for (const [food, grams] of recipe.ingredients) total = addMacros(total, FOODS[food], grams / 100);
  return {
    kcal: total.kcal / recipe.serves,
    protein: total.protein / recipe.serves,
    carbs: total.carbs / recipe.serves,
    fat: total.fat / recipe.serves,
  };
}

/** The strictest diet every ingredient suits: a recipe with any meat or fish is omnivore only. */
export function recipeDiet(recipe: Recipe): Diet {
  const rank = (d: Diet) => DIETS.indexOf(d); // omnivore 0, vegetarian 1, vegan 2
  return DIETS[Math.min(...recipe.ingredients.map(([food]) => rank(FOODS[food].diet)))];
}

export function recipeAllergens(recipe: Recipe): Allergen[] {
  const all = new Set<Allergen>();
  for (const [food] of recipe.ingredients) for (const a of FOODS[food].allergens ?? []) all.add(a);
  return [...all].sort();
}

/** Whether a diet may eat a recipe suited to `suits` (vegan food suits everyone). */
export const dietAllows = (diet: Diet, suits: Diet) => DIETS.indexOf(suits) >= DIETS.indexOf(diet);

/** A recipe with its computed numbers, as the planner and the pages use it. */
export type PlannedRecipe = Recipe & { per: Macros; diet: Diet; allergens: Allergen[] };

export const COOKBOOK: PlannedRecipe[] = RECIPES.map((r) => ({
  ...r,
  per: perServing(r),
  diet: recipeDiet(r),
  allergens: recipeAllergens(r),
}));

export const recipeById = (id: string) => COOKBOOK.find((r) => r.id === id);
