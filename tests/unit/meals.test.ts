// Meal plans (issue #37): recipes computed from their ingredients, every day of a week
// within ±5 % of the target with the protein floor, diets and exclusions respected, swaps
// that keep the day in bounds, and the shopping list's sums.
import { describe, expect, it } from "vitest";
import { DIETS } from "../../db/constants";
import { goalCalories } from "~/calculator/goals";
import { ALLERGEN_IDS, BAND, KCAL_RANGE, type MealsPerDay } from "~/meals/constants";
import { FOODS } from "~/meals/foods";
import { COOKBOOK, dietAllows, perServing, recipeById } from "~/meals/macros";
import {
  allowedRecipes,
  applySwap,
  buildPlan,
  dayTotals,
  fitServings,
  proteinFloorFor,
  SLOTS,
  swapOptions,
  withinBand,
  type Plan,
  type PlanInputs,
} from "~/meals/plan";
import { RECIPES } from "~/meals/recipes";
import { roundUpGrams, shoppingList } from "~/meals/shopping";

const base: PlanInputs = { target: 2400, proteinFloor: 0, diet: "omnivore", excluded: [], mealsPerDay: 4 };
const build = (inputs: Partial<PlanInputs>, seed = "seed") => {
  const r = buildPlan({ ...base, ...inputs }, seed);
  if (!r.ok) throw new Error(`no plan for ${JSON.stringify(inputs)}: ${r.reason}`);
  return r.plan;
};

describe("the recipes (content data)", () => {
  it("are at least 40, each with ingredients from the food table, steps and a meal kind", () => {
    expect(RECIPES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(RECIPES.map((r) => r.id)).size).toBe(RECIPES.length);
    for (const r of RECIPES) {
      expect(r.ingredients.length).toBeGreaterThan(0);
      expect(r.steps.length).toBeGreaterThan(0);
      for (const [food, grams] of r.ingredients) {
        expect(FOODS[food], `${r.id}: ${food}`).toBeDefined();
        expect(grams).toBeGreaterThan(0);
      }
    }
    for (const food of Object.values(FOODS)) expect(food.source.length).toBeGreaterThan(3);
  });

  it("compute macros per serving from the ingredients' values per 100 g", () => {
    // Peanut butter and banana toast: 70 g bread, 25 g peanut butter, 100 g banana, 200 g soya drink.
    const r = recipeById("peanut-banana-toast")!;
    const expected = 0.7 * 252 + 0.25 * 588 + 1 * 89 + 2 * 54;
    expect(perServing(r).kcal).toBeCloseTo(expected, 6);
    expect(r.per.protein).toBeCloseTo(0.7 * 12.45 + 0.25 * 25.09 + 1.09 + 2 * 3.27, 6);
    // A four-serving recipe divides the whole by four.
    const chicken = recipeById("chicken-rice-broccoli")!;
    const total = chicken.ingredients.reduce((s, [f, g]) => s + (FOODS[f].kcal * g) / 100, 0);
    expect(chicken.per.kcal).toBeCloseTo(total / 4, 6);
  });

  it("take their diet and allergens from their ingredients", () => {
    expect(recipeById("salmon-potatoes-beans")!.diet).toBe("omnivore");
    expect(recipeById("spinach-feta-omelette")!.diet).toBe("vegetarian");
    expect(recipeById("tofu-scramble-toast")!.diet).toBe("vegan");
    expect(recipeById("prawn-stir-fry")!.allergens).toEqual(["gluten", "sesame", "shellfish", "soy"]);
    expect(dietAllows("vegan", "vegetarian")).toBe(false);
    expect(dietAllows("vegetarian", "vegan")).toBe(true);
    expect(dietAllows("omnivore", "omnivore")).toBe(true);
  });
});

describe("building a week", () => {
  it("puts every day within ±5 % of the target, with the protein floor for muscle gain, across diets and meals a day", () => {
    for (const diet of DIETS)
      for (const mealsPerDay of [3, 4, 5] as MealsPerDay[])
        for (const target of [KCAL_RANGE.min, 1600, 2300, 3100, 4000, KCAL_RANGE.max])
          for (const gain of [false, true]) {
            // A gaining member of a plausible weight for that target (about 33 kcal per kg).
            const proteinFloor = gain ? proteinFloorFor("gain", target / 33) : 0;
            const plan = build({ diet, mealsPerDay, target, proteinFloor }, `${diet}${target}`);
            expect(plan.days).toHaveLength(7);
            for (const day of plan.days) {
              const t = dayTotals(day);
              expect(Math.abs(t.kcal - target), `${diet} ${mealsPerDay} ${target}`).toBeLessThanOrEqual(BAND * target);
              expect(t.protein).toBeGreaterThanOrEqual(proteinFloor);
              expect(day.meals.map((m) => m.slot)).toEqual(SLOTS[mealsPerDay]);
            }
          }
  });

  it("sets the floor at 1.6 g per kg only for gaining muscle", () => {
    expect(proteinFloorFor("gain", 75)).toBe(120);
    expect(proteinFloorFor("gain", 75.1)).toBe(121);
    expect(proteinFloorFor("maintain", 75)).toBe(0);
    expect(proteinFloorFor("lose", 75)).toBe(0);
    expect(goalCalories("gain", 2500)).toBe(2750);
  });

  it("uses only recipes the diet allows and none with an excluded allergen", () => {
    for (const [diet, excluded] of [
      ["vegan", ["peanut", "sesame"]],
      ["vegetarian", ["egg", "gluten"]],
      ["omnivore", ["fish", "shellfish", "milk"]],
    ] as const) {
      const plan = build({ diet, excluded: [...excluded] });
      for (const day of plan.days)
        for (const meal of day.meals) {
          const r = recipeById(meal.recipe)!;
          expect(dietAllows(diet, r.diet)).toBe(true);
          expect(r.allergens.filter((a) => (excluded as readonly string[]).includes(a))).toEqual([]);
        }
    }
  });

  it("varies the week and gives the same week for the same seed", () => {
    const plan = build({});
    const lunches = new Set(plan.days.map((d) => d.meals[1].recipe));
    expect(lunches.size).toBeGreaterThanOrEqual(5);
    expect(build({})).toEqual(plan);
    expect(build({}, "another")).not.toEqual(plan);
  });

  it("refuses targets outside the range and diets with too few recipes", () => {
    expect(buildPlan({ ...base, target: KCAL_RANGE.min - 1 }, "s")).toEqual({ ok: false, reason: "target" });
    expect(buildPlan({ ...base, target: KCAL_RANGE.max + 1 }, "s")).toEqual({ ok: false, reason: "target" });
    // Vegan without soy, gluten or peanuts leaves no breakfast with enough protein for a heavy gainer.
    const r = buildPlan({ ...base, diet: "vegan", excluded: ["soy", "gluten", "peanut"], proteinFloor: 190 }, "s");
    expect(r.ok).toBe(false);
    expect(allowedRecipes({ diet: "vegan", excluded: [...ALLERGEN_IDS] }).every((x) => x.allergens.length === 0)).toBe(
      true,
    );
  });

  it("portions meals to the target with whole steps of a serving", () => {
    const meals = [recipeById("protein-porridge")!, recipeById("beef-chilli")!, recipeById("salted-edamame")!];
    const servings = fitServings(
      meals.map((r) => ({ kind: r.meal, per: r.per })),
      2000,
      0,
    );
    const kcal = meals.reduce((s, r, i) => s + r.per.kcal * servings[i], 0);
    expect(withinBand(kcal, 2000)).toBe(true);
  });
});

describe("swapping a meal", () => {
  const plan: Plan = build({ target: 2600, proteinFloor: 120 });

  it("offers only other recipes of the same kind that keep the day within the band and the floor", () => {
    const options = swapOptions(plan, 2, 1);
    expect(options.length).toBeGreaterThan(3);
    const day = plan.days[2];
    for (const o of options) {
      expect(o.recipe.meal).toBe("main");
      expect(day.meals.some((m) => m.recipe === o.recipe.id)).toBe(false);
      const swapped = applySwap(plan, 2, 1, o.recipe.id)!;
      const t = dayTotals(swapped.days[2]);
      expect(withinBand(t.kcal, 2600)).toBe(true);
      expect(t.protein).toBeGreaterThanOrEqual(120);
      expect(swapped.days.filter((_, d) => d !== 2)).toEqual(plan.days.filter((_, d) => d !== 2));
    }
  });

  it("refuses a recipe of another kind, the same recipe, or one that breaks the band", () => {
    const day = plan.days[0];
    expect(applySwap(plan, 0, 1, "berry-overnight-oats")).toBeNull();
    expect(applySwap(plan, 0, 1, day.meals[1].recipe)).toBeNull();
    expect(applySwap(plan, 0, 9, "beef-chilli")).toBeNull();
    // A target the day cannot reach with any portion of the other mains: no option at all.
    const tight = { ...plan, target: dayTotals(day).kcal * 0.5 };
    expect(swapOptions(tight, 0, 1)).toEqual([]);
  });
});

describe("the shopping list", () => {
  it("adds each food up over the week's portions and rounds up to the shop's precision", () => {
    const week = {
      days: [
        { meals: [{ slot: "breakfast" as const, recipe: "spinach-feta-omelette", servings: 1 }] },
        { meals: [{ slot: "breakfast" as const, recipe: "spinach-feta-omelette", servings: 1.5 }] },
        { meals: [{ slot: "lunch" as const, recipe: "spinach-potato-frittata", servings: 2 }] },
      ],
    };
    const items = shoppingList(week).flatMap((s) => s.items);
    const eggs = items.find((i) => i.food === "egg")!;
    // 150 g + 225 g from the omelettes, 600 g / 4 × 2 = 300 g from the frittata.
    expect(eggs.grams).toBe(675);
    expect(eggs.pieces).toBe("about 14 eggs");
    const spinach = items.find((i) => i.food === "spinach")!;
    expect(spinach.grams).toBe(roundUpGrams(40 + 60 + 100));
    expect(roundUpGrams(1001)).toBe(1050);
    expect(roundUpGrams(101)).toBe(105);
  });

  it("lists every ingredient of a built plan once, grouped by aisle", () => {
    const plan = build({});
    const sections = shoppingList(plan);
    const foods = sections.flatMap((s) => s.items.map((i) => i.food));
    expect(new Set(foods).size).toBe(foods.length);
    const used = new Set(
      plan.days.flatMap((d) => d.meals.flatMap((m) => recipeById(m.recipe)!.ingredients.map(([f]) => f))),
    );
    expect(new Set(foods)).toEqual(used);
    expect(COOKBOOK.length).toBe(RECIPES.length);
  });
});
