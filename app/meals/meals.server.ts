// A member's meal plan in D1: the saved calorie answer it is sized to (the calculator's),
// Elite's preferences and the current week, read in one batch; building, swapping and
// saving preferences.
import { eq, sql } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { z } from "zod";
import { savedTargetQuery, type SavedTarget } from "~/calculator/index.server";
import { DIETS } from "../../db/constants";
import { database, schema, type Database, type MemberId } from "~/db.server";
import type { Env } from "~/env";
import {
  ALLERGEN_IDS,
  DEFAULT_MEALS_PER_DAY,
  MEALS_PER_DAY,
  PLAN_DAYS,
  type Allergen,
  type MealsPerDay,
} from "./constants";
import { recipeById } from "./macros";
import { applySwap, buildPlan, proteinFloorFor, type Plan, type PlanInputs } from "./plan";

const prefs = schema.mealPreferences;
const plans = schema.mealPlans;

export type Preferences = Pick<PlanInputs, "diet" | "excluded" | "mealsPerDay">;
export const DEFAULT_PREFERENCES: Preferences = { diet: "omnivore", excluded: [], mealsPerDay: DEFAULT_MEALS_PER_DAY };

const preferencesQuery = (db: Database, userId: MemberId) =>
  db
    .select({ diet: prefs.diet, excluded: prefs.excluded, mealsPerDay: prefs.mealsPerDay })
    .from(prefs)
    .where(eq(prefs.userId, userId));

const planQuery = (db: Database, userId: MemberId) =>
  db
    .select({ startsOn: plans.startsOn, plan: plans.plan, version: plans.version })
    .from(plans)
    .where(eq(plans.userId, userId));

/** What the meal plan page and its actions read, in one batch. */
export const mealReads = (db: Database, userId: MemberId) =>
  [savedTargetQuery(db, userId), preferencesQuery(db, userId), planQuery(db, userId)] as const;

export type MealRows = BatchResponse<ReturnType<typeof mealReads>>;

const Excluded = z.array(z.enum(ALLERGEN_IDS as [Allergen, ...Allergen[]]));
const StoredPlan = z.object({
  target: z.number(),
  proteinFloor: z.number(),
  diet: z.enum(DIETS),
  excluded: Excluded,
  mealsPerDay: z.union(MEALS_PER_DAY.map((n) => z.literal(n)) as [z.ZodLiteral<3>, z.ZodLiteral<4>, z.ZodLiteral<5>]),
  days: z
    .array(
      z.object({
        meals: z.array(
          z.object({
            slot: z.enum(["breakfast", "lunch", "snack", "dinner"]),
            recipe: z.string().refine((id) => recipeById(id) !== undefined),
            servings: z.number().positive(),
          }),
        ),
      }),
    )
    .length(PLAN_DAYS),
});

/** A stored plan, or null when it no longer reads (a recipe gone, a shape changed): the member rebuilds. */
export function readPlan(json: string): Plan | null {
  try {
    const parsed = StoredPlan.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function readPreferences(row: MealRows[1][number] | undefined): Preferences {
  if (!row) return DEFAULT_PREFERENCES;
  let excluded: Allergen[] = [];
  try {
    excluded = Excluded.catch([]).parse(JSON.parse(row.excluded));
  } catch {
    excluded = [];
  }
  const meals = (MEALS_PER_DAY as readonly number[]).includes(row.mealsPerDay)
    ? (row.mealsPerDay as MealsPerDay)
    : DEFAULT_MEALS_PER_DAY;
  return { diet: row.diet, excluded, mealsPerDay: meals };
}

/** What a plan for this member is built from now: their saved answer, and their preferences if Elite. */
export function currentInputs(target: SavedTarget, preferences: Preferences, elite: boolean): PlanInputs {
  const chosen = elite ? preferences : DEFAULT_PREFERENCES;
  return {
    target: target.calories,
    proteinFloor: proteinFloorFor(target.goal, target.weightKg),
    ...chosen,
  };
}

const sameInputs = (a: PlanInputs, b: PlanInputs) =>
  a.target === b.target &&
  a.proteinFloor === b.proteinFloor &&
  a.diet === b.diet &&
  a.mealsPerDay === b.mealsPerDay &&
  [...a.excluded].sort().join() === [...b.excluded].sort().join();

/** The page's view of the rows: the saved answer, the preferences, the plan and whether it is out of date. */
export function mealView([target, prefRows, planRows]: MealRows, elite: boolean) {
  const saved = target[0] ?? null;
  const preferences = readPreferences(prefRows[0]);
  const stored = planRows[0];
  const plan = stored ? readPlan(stored.plan) : null;
  const inputs = saved ? currentInputs(saved, preferences, elite) : null;
  return {
    saved,
    preferences,
    inputs,
    plan: plan && stored ? { ...plan, startsOn: stored.startsOn, version: stored.version } : null,
    /** The plan was built for other numbers or preferences than the member has now. */
    outdated: Boolean(plan && inputs && !sameInputs(plan, inputs)),
  };
}

export type BuildOutcome =
  { kind: "built" } | { kind: "no-target" } | { kind: "failed"; reason: "target" | "recipes" | "fit" };

/**
 * Builds (or rebuilds) the member's week from what they have saved now, or with new
 * preferences (Elite), which are saved with the week in one batch only when it can be built.
 */
export async function buildWeek(
  env: Env,
  userId: string,
  elite: boolean,
  startsOn: string,
  chosen: Preferences | null = null,
  now = new Date(),
) {
  const db = database(env);
  const [target, prefRows] = await db.batch([savedTargetQuery(db, userId), preferencesQuery(db, userId)]);
  if (!target[0]) return { kind: "no-target" } satisfies BuildOutcome;
  const inputs = currentInputs(target[0], chosen ?? readPreferences(prefRows[0]), elite);
  const built = buildPlan(inputs, `${userId}|${startsOn}|${now.getTime()}`);
  if (!built.ok) return { kind: "failed", reason: built.reason } satisfies BuildOutcome;
  const row = { userId, startsOn, plan: JSON.stringify(built.plan), updatedAt: now };
  const savePlan = db
    .insert(plans)
    .values(row)
    .onConflictDoUpdate({ target: plans.userId, set: { ...row, version: sql`${plans.version} + 1` } });
  if (chosen) await db.batch([savePlan, preferencesUpsert(db, userId, chosen, now)]);
  else await savePlan;
  return { kind: "built" } satisfies BuildOutcome;
}

export type SwapOutcome = "swapped" | "no-plan" | "changed" | "not-allowed";

/**
 * Swaps one meal, if that recipe keeps its day within the plan's bounds, on the version of
 * the plan the member was looking at (a swap from an older page changes nothing).
 */
export async function swapMeal(
  env: Env,
  userId: string,
  version: number,
  dayIndex: number,
  mealIndex: number,
  recipeId: string,
  now = new Date(),
): Promise<SwapOutcome> {
  const db = database(env);
  const [stored] = await db.select().from(plans).where(eq(plans.userId, userId));
  const plan = stored ? readPlan(stored.plan) : null;
  if (!stored || !plan) return "no-plan";
  if (stored.version !== version) return "changed";
  const next = applySwap(plan, dayIndex, mealIndex, recipeId);
  if (!next) return "not-allowed";
  const updated = await db
    .update(plans)
    .set({ plan: JSON.stringify(next), version: sql`${plans.version} + 1`, updatedAt: now })
    .where(sql`${plans.userId} = ${userId} AND ${plans.version} = ${version}`)
    .returning({ version: plans.version });
  return updated.length === 1 ? "swapped" : "changed";
}

/** Elite's diet, excluded allergens and meals per day, as a statement (saved with the week they build). */
function preferencesUpsert(db: Database, userId: string, p: Preferences, now: Date) {
  const row = {
    userId,
    diet: p.diet,
    excluded: JSON.stringify(p.excluded),
    mealsPerDay: p.mealsPerDay,
    updatedAt: now,
  };
  return db.insert(prefs).values(row).onConflictDoUpdate({ target: prefs.userId, set: row });
}
