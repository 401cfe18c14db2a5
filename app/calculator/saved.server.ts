// The calorie calculator's answer a member saves to their profile: what they entered, the
// goal they picked and the calories it gives. One row per member, replaced by each save.
// Meal plans (app/meals) are sized to it.
import { eq } from "drizzle-orm";
import { database, schema, type Database, type MemberId } from "~/db.server";
import type { Env } from "~/env";
import { dailyCalories } from "./formulas";
import { goalCalories, type Goal } from "./goals";
import type { CaloriesInput } from "./input";

const targets = schema.calorieTargets;

/** Saves the answer for `input` and `goal`; returns the calories saved. */
export async function saveCalorieTarget(env: Env, userId: string, input: CaloriesInput, goal: Goal, now = new Date()) {
  const maintenance = dailyCalories(input);
  const row = {
    userId,
    sex: input.sex,
    age: input.age,
    heightCm: input.heightCm,
    weightKg: input.weightKg,
    activity: input.activity,
    units: input.units,
    goal,
    maintenance,
    calories: goalCalories(goal, maintenance),
    savedAt: now,
  };
  await database(env).insert(targets).values(row).onConflictDoUpdate({ target: targets.userId, set: row });
  return row.calories;
}

/** The member's saved answer (no row: nothing saved yet). */
export const savedTargetQuery = (db: Database, userId: MemberId) =>
  db
    .select({
      goal: targets.goal,
      calories: targets.calories,
      maintenance: targets.maintenance,
      weightKg: targets.weightKg,
      heightCm: targets.heightCm,
      age: targets.age,
      sex: targets.sex,
      activity: targets.activity,
      units: targets.units,
      savedAt: targets.savedAt,
    })
    .from(targets)
    .where(eq(targets.userId, userId));

export type SavedTarget = Awaited<ReturnType<typeof savedTargetQuery>>[number];

/** Account deletion's statement for this table. */
export const savedTargetDeletion = (db: Database, userId: string) =>
  db.delete(targets).where(eq(targets.userId, userId));
