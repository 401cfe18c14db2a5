// Meal plans through the Worker (issue #37): the calculator's answer saved to the profile,
// a week sized to it (every day in the band, the protein floor for gaining), swaps that keep
// the band, Elite's diet, exclusions and meals per day, and the shopping list.
import { schema } from "~/db.server";
import { describe, expect, it } from "vitest";
import { dailyCalories } from "~/calculator/formulas";
import { recipeById } from "~/meals/macros";
import { readPlan } from "~/meals/meals.server";
import { dayTotals, swapOptions, withinBand, type Plan } from "~/meals/plan";
import { member, type Member } from "./factories";
import { appFetch, ORIGIN } from "./helpers";
import { toastText } from "./invariants";
import { calorieTargetOf, mealPlanRowOf, memberRows } from "./readers";

const CALORIES = {
  tab: "calories",
  units: "metric",
  sex: "male",
  age: "30",
  height: "180",
  weight: "80",
  activity: "moderate",
};
const MAINTENANCE = dailyCalories({ sex: "male", age: 30, heightCm: 180, weightKg: 80, activity: "moderate" });

const saved = async (id: string) => {
  const row = await calorieTargetOf(id);
  return row && { goal: row.goal, calories: row.calories, maintenance: row.maintenance, weight: row.weightKg };
};
const storedPlan = async (id: string) => {
  const row = await mealPlanRowOf(id);
  return row ? { plan: readPlan(row.plan)!, version: row.version } : null;
};

/** A urlencoded post with repeated keys (checkboxes). */
function postForm(m: Member, path: string, body: URLSearchParams) {
  return appFetch(`${ORIGIN}${path}`, {
    method: "POST",
    redirect: "manual",
    body,
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: ORIGIN,
      Host: new URL(ORIGIN).host,
      Cookie: m.b.cookieHeader(),
      "cf-connecting-ip": m.b.ip,
    },
  });
}

async function withWeek(tier: "pro" | "elite", goal = "gain") {
  const m = await member({ subscription: { tier } });
  await m.b.post("/calculator?tab=calories", { ...CALORIES, goal });
  const built = await m.b.post("/meal-plan", { intent: "build" });
  expect(built.status).toBe(303);
  return m;
}

const expectInBand = (plan: Plan) => {
  for (const day of plan.days) {
    const t = dayTotals(day);
    expect(withinBand(t.kcal, plan.target)).toBe(true);
    expect(t.protein).toBeGreaterThanOrEqual(plan.proteinFloor);
  }
};

describe("the calculator's answer saved to the profile", () => {
  it("a member saves the goal they press; a Pro member lands on their meal plan", async () => {
    const m = await member({ subscription: { tier: "pro" } });
    const res = await m.b.post("/calculator?tab=calories", { ...CALORIES, goal: "gain" });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/meal-plan");
    expect(toastText(await (await m.b.follow(res)).text())).toContain(
      `${Math.round(MAINTENANCE * 1.1).toLocaleString("en-US")} kcal a day to build muscle`,
    );
    expect(await saved(m.id)).toEqual({
      goal: "gain",
      calories: Math.round(MAINTENANCE * 1.1),
      maintenance: MAINTENANCE,
      weight: 80,
    });
    // Saving again replaces the answer.
    await m.b.post("/calculator?tab=calories", { ...CALORIES, weight: "78", goal: "lose" });
    expect((await saved(m.id))?.goal).toBe("lose");
    expect(await memberRows(schema.calorieTargets, m.id)).toBe(1);
  });

  it("imperial input is saved in metric; a member without a plan stays on the calculator", async () => {
    const m = await member();
    const res = await m.b.post("/calculator?tab=calories&units=imperial", {
      ...CALORIES,
      units: "imperial",
      height: "",
      heightFt: "5",
      heightIn: "11",
      weight: "176",
      goal: "maintain",
    });
    expect(res.headers.get("Location")).toMatch(/^\/calculator\?tab=calories&units=imperial/);
    const row = await saved(m.id);
    expect(row.weight).toBeCloseTo(79.83, 1);
    expect(row.calories).toBe(row.maintenance);
  });

  it("bad input is not saved and goes back to the form with what was typed", async () => {
    const m = await member();
    const res = await m.b.post("/calculator?tab=calories", { ...CALORIES, age: "200", goal: "gain" });
    expect(res.status).toBe(303);
    const back = res.headers.get("Location")!;
    expect(back).toContain("age=200");
    const page = await (await m.b.follow(res)).text();
    expect(page).toContain("Age must be between 13 and 100");
    expect(toastText(page)).toContain("Not saved");
    expect(await saved(m.id)).toBeNull();
  });

  it("the calories form offers saving to members and sign-in to visitors", async () => {
    const m = await member();
    expect(await (await m.b.get("/calculator?tab=calories")).text()).toContain('data-testid="save-calories"');
    const visitor = await appFetch(`${ORIGIN}/calculator?tab=calories`);
    const html = await visitor.text();
    expect(html).not.toContain('data-testid="save-calories"');
    expect(html).toContain("to save your answer to your profile");
  });
});

describe("a Pro member's week of meals", () => {
  it("asks for the calories first, then builds seven days sized to them", async () => {
    const m = await member({ subscription: { tier: "pro" } });
    expect(await (await m.b.get("/meal-plan")).text()).toContain('data-testid="no-target"');
    expect((await m.b.post("/meal-plan", { intent: "build" })).status).toBe(409);

    await m.b.post("/calculator?tab=calories", { ...CALORIES, goal: "gain" });
    await m.b.post("/meal-plan", { intent: "build" });
    const { plan } = (await storedPlan(m.id))!;
    expect(plan.target).toBe(Math.round(MAINTENANCE * 1.1));
    expect(plan.proteinFloor).toBe(128); // 1.6 g × 80 kg
    expect(plan.mealsPerDay).toBe(4);
    expectInBand(plan);
    const html = await (await m.b.get("/meal-plan")).text();
    expect(html.match(/data-testid="plan-day"/g)).toHaveLength(7);
    expect(html.match(/data-testid="planned-meal"/g)).toHaveLength(28);
  });

  it("swaps a meal for a listed one, keeping the day in the band; refuses others and stale pages", async () => {
    const m = await withWeek("pro");
    const before = (await storedPlan(m.id))!;
    const options = swapOptions(before.plan, 2, 1);
    expect(options.length).toBeGreaterThan(0);
    const page = await (await m.b.get("/meal-plan?day=2&meal=1")).text();
    for (const o of options.slice(0, 3)) expect(page).toContain(`value="${o.recipe.id}"`);

    const choice = options[options.length - 1];
    const res = await m.b.post("/meal-plan", {
      intent: "swap",
      version: String(before.version),
      day: "2",
      meal: "1",
      recipe: choice.recipe.id,
    });
    expect(res.status).toBe(303);
    expect(toastText(await (await m.b.follow(res)).text())).toContain("Meal swapped");
    const after = (await storedPlan(m.id))!;
    expect(after.version).toBe(before.version + 1);
    expect(after.plan.days[2].meals[1]).toEqual({ slot: "lunch", recipe: choice.recipe.id, servings: choice.servings });
    expect(after.plan.days.filter((_, d) => d !== 2)).toEqual(before.plan.days.filter((_, d) => d !== 2));
    expectInBand(after.plan);

    // A breakfast cannot be lunch; the page the member swapped from is now stale.
    const wrong = await m.b.post("/meal-plan", {
      intent: "swap",
      version: String(after.version),
      day: "2",
      meal: "1",
      recipe: "berry-overnight-oats",
    });
    expect(wrong.status).toBe(400);
    const stale = await m.b.post("/meal-plan", {
      intent: "swap",
      version: String(before.version),
      day: "3",
      meal: "1",
      recipe: choice.recipe.id,
    });
    expect(toastText(await (await m.b.follow(stale)).text())).toContain("Your plan changed");
    expect((await storedPlan(m.id))!).toEqual(after);
  });

  it("lists the week's shopping with the quantities added up", async () => {
    const m = await withWeek("pro", "maintain");
    const html = await (await m.b.get("/meal-plan?tab=shopping")).text();
    expect(html).toContain("Shopping list for the week");
    expect((html.match(/data-testid="shopping-item"/g) ?? []).length).toBeGreaterThan(10);
  });

  it("says the week is out of date when the saved calories change", async () => {
    const m = await withWeek("pro", "maintain");
    await m.b.post("/calculator?tab=calories", { ...CALORIES, goal: "lose" });
    expect(await (await m.b.get("/meal-plan")).text()).toContain("Your calories or preferences changed");
  });

  it("a Pro member cannot set Elite's preferences", async () => {
    const m = await withWeek("pro");
    const res = await postForm(
      m,
      "/meal-plan",
      new URLSearchParams({ intent: "preferences", diet: "vegan", mealsPerDay: "3" }),
    );
    expect(res.status).toBe(403);
    expect(await memberRows(schema.mealPreferences, m.id)).toBe(0);
    expect((await storedPlan(m.id))!.plan.diet).toBe("omnivore");
  });
});

describe("Elite personalises the week", () => {
  it("diet, excluded allergens and meals per day: the rebuilt week respects them and stays in the band", async () => {
    const m = await withWeek("elite");
    const body = new URLSearchParams({ intent: "preferences", diet: "vegan", mealsPerDay: "3" });
    body.append("excluded", "peanut");
    body.append("excluded", "sesame");
    const res = await postForm(m, "/meal-plan", body);
    expect(res.status).toBe(303);
    const { plan } = (await storedPlan(m.id))!;
    expect(plan).toMatchObject({ diet: "vegan", excluded: ["peanut", "sesame"], mealsPerDay: 3 });
    for (const day of plan.days) {
      expect(day.meals.map((x) => x.slot)).toEqual(["breakfast", "lunch", "dinner"]);
      for (const meal of day.meals) {
        const r = recipeById(meal.recipe)!;
        expect(r.diet).toBe("vegan");
        expect(r.allergens).not.toContain("peanut");
        expect(r.allergens).not.toContain("sesame");
      }
    }
    expectInBand(plan);
    // Swaps keep to the preferences too.
    for (const o of swapOptions(plan, 0, 1)) {
      expect(o.recipe.diet).toBe("vegan");
      expect(o.recipe.allergens.some((a) => a === "peanut" || a === "sesame")).toBe(false);
    }
  });

  it("a diet the recipes cannot meet is explained, and the last week stays", async () => {
    const m = await withWeek("elite");
    const before = await storedPlan(m.id);
    // Vegan without soy, gluten, peanuts, tree nuts and sesame leaves one snack: not enough for two a day.
    const body = new URLSearchParams({ intent: "preferences", diet: "vegan", mealsPerDay: "5" });
    for (const a of ["soy", "gluten", "peanut", "tree-nut", "sesame"]) body.append("excluded", a);
    const res = await postForm(m, "/meal-plan", body);
    expect(res.status).toBe(409);
    expect(await res.text()).toContain("Too few recipes fit your diet and exclusions");
    expect(await storedPlan(m.id)).toEqual(before);
    expect(await memberRows(schema.mealPreferences, m.id)).toBe(0);
  });
});
