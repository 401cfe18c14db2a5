// The member's personal plan (decision 074): the one writer of a plan (the assessment_results
// row, keyed by member: the answers, the recommendation and the routine they made), the reads a
// page batches, and today's view of it with the member's tier applied on the server.
import { eq } from "drizzle-orm";
import * as z from "zod/mini";
import { FOCUSES, type Focus, QUESTION_COUNT } from "~/assessment";
import { tierName } from "~/billing";
import { database, schema, type Database, type MemberId } from "~/db.server";
import type { Env } from "~/env";
import {
  buildPlan,
  buildRoutine,
  firstStep,
  FOCUS_AREAS,
  itemsOn,
  readRoutine,
  tickableOn,
  type StoredRoutine,
} from "./plan";
import type { RoutineItem } from "./routine";

const plans = schema.assessmentResults;

/** Saves the plan the answers make, replacing the member's earlier one (made now). */
export async function savePlan(env: Env, userId: string, answers: readonly number[], now = new Date()): Promise<void> {
  const plan = buildPlan(answers);
  const row = {
    plan: tierName(plan.tier),
    focus: plan.focus,
    answers: JSON.stringify(answers),
    routine: JSON.stringify(plan.routine),
    createdAt: now,
  };
  await database(env)
    .insert(plans)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: plans.userId, set: row });
}

/** The member's plan row, for a page's or action's batch (`member` may be SQL). */
export const planQuery = (db: Database, member: MemberId) =>
  db
    .select({ focus: plans.focus, answers: plans.answers, routine: plans.routine, createdAt: plans.createdAt })
    .from(plans)
    .where(eq(plans.userId, member));

type PlanRow = Awaited<ReturnType<typeof planQuery>>[number];

const Stored = z.object({ items: z.array(z.string()), trainingDays: z.array(z.number()) });
const Answers = z.array(z.number());

function json(text: string | null): unknown {
  try {
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

/** A stored plan, read; null without one (or a row no rule can read: never break the page). Rows from before plans get the routine their answers make. */
export function readPlan(row: PlanRow | undefined) {
  if (!row || !(FOCUSES as readonly string[]).includes(row.focus)) return null;
  const focus = row.focus as Focus;
  const stored = Stored.safeParse(json(row.routine));
  const answers = Answers.safeParse(json(row.answers));
  let routine: StoredRoutine | null = stored.success ? stored.data : null;
  if (!routine && answers.success && answers.data.length === QUESTION_COUNT) routine = buildRoutine(answers.data);
  if (!routine) return null;
  return { focus, areas: FOCUS_AREAS[focus], routine: readRoutine(routine), madeAt: row.createdAt };
}

export type SavedPlan = NonNullable<ReturnType<typeof readPlan>>;

export type PlanItemView = Pick<RoutineItem, "id" | "slot" | "title" | "text" | "href"> & { done: boolean };

/**
 * The plan on `day` as the member may see it: a subscriber every item of the day, a free
 * member the one item of the day (the rest are only counted: their words stay with the guides' gate).
 */
export function planToday(plan: SavedPlan, day: string, ticked: ReadonlySet<string>, subscribed: boolean) {
  const all = itemsOn(plan.routine, day);
  const mine = tickableOn(plan.routine, day, subscribed);
  const step = subscribed ? firstStep(all, plan.focus, ticked) : (mine.find((i) => !ticked.has(i.id)) ?? null);
  const view = (i: RoutineItem): PlanItemView => ({
    id: i.id,
    slot: i.slot,
    title: i.title,
    text: i.text,
    href: i.href,
    done: ticked.has(i.id),
  });
  return {
    focus: plan.focus,
    areas: plan.areas,
    madeAt: plan.madeAt.getTime(),
    items: mine.map(view),
    firstStep: step ? view(step) : null,
    /** Items of the day a subscription adds. */
    locked: all.length - mine.length,
    trainingDays: plan.routine.trainingDays,
  };
}

export type PlanToday = ReturnType<typeof planToday>;

/** What /assessment shows of a plan: no routine words (the home gives them, by tier), only its shape. */
export function planSummary(plan: SavedPlan) {
  const count = (slot: RoutineItem["slot"]) => plan.routine.items.filter((i) => i.slot === slot).length;
  return {
    focus: plan.focus,
    areas: plan.areas,
    madeAt: plan.madeAt.getTime(),
    counts: { morning: count("morning"), evening: count("evening") },
    trainingDays: plan.routine.trainingDays,
    mindset: plan.routine.items.find((i) => i.slot === "mindset")?.title ?? "",
  };
}

export type PlanSummary = ReturnType<typeof planSummary>;
