// The progression rule (pure): a slot gets harder after a session in which every one of its
// sets was completed, by its rule (more reps, or more load); otherwise it stays where it was.
// "Its last session" is the last time that slot (session template and exercise) was done in
// the run, so an exercise used by two sessions with different reps progresses in each.
import type { Slot } from "./programmes";

/** One logged set as stored: what was asked and what was done. */
export type LoggedSet = {
  setNo: number;
  targetReps: number;
  targetLoadKg: number | null;
  reps: number;
  loadKg: number | null;
};

/** What the next session asks of a slot: reps (or seconds) per set and, for load rules, the load. */
export type Target = { reps: number; loadKg: number | null };

/** A set reached its target reps, and its target load when it had one. */
export function setCompleted(set: LoggedSet): boolean {
  return set.reps >= set.targetReps && (set.targetLoadKg === null || (set.loadKg ?? 0) >= set.targetLoadKg);
}

/** Every set of a slot's session was completed (and there was at least one). */
export const allCompleted = (sets: readonly LoggedSet[]) => sets.length > 0 && sets.every(setCompleted);

/** Loads are shown and stored to the nearest 0.25 kg (the smallest plates and dumbbell steps). */
export const roundLoad = (kg: number) => Math.round(kg * 4) / 4;

/**
 * The slot's target for its next session, from the sets of its last session (none: the
 * programme's starting reps and no load yet, the member chooses their first weight).
 */
export function nextTarget(slot: Slot, last: readonly LoggedSet[] | undefined): Target {
  if (!last || last.length === 0) return { reps: slot.reps, loadKg: null };
  const done = allCompleted(last);
  const rule = slot.progression;
  if (rule.kind === "reps") {
    const before = last[0].targetReps;
    return { reps: done ? Math.min(before + rule.step, Math.max(rule.max, before)) : before, loadKg: null };
  }
  // A load rule: the last target load, or on the first session the lightest load used.
  const used = last.map((s) => s.loadKg).filter((kg): kg is number => kg !== null && kg > 0);
  const base = last[0].targetLoadKg ?? (used.length > 0 ? Math.min(...used) : null);
  if (base === null) return { reps: slot.reps, loadKg: null };
  return { reps: slot.reps, loadKg: roundLoad(done ? base + rule.stepKg : base) };
}

/** How the rule reads on the page. */
export function ruleText(slot: Slot): string {
  const rule = slot.progression;
  if (rule.kind === "load") return `+${rule.stepKg} kg after a session with every set done`;
  const unit = slot.seconds ? " s" : rule.step === 1 ? " rep" : " reps";
  return `+${rule.step}${unit} a set after a session with every set done (up to ${rule.max}${slot.seconds ? " s" : ""})`;
}
