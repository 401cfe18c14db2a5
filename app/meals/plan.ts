// Building a week of meals (pure): recipes the member may eat, portioned so that every
// day lands within ±5 % of their calorie target, with at least 1.6 g of protein per kg
// for a member whose goal is to gain muscle; and swapping one meal for another that keeps
// its day within those bounds. Deterministic: the same inputs and seed give the same week.
import type { Diet, Goal } from "../../db/constants";
import {
  BAND,
  GAIN_PROTEIN_PER_KG,
  KCAL_RANGE,
  PLAN_DAYS,
  type Allergen,
  type MealsPerDay,
  type Slot,
} from "./constants";
import { addMacros, COOKBOOK, dietAllows, recipeById, ZERO, type Macros, type PlannedRecipe } from "./macros";
import type { MealKind } from "./recipes";

export const SLOTS: Record<MealsPerDay, Slot[]> = {
  3: ["breakfast", "lunch", "dinner"],
  4: ["breakfast", "lunch", "snack", "dinner"],
  5: ["breakfast", "snack", "lunch", "snack", "dinner"],
};
const KIND: Record<Slot, MealKind> = { breakfast: "breakfast", lunch: "main", dinner: "main", snack: "snack" };
/** The share of the day's calories each kind of meal starts from (before the fit). */
const SHARE: Record<MealKind, number> = { breakfast: 2.5, main: 3.2, snack: 1 };
/** Portions a meal may have, in servings of its recipe. */
export const SERVINGS: Record<MealKind, readonly number[]> = {
  breakfast: [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 2.5, 3],
  main: [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 2.25, 2.5, 3, 3.5],
  snack: [0.5, 1, 1.5, 2],
};

export type PlanInputs = {
  target: number;
  /** Grams of protein a day at least (0: no floor). */
  proteinFloor: number;
  diet: Diet;
  excluded: Allergen[];
  mealsPerDay: MealsPerDay;
};
export type PlannedMeal = { slot: Slot; recipe: string; servings: number };
export type PlanDay = { meals: PlannedMeal[] };
export type Plan = PlanInputs & { days: PlanDay[] };

/** The protein floor a goal and weight give. */
export const proteinFloorFor = (goal: Goal, weightKg: number) =>
  goal === "gain" ? Math.ceil(GAIN_PROTEIN_PER_KG * weightKg) : 0;

/** Recipes the member may eat: their diet allows it and it has none of their excluded allergens. */
export const allowedRecipes = (inputs: Pick<PlanInputs, "diet" | "excluded">) =>
  COOKBOOK.filter((r) => dietAllows(inputs.diet, r.diet) && !r.allergens.some((a) => inputs.excluded.includes(a)));

/** A day's energy and macros. */
export function dayTotals(day: PlanDay): Macros {
  return day.meals.reduce((sum, m) => addMacros(sum, recipeById(m.recipe)?.per ?? ZERO, m.servings), ZERO);
}

export const withinBand = (kcal: number, target: number) => Math.abs(kcal - target) <= BAND * target;

/** A day meets the plan's bounds: calories within the band, protein at least the floor. */
export function dayFits(day: PlanDay, inputs: Pick<PlanInputs, "target" | "proteinFloor">) {
  const t = dayTotals(day);
  return withinBand(t.kcal, inputs.target) && t.protein >= inputs.proteinFloor;
}

// ------------------------------------------------------------------ portions

type Pick2 = { kind: MealKind; per: Macros };

/** How bad a set of portions is: outside a 4 % margin, short of protein, then distance. */
function badness(meals: readonly Pick2[], servings: readonly number[], target: number, floor: number) {
  let kcal = 0;
  let protein = 0;
  meals.forEach((m, i) => {
    kcal += m.per.kcal * servings[i];
    protein += m.per.protein * servings[i];
  });
  const dev = Math.abs(kcal - target);
  return Math.max(0, dev - 0.04 * target) * 4 + Math.max(0, floor - protein) * 40 + dev * 0.05;
}

/** Portions for these meals, as close to the target as single steps can take them. */
export function fitServings(meals: readonly Pick2[], target: number, floor: number): number[] {
  const weight = meals.reduce((s, m) => s + SHARE[m.kind], 0);
  const idx = meals.map((m) => {
    const ideal = ((SHARE[m.kind] / weight) * target) / m.per.kcal;
    const options = SERVINGS[m.kind];
    let best = 0;
    options.forEach((s, i) => {
      if (Math.abs(s - ideal) < Math.abs(options[best] - ideal)) best = i;
    });
    return best;
  });
  const servingsOf = (ix: readonly number[]) => ix.map((i, m) => SERVINGS[meals[m].kind][i]);
  let score = badness(meals, servingsOf(idx), target, floor);
  for (let round = 0; round < 80; round++) {
    // Every single step, and every pair of opposite steps (one meal up, another down).
    let move: { next: number[]; score: number } | null = null;
    const tryMove = (next: number[]) => {
      if (next.some((i, m) => i < 0 || i >= SERVINGS[meals[m].kind].length)) return;
      const s = badness(meals, servingsOf(next), target, floor);
      if (s < (move?.score ?? score)) move = { next, score: s };
    };
    for (let m = 0; m < meals.length; m++)
      for (const step of [-1, 1]) {
        tryMove(idx.map((i, k) => (k === m ? i + step : i)));
        for (let o = 0; o < meals.length; o++)
          if (o !== m) tryMove(idx.map((i, k) => (k === m ? i + step : k === o ? i - step : i)));
      }
    if (!move) break;
    idx.splice(0, idx.length, ...(move as { next: number[] }).next);
    score = (move as { score: number }).score;
  }
  return servingsOf(idx);
}

// ------------------------------------------------------------------ the week

/** A stable number in [0, 1) from text (FNV-1a): the plan's order of recipes, without storing it. */
function hashUnit(text: string) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0) / 4294967296;
}

const proteinShare = (r: PlannedRecipe) => (r.per.protein * 4) / r.per.kcal;
const ATTEMPTS = 40;

export type BuildResult = { ok: true; plan: Plan } | { ok: false; reason: "target" | "recipes" | "fit" };

/**
 * Seven days of meals for `inputs`: recipes the member has used least so far come first
 * (in an order the seed decides), portioned to fit; a day that does not fit tries other
 * recipes, leaning towards protein-rich ones when there is a floor to meet.
 */
export function buildPlan(inputs: PlanInputs, seed: string): BuildResult {
  if (inputs.target < KCAL_RANGE.min || inputs.target > KCAL_RANGE.max) return { ok: false, reason: "target" };
  const pool = allowedRecipes(inputs);
  const slots = SLOTS[inputs.mealsPerDay];
  const needed = (kind: MealKind) => slots.filter((s) => KIND[s] === kind).length;
  for (const kind of ["breakfast", "main", "snack"] as const)
    if (pool.filter((r) => r.meal === kind).length < needed(kind)) return { ok: false, reason: "recipes" };
  const used = new Map<string, number>();
  const days: PlanDay[] = [];
  for (let d = 0; d < PLAN_DAYS; d++) {
    let day: PlanDay | null = null;
    for (let attempt = 0; attempt < ATTEMPTS && !day; attempt++) {
      // First variety; then protein-rich recipes when there is a floor; then recipes whose
      // portions can reach their share of a very small or very large target.
      const phase =
        attempt < ATTEMPTS / 4 ? "variety" : inputs.proteinFloor > 0 && attempt < ATTEMPTS / 2 ? "protein" : "size";
      const weight = slots.reduce((sum, slot) => sum + SHARE[KIND[slot]], 0);
      const order = (r: PlannedRecipe) => {
        const noise = hashUnit(`${seed}|${d}|${attempt}|${r.id}`);
        if (phase === "variety") return (used.get(r.id) ?? 0) + noise;
        if (phase === "protein") return -proteinShare(r) + noise * 0.12;
        const options = SERVINGS[r.meal];
        const ideal = ((SHARE[r.meal] / weight) * inputs.target) / r.per.kcal;
        const reach = Math.max(options[0] / ideal, ideal / options[options.length - 1], 1);
        return Math.log(reach) - (inputs.proteinFloor > 0 ? proteinShare(r) : 0) + noise * 0.1;
      };
      const chosen: PlannedRecipe[] = [];
      for (const slot of slots) {
        const kind = KIND[slot];
        const pick = pool.filter((r) => r.meal === kind && !chosen.includes(r)).sort((a, b) => order(a) - order(b))[0];
        chosen.push(pick);
      }
      const servings = fitServings(
        chosen.map((r) => ({ kind: r.meal, per: r.per })),
        inputs.target,
        inputs.proteinFloor,
      );
      const candidate = { meals: slots.map((slot, i) => ({ slot, recipe: chosen[i].id, servings: servings[i] })) };
      if (dayFits(candidate, inputs)) day = candidate;
    }
    if (!day) return { ok: false, reason: "fit" };
    for (const m of day.meals) used.set(m.recipe, (used.get(m.recipe) ?? 0) + 1);
    days.push(day);
  }
  return { ok: true, plan: { ...inputs, days } };
}

// ------------------------------------------------------------------ swaps

export type SwapOption = { recipe: PlannedRecipe; servings: number; kcal: number; protein: number };

/**
 * Every other recipe that can take this meal's place (same kind of meal, allowed, not
 * already in the day) with a portion that keeps the day within the band and the protein
 * floor: the portion closest to the target for each, ordered by name.
 */
export function swapOptions(plan: Plan, dayIndex: number, mealIndex: number): SwapOption[] {
  const day = plan.days[dayIndex];
  const meal = day?.meals[mealIndex];
  if (!meal) return [];
  const kind = KIND[meal.slot];
  const others = day.meals.filter((_, i) => i !== mealIndex);
  const rest = dayTotals({ meals: others });
  const options: SwapOption[] = [];
  for (const r of allowedRecipes(plan)) {
    if (r.meal !== kind || day.meals.some((m) => m.recipe === r.id)) continue;
    let best: SwapOption | null = null;
    for (const servings of SERVINGS[kind]) {
      const total = addMacros(rest, r.per, servings);
      if (!withinBand(total.kcal, plan.target) || total.protein < plan.proteinFloor) continue;
      if (!best || Math.abs(total.kcal - plan.target) < Math.abs(best.kcal - plan.target))
        best = { recipe: r, servings, kcal: total.kcal, protein: total.protein };
    }
    if (best) options.push(best);
  }
  return options.sort((a, b) => a.recipe.name.localeCompare(b.recipe.name));
}

/** The plan with one meal swapped, or null when that recipe cannot take its place. */
export function applySwap(plan: Plan, dayIndex: number, mealIndex: number, recipeId: string): Plan | null {
  const option = swapOptions(plan, dayIndex, mealIndex).find((o) => o.recipe.id === recipeId);
  if (!option) return null;
  const days = plan.days.map((day, d) =>
    d !== dayIndex
      ? day
      : {
          meals: day.meals.map((m, i) => (i === mealIndex ? { ...m, recipe: recipeId, servings: option.servings } : m)),
        },
  );
  return { ...plan, days };
}
