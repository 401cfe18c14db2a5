// A member's latest assessment result: one row per member, replaced on each retake.
import { eq } from "drizzle-orm";
import { type Database, schema } from "~/db.server";
import { type AssessmentResult, FOCUSES, type Focus, PLANS, type Plan } from "./result";

const { assessmentResults } = schema;

export type SavedAssessmentResult = AssessmentResult & { answers: number[]; takenAt: Date };

/** Save (or replace) the member's latest result. */
export async function saveAssessmentResult(
  db: Database,
  userId: string,
  result: AssessmentResult & { answers: readonly number[] },
): Promise<void> {
  const row = {
    plan: result.plan,
    focus: result.focus,
    answers: JSON.stringify(result.answers),
    createdAt: new Date(),
  };
  await db
    .insert(assessmentResults)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: assessmentResults.userId, set: row });
}

/** The member's latest result, or null if they never finished the assessment. */
export async function latestAssessmentResult(
  db: Database,
  userId: string,
): Promise<SavedAssessmentResult | null> {
  const [row] = await db
    .select()
    .from(assessmentResults)
    .where(eq(assessmentResults.userId, userId))
    .limit(1);
  if (!row) return null;
  // Rows are only written by saveAssessmentResult; still, never let a bad row break /account.
  if (!(PLANS as readonly string[]).includes(row.plan)) return null;
  if (!(FOCUSES as readonly string[]).includes(row.focus)) return null;
  return {
    plan: row.plan as Plan,
    focus: row.focus as Focus,
    answers: parseAnswers(row.answers),
    takenAt: row.createdAt,
  };
}

function parseAnswers(text: string): number[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((n): n is number => Number.isInteger(n)) : [];
  } catch {
    return [];
  }
}
