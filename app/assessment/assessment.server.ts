// A member's latest assessment result: one row per member, replaced on each retake.
// Rows hold the plan's display name ("Pro"), as they always have.
import { database, schema } from "~/db.server";
import type { Env } from "~/env";
import { PLANS, tierName } from "~/billing";
import { type AssessmentResult, FOCUSES, type Focus } from "./result";

const { assessmentResults } = schema;

/** Save (or replace) the member's latest result. */
export async function saveAssessmentResult(
  env: Env,
  userId: string,
  result: AssessmentResult & { answers: readonly number[] },
): Promise<void> {
  const row = {
    plan: tierName(result.plan),
    focus: result.focus,
    answers: JSON.stringify(result.answers),
    createdAt: new Date(),
  };
  await database(env)
    .insert(assessmentResults)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: assessmentResults.userId, set: row });
}

/** A stored row as /account shows it, or null (never let a bad row break the page). */
export function savedAssessment(row: typeof assessmentResults.$inferSelect | undefined) {
  if (!row) return null;
  const plan = PLANS.find((p) => p.name === row.plan);
  if (!plan || !(FOCUSES as readonly string[]).includes(row.focus)) return null;
  return { plan: plan.name, focus: row.focus as Focus, takenAt: row.createdAt };
}
