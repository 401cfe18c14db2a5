// The workout programmes (content data): three levels × three equipment sets, each a
// rotation of sessions repeated for its weeks. Every slot says its sets, reps (or seconds),
// rest and progression rule; app/training/progression.ts applies the rule.
import type { ExerciseId } from "./exercises";
import type { Equipment, Level } from "./levels";

/** How a slot gets harder after a session in which every one of its sets was completed. */
export type Progression = { kind: "load"; stepKg: number } | { kind: "reps"; step: number; max: number };

export type Slot = {
  exercise: ExerciseId;
  sets: number;
  /** Reps per set, or seconds when `seconds` is set. */
  reps: number;
  seconds?: true;
  restSec: number;
  progression: Progression;
  /** A main lift: it gets a progress chart. */
  main?: true;
};

export type SessionTemplate = { key: string; name: string; slots: Slot[] };

export type Programme = {
  id: string;
  name: string;
  level: Level;
  equipment: Equipment;
  weeks: number;
  /** The weekdays it is laid out on by default (0 = Sunday). */
  defaultDays: number[];
  /** How many training days a week Elite members may choose. */
  dayRange: { min: number; max: number };
  summary: string;
  sessions: SessionTemplate[];
};

// ---- slot builders: exercise, sets, reps, rest (s), then the rule
const load = (exercise: ExerciseId, sets: number, reps: number, restSec: number, stepKg: number): Slot => ({
  exercise,
  sets,
  reps,
  restSec,
  progression: { kind: "load", stepKg },
});
const reps = (exercise: ExerciseId, sets: number, n: number, restSec: number, max: number): Slot => ({
  exercise,
  sets,
  reps: n,
  restSec,
  progression: { kind: "reps", step: 1, max },
});
const hold = (exercise: ExerciseId, sets: number, seconds: number, restSec: number, max: number): Slot => ({
  exercise,
  sets,
  reps: seconds,
  seconds: true,
  restSec,
  progression: { kind: "reps", step: 5, max },
});
const main = (slot: Slot): Slot => ({ ...slot, main: true });

const FULL_BODY = { defaultDays: [1, 3, 5], dayRange: { min: 2, max: 4 } };
const UPPER_LOWER = { defaultDays: [1, 2, 4, 5], dayRange: { min: 3, max: 5 } };
const ADVANCED = { defaultDays: [1, 2, 4, 5], dayRange: { min: 4, max: 6 } };

export const PROGRAMMES: Programme[] = [
  // ---------------------------------------------------------------- beginner: full body A/B, 6 weeks
  {
    id: "beginner-none",
    name: "Foundations at home",
    level: "beginner",
    equipment: "none",
    weeks: 6,
    ...FULL_BODY,
    summary: "Two full-body sessions in turn, about 35 minutes, using only your body weight, a chair and a table.",
    sessions: [
      {
        key: "A",
        name: "Full body A",
        slots: [
          main(reps("bw-squat", 3, 10, 60, 20)),
          main(reps("push-up", 3, 6, 90, 20)),
          main(reps("table-row", 3, 6, 90, 15)),
          reps("glute-bridge", 3, 12, 60, 20),
          hold("plank", 3, 20, 45, 60),
        ],
      },
      {
        key: "B",
        name: "Full body B",
        slots: [
          reps("reverse-lunge", 3, 8, 60, 15),
          reps("pike-push-up", 3, 5, 90, 12),
          reps("single-leg-rdl", 3, 8, 60, 15),
          reps("chair-dip", 3, 6, 90, 15),
          hold("side-plank", 2, 15, 45, 45),
        ],
      },
    ],
  },
  {
    id: "beginner-dumbbells",
    name: "Dumbbell foundations",
    level: "beginner",
    equipment: "dumbbells",
    weeks: 6,
    ...FULL_BODY,
    summary: "Two full-body dumbbell sessions in turn, about 40 minutes; add weight each time every set was done.",
    sessions: [
      {
        key: "A",
        name: "Full body A",
        slots: [
          main(load("goblet-squat", 3, 10, 90, 2)),
          main(load("db-floor-press", 3, 10, 90, 1)),
          main(load("db-row", 3, 10, 60, 1)),
          load("db-glute-bridge", 3, 12, 60, 2),
          hold("plank", 3, 20, 45, 60),
        ],
      },
      {
        key: "B",
        name: "Full body B",
        slots: [
          main(load("db-rdl", 3, 10, 90, 2)),
          main(load("db-ohp", 3, 8, 90, 1)),
          load("db-split-squat", 3, 8, 60, 1),
          reps("push-up", 3, 8, 60, 20),
          hold("side-plank", 2, 15, 45, 45),
        ],
      },
    ],
  },
  {
    id: "beginner-gym",
    name: "Gym foundations",
    level: "beginner",
    equipment: "gym",
    weeks: 6,
    ...FULL_BODY,
    summary: "Two full-body barbell and machine sessions in turn, about 45 minutes, built on the big lifts.",
    sessions: [
      {
        key: "A",
        name: "Full body A",
        slots: [
          main(load("back-squat", 3, 8, 120, 2.5)),
          main(load("bench-press", 3, 8, 120, 2.5)),
          load("lat-pulldown", 3, 10, 90, 2.5),
          load("leg-curl", 2, 12, 60, 2.5),
          hold("plank", 3, 30, 45, 60),
        ],
      },
      {
        key: "B",
        name: "Full body B",
        slots: [
          main(load("deadlift", 3, 5, 150, 5)),
          main(load("ohp", 3, 8, 120, 2.5)),
          load("cable-row", 3, 10, 90, 2.5),
          load("leg-press", 3, 10, 90, 5),
          hold("side-plank", 2, 20, 45, 45),
        ],
      },
    ],
  },
  // ---------------------------------------------------------------- intermediate: upper/lower, 6 weeks
  {
    id: "intermediate-none",
    name: "Upper/lower at home",
    level: "intermediate",
    equipment: "none",
    weeks: 6,
    ...UPPER_LOWER,
    summary: "Four sessions a week split into upper and lower body, with harder body-weight variations.",
    sessions: [
      {
        key: "upper-1",
        name: "Upper body 1",
        slots: [
          main(reps("decline-push-up", 4, 8, 90, 20)),
          main(reps("table-row", 4, 8, 90, 15)),
          reps("pike-push-up", 3, 8, 90, 15),
          reps("chair-dip", 3, 10, 60, 20),
          hold("hollow-hold", 3, 20, 45, 60),
        ],
      },
      {
        key: "lower-1",
        name: "Lower body 1",
        slots: [
          main(reps("bulgarian-split-squat", 4, 8, 90, 15)),
          reps("single-leg-glute-bridge", 3, 10, 60, 20),
          reps("step-up", 3, 10, 60, 20),
          hold("wall-sit", 3, 30, 60, 90),
          reps("calf-raise", 3, 12, 45, 25),
        ],
      },
      {
        key: "upper-2",
        name: "Upper body 2",
        slots: [
          main(reps("push-up", 4, 12, 90, 30)),
          reps("table-row", 4, 10, 90, 15),
          reps("diamond-push-up", 3, 8, 90, 20),
          reps("prone-y-raise", 3, 12, 45, 20),
          hold("plank", 3, 40, 45, 90),
        ],
      },
      {
        key: "lower-2",
        name: "Lower body 2",
        slots: [
          main(reps("reverse-lunge", 4, 10, 90, 20)),
          reps("single-leg-rdl", 4, 10, 60, 20),
          reps("bw-squat", 3, 20, 60, 40),
          reps("glute-bridge", 3, 15, 60, 30),
          hold("side-plank", 3, 25, 45, 60),
        ],
      },
    ],
  },
  {
    id: "intermediate-dumbbells",
    name: "Dumbbell upper/lower",
    level: "intermediate",
    equipment: "dumbbells",
    weeks: 6,
    ...UPPER_LOWER,
    summary: "Four dumbbell sessions a week, upper and lower body, about 45 minutes each.",
    sessions: [
      {
        key: "upper-1",
        name: "Upper body 1",
        slots: [
          main(load("db-floor-press", 4, 8, 120, 1)),
          main(load("db-row", 4, 8, 90, 1)),
          load("db-ohp", 3, 10, 90, 1),
          load("db-curl", 3, 12, 60, 1),
          load("db-lateral-raise", 3, 12, 60, 1),
        ],
      },
      {
        key: "lower-1",
        name: "Lower body 1",
        slots: [
          main(load("goblet-squat", 4, 10, 120, 2)),
          main(load("db-rdl", 4, 8, 120, 2)),
          load("db-split-squat", 3, 10, 90, 1),
          reps("calf-raise", 3, 15, 45, 25),
          hold("plank", 3, 40, 45, 90),
        ],
      },
      {
        key: "upper-2",
        name: "Upper body 2",
        slots: [
          main(load("db-ohp", 4, 8, 120, 1)),
          reps("push-up", 4, 12, 90, 30),
          load("db-row", 3, 12, 90, 1),
          load("db-lateral-raise", 3, 15, 60, 1),
          hold("hollow-hold", 3, 25, 45, 60),
        ],
      },
      {
        key: "lower-2",
        name: "Lower body 2",
        slots: [
          main(load("db-split-squat", 4, 8, 120, 1)),
          load("db-glute-bridge", 4, 12, 90, 2),
          load("db-step-up", 3, 10, 90, 1),
          load("db-rdl", 3, 12, 90, 2),
          hold("side-plank", 3, 25, 45, 60),
        ],
      },
    ],
  },
  {
    id: "intermediate-gym",
    name: "Gym upper/lower",
    level: "intermediate",
    equipment: "gym",
    weeks: 6,
    ...UPPER_LOWER,
    summary: "Four gym sessions a week on an upper/lower split: heavy compound lifts first, then accessories.",
    sessions: [
      {
        key: "upper-1",
        name: "Upper body 1",
        slots: [
          main(load("bench-press", 4, 6, 150, 2.5)),
          main(load("barbell-row", 4, 6, 120, 2.5)),
          load("ohp", 3, 8, 120, 2.5),
          load("lat-pulldown", 3, 10, 90, 2.5),
          load("triceps-pushdown", 3, 12, 60, 2.5),
        ],
      },
      {
        key: "lower-1",
        name: "Lower body 1",
        slots: [
          main(load("back-squat", 4, 6, 180, 2.5)),
          load("rdl", 3, 8, 120, 2.5),
          load("leg-press", 3, 10, 90, 5),
          load("leg-curl", 3, 12, 60, 2.5),
          hold("plank", 3, 45, 45, 90),
        ],
      },
      {
        key: "upper-2",
        name: "Upper body 2",
        slots: [
          main(load("ohp", 4, 6, 150, 2.5)),
          reps("pull-up", 4, 6, 120, 12),
          load("incline-db-press", 3, 10, 90, 2),
          load("cable-row", 3, 10, 90, 2.5),
          load("db-curl", 3, 12, 60, 1),
        ],
      },
      {
        key: "lower-2",
        name: "Lower body 2",
        slots: [
          main(load("deadlift", 3, 5, 180, 5)),
          load("hip-thrust", 3, 10, 90, 5),
          load("leg-press", 3, 12, 90, 5),
          load("db-split-squat", 3, 10, 90, 1),
          hold("side-plank", 3, 30, 45, 60),
        ],
      },
    ],
  },
  // ---------------------------------------------------------------- advanced: upper/lower, more volume, 8 weeks
  {
    id: "advanced-none",
    name: "Advanced body weight",
    level: "advanced",
    equipment: "none",
    weeks: 8,
    ...ADVANCED,
    summary: "Four to six high-volume body-weight sessions a week for members who already manage 20 push-ups.",
    sessions: [
      {
        key: "upper-1",
        name: "Upper body 1",
        slots: [
          main(reps("decline-push-up", 5, 10, 90, 25)),
          main(reps("table-row", 5, 10, 90, 20)),
          reps("pike-push-up", 4, 10, 90, 20),
          reps("chair-dip", 4, 12, 60, 25),
          hold("hollow-hold", 3, 30, 45, 75),
        ],
      },
      {
        key: "lower-1",
        name: "Lower body 1",
        slots: [
          main(reps("bulgarian-split-squat", 5, 10, 90, 20)),
          reps("single-leg-rdl", 4, 12, 60, 20),
          reps("step-up", 4, 12, 60, 25),
          hold("wall-sit", 3, 45, 60, 120),
          reps("calf-raise", 4, 15, 45, 30),
        ],
      },
      {
        key: "upper-2",
        name: "Upper body 2",
        slots: [
          main(reps("push-up", 5, 15, 90, 40)),
          reps("diamond-push-up", 4, 10, 90, 25),
          reps("table-row", 4, 12, 90, 20),
          reps("prone-y-raise", 3, 15, 45, 25),
          hold("plank", 3, 60, 45, 120),
        ],
      },
      {
        key: "lower-2",
        name: "Lower body 2",
        slots: [
          main(reps("reverse-lunge", 5, 12, 90, 25)),
          reps("single-leg-glute-bridge", 4, 15, 60, 25),
          reps("bw-squat", 4, 25, 60, 50),
          hold("side-plank", 3, 40, 45, 90),
          reps("calf-raise", 3, 20, 45, 35),
        ],
      },
    ],
  },
  {
    id: "advanced-dumbbells",
    name: "Advanced dumbbell split",
    level: "advanced",
    equipment: "dumbbells",
    weeks: 8,
    ...ADVANCED,
    summary: "Heavier, lower-rep dumbbell work four to six days a week, for members with a full dumbbell set.",
    sessions: [
      {
        key: "upper-1",
        name: "Upper body 1",
        slots: [
          main(load("db-floor-press", 5, 6, 150, 1)),
          main(load("db-row", 5, 6, 120, 1)),
          load("db-ohp", 4, 8, 90, 1),
          load("db-lateral-raise", 3, 15, 60, 1),
          load("db-curl", 3, 10, 60, 1),
        ],
      },
      {
        key: "lower-1",
        name: "Lower body 1",
        slots: [
          main(load("goblet-squat", 5, 8, 150, 2)),
          main(load("db-rdl", 4, 8, 120, 2)),
          load("db-split-squat", 4, 10, 90, 1),
          reps("calf-raise", 4, 15, 45, 30),
          hold("hollow-hold", 3, 30, 45, 75),
        ],
      },
      {
        key: "upper-2",
        name: "Upper body 2",
        slots: [
          main(load("db-ohp", 5, 6, 150, 1)),
          reps("push-up", 4, 15, 90, 40),
          load("db-row", 4, 12, 90, 1),
          load("db-lateral-raise", 3, 15, 60, 1),
          hold("plank", 3, 60, 45, 120),
        ],
      },
      {
        key: "lower-2",
        name: "Lower body 2",
        slots: [
          main(load("db-split-squat", 5, 8, 150, 1)),
          load("db-glute-bridge", 4, 12, 90, 2),
          load("db-step-up", 4, 10, 90, 1),
          load("db-rdl", 3, 12, 90, 2),
          hold("side-plank", 3, 40, 45, 90),
        ],
      },
    ],
  },
  {
    id: "advanced-gym",
    name: "Advanced strength",
    level: "advanced",
    equipment: "gym",
    weeks: 8,
    ...ADVANCED,
    summary: "Five-by-five on the barbell lifts with accessories, four to six days a week, for experienced lifters.",
    sessions: [
      {
        key: "upper-1",
        name: "Upper body 1",
        slots: [
          main(load("bench-press", 5, 5, 180, 2.5)),
          main(load("barbell-row", 5, 5, 150, 2.5)),
          reps("pull-up", 4, 8, 120, 15),
          load("ohp", 3, 8, 120, 2.5),
          load("triceps-pushdown", 3, 12, 60, 2.5),
        ],
      },
      {
        key: "lower-1",
        name: "Lower body 1",
        slots: [
          main(load("back-squat", 5, 5, 180, 2.5)),
          load("rdl", 4, 8, 120, 2.5),
          load("leg-press", 3, 12, 90, 5),
          load("leg-curl", 3, 12, 60, 2.5),
          hold("plank", 3, 60, 45, 120),
        ],
      },
      {
        key: "upper-2",
        name: "Upper body 2",
        slots: [
          main(load("ohp", 5, 5, 180, 2.5)),
          load("lat-pulldown", 4, 10, 90, 2.5),
          load("incline-db-press", 4, 10, 90, 2),
          load("cable-row", 4, 10, 90, 2.5),
          load("db-lateral-raise", 3, 15, 60, 1),
        ],
      },
      {
        key: "lower-2",
        name: "Lower body 2",
        slots: [
          main(load("deadlift", 5, 3, 210, 5)),
          main(load("front-squat", 4, 6, 150, 2.5)),
          load("hip-thrust", 4, 10, 90, 5),
          load("leg-curl", 3, 12, 60, 2.5),
          hold("side-plank", 3, 40, 45, 90),
        ],
      },
    ],
  },
];

/** A programme by id (undefined for an unknown one). */
export const programmeById = (id: string) => PROGRAMMES.find((p) => p.id === id);

/** The programme of the same level for other equipment (Elite switches while keeping their place). */
export const siblingProgramme = (programme: Programme, equipment: Equipment) =>
  PROGRAMMES.find((p) => p.level === programme.level && p.equipment === equipment);
