// The personal plan's rules (decision 074): what the assessment's answers make of the routine,
// which of its items belong to a day, which one comes first, and what a member's tier lets
// them tick. Pure: the loader, the tick action and the unit tests run the same functions.
import type { CategorySlug } from "../../db/constants";
import { type Focus, recommend, TIME, TIME_QUESTION } from "~/assessment";
import { routineCatalogue, routineItem, type RoutineItem } from "./routine";

/** What a plan stores of its routine: the items' ids and the training weekdays (0 Sunday ... 6 Saturday). */
export type StoredRoutine = { items: string[]; trainingDays: number[] };

/** The guides each focus leads with (the first step comes from them). */
export const FOCUS_AREAS: Record<Focus, readonly CategorySlug[]> = {
  "Skincare & Grooming": ["skincare", "grooming"],
  "Fitness & Nutrition": ["fitness", "nutrition"],
  "Style & Grooming": ["style", "grooming"],
  "Balanced Transformation": ["skincare", "fitness", "mindset"],
};

/** Training weekdays: the fitness guide's three non-consecutive days, or two for a short day. */
export const TRAINING_DAYS = { full: [1, 3, 5], short: [1, 4] } as const;

/** Lines per guide in the morning and the evening, by the time a member has: under 15 minutes, up to 30, more. */
export const LINES_PER_GUIDE = { under15: 1, upTo30: 2, more: Infinity } as const;

/** The routine the answers make: morning and evening lines of skincare and grooming (the focus's guide first), training days, one mindset practice. */
export function buildRoutine(answers: readonly number[]): StoredRoutine {
  const { focus } = recommend(answers);
  const time = answers[TIME_QUESTION];
  const per =
    time === TIME.under15
      ? LINES_PER_GUIDE.under15
      : time === TIME.upTo30
        ? LINES_PER_GUIDE.upTo30
        : LINES_PER_GUIDE.more;
  const c = routineCatalogue();
  const groomingFirst = focus === "Style & Grooming";
  const slot = (s: { skincare: RoutineItem[]; grooming: RoutineItem[] }) => {
    const guides = groomingFirst ? [s.grooming, s.skincare] : [s.skincare, s.grooming];
    return guides.flatMap((lines) => lines.slice(0, per));
  };
  return {
    items: [...slot(c.morning), c.training, c.mindset, ...slot(c.evening)].map((i) => i.id),
    trainingDays: [...(time === TIME.under15 ? TRAINING_DAYS.short : TRAINING_DAYS.full)],
  };
}

/** A stored routine, read: its items (ids no guide knows any more are left out) and training days. */
export function readRoutine(stored: StoredRoutine) {
  const items = stored.items.flatMap((id) => {
    const item = routineItem(id);
    return item ? [item] : [];
  });
  return { items, trainingDays: stored.trainingDays.filter((d) => Number.isInteger(d) && d >= 0 && d <= 6) };
}

export type Routine = ReturnType<typeof readRoutine>;

/** The weekday (0 Sunday ... 6 Saturday) of a calendar day 'YYYY-MM-DD'. */
export const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();

/** The routine's items on `day`, in the day's order: morning, training (on training days), mindset, evening. */
export function itemsOn(routine: Routine, day: string): RoutineItem[] {
  const training = routine.trainingDays.includes(weekday(day));
  return routine.items.filter((i) => i.slot !== "training" || training);
}

/** The first item not yet ticked, from the focus's guides when one is left; null when all are done. */
export function firstStep(
  items: readonly RoutineItem[],
  focus: Focus,
  ticked: ReadonlySet<string>,
): RoutineItem | null {
  const open = items.filter((i) => !ticked.has(i.id));
  return open.find((i) => FOCUS_AREAS[focus].includes(i.area)) ?? open[0] ?? null;
}

const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);

/** A free member's one item of `day`: the day's items in turn, a different one each day. */
export function freeItemOn(items: readonly RoutineItem[], day: string): RoutineItem | null {
  if (items.length === 0) return null;
  return items[dayNumber(day) % items.length];
}

/** What the member may tick on `day`: every item of the day with a subscription, one without. */
export function tickableOn(routine: Routine, day: string, subscribed: boolean): RoutineItem[] {
  const items = itemsOn(routine, day);
  if (subscribed) return items;
  const one = freeItemOn(items, day);
  return one ? [one] : [];
}

export type TickCheck = { ok: true; item: RoutineItem } | { ok: false; reason: "not-in-plan" | "subscribers-only" };

/** Whether `itemId` may be ticked on `day` (a forged or outdated form is refused with its reason). */
export function checkTick(routine: Routine, day: string, subscribed: boolean, itemId: string): TickCheck {
  const today = itemsOn(routine, day);
  const item = today.find((i) => i.id === itemId);
  if (!item) return { ok: false, reason: "not-in-plan" };
  if (!tickableOn(routine, day, subscribed).some((i) => i.id === itemId))
    return { ok: false, reason: "subscribers-only" };
  return { ok: true, item };
}

/** The plan a member's answers make: the focus, its guides and the routine. */
export function buildPlan(answers: readonly number[]) {
  const { focus, plan } = recommend(answers);
  return { focus, tier: plan, areas: FOCUS_AREAS[focus], routine: buildRoutine(answers) };
}
