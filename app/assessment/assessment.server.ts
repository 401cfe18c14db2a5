// A member's latest assessment result as /account shows it: one row per member, replaced on
// each retake by its one writer, the personal plan (app/plan/plan.server.ts, decision 074).
// Rows hold the plan's display name ("Pro"), as they always have.
import type { schema } from "~/db.server";
import { PLANS } from "~/billing";
import { FOCUSES, type Focus } from "./result";

/** A stored row as /account shows it, or null (never let a bad row break the page). */
export function savedAssessment(row: typeof schema.assessmentResults.$inferSelect | undefined) {
  if (!row) return null;
  const plan = PLANS.find((p) => p.name === row.plan);
  if (!plan || !(FOCUSES as readonly string[]).includes(row.focus)) return null;
  return { plan: plan.name, focus: row.focus as Focus, takenAt: row.createdAt };
}
