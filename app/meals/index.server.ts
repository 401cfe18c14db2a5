// The meal plans' public server module: their part (and the calculator's saved answer they
// are sized to) in the data export and account deletion.
import { eq } from "drizzle-orm";
import { savedTargetDeletion, savedTargetQuery } from "~/calculator/index.server";
import { database, schema, type Database } from "~/db.server";
import type { Env } from "~/env";
import { readPlan } from "./meals.server";

/** The saved calories, meal preferences and current week of a member, for "Download my data". */
export async function mealsExport(env: Env, userId: string) {
  const db = database(env);
  const [target, prefs, plans] = await db.batch([
    savedTargetQuery(db, userId),
    db.select().from(schema.mealPreferences).where(eq(schema.mealPreferences.userId, userId)),
    db.select().from(schema.mealPlans).where(eq(schema.mealPlans.userId, userId)),
  ]);
  const pref = prefs[0];
  const plan = plans[0];
  return {
    calorieTarget: target[0] ? { ...target[0], savedAt: target[0].savedAt.toISOString() } : null,
    preferences: pref ? { diet: pref.diet, excluded: pref.excluded, mealsPerDay: pref.mealsPerDay } : null,
    plan: plan ? { startsOn: plan.startsOn, ...(readPlan(plan.plan) ?? { unreadable: plan.plan }) } : null,
  };
}

/** Account deletion's statements for the meal plans' rows and the saved calories. */
export const mealRowsDeletion = (db: Database, userId: string) =>
  [
    db.delete(schema.mealPlans).where(eq(schema.mealPlans.userId, userId)),
    db.delete(schema.mealPreferences).where(eq(schema.mealPreferences.userId, userId)),
    savedTargetDeletion(db, userId),
  ] as const;
