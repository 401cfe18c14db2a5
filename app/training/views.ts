// The programmes as their pages show them (pure): plain data a loader sends, with the
// exercises' names, cues and rules written out, so page code never imports the programmes.
import { EXERCISES, type ExerciseId } from "./exercises";
import type { Programme, SessionTemplate, Slot } from "./programmes";
import { ruleText } from "./progression";

export type SlotView = {
  exercise: ExerciseId;
  name: string;
  cue: string;
  sets: number;
  reps: number;
  seconds: boolean;
  restSec: number;
  /** A load rule: each set has a kg box. */
  load: boolean;
  rule: string;
};

export const slotView = (slot: Slot): SlotView => ({
  exercise: slot.exercise,
  name: EXERCISES[slot.exercise].name,
  cue: EXERCISES[slot.exercise].cue,
  sets: slot.sets,
  reps: slot.reps,
  seconds: Boolean(slot.seconds),
  restSec: slot.restSec,
  load: slot.progression.kind === "load",
  rule: ruleText(slot),
});

export type SessionView = { key: string; name: string; slots: SlotView[] };
export const sessionView = (t: SessionTemplate): SessionView => ({
  key: t.key,
  name: t.name,
  slots: t.slots.map(slotView),
});

export type ProgrammeCard = Omit<Programme, "sessions"> & { sessions: SessionView[] };
export const programmeCard = (p: Programme): ProgrammeCard => ({ ...p, sessions: p.sessions.map(sessionView) });
