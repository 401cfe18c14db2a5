// Workout programmes (issue #37): the data's promises, the progression rule at its
// boundaries, the layout on training days and the lift charts.
import { describe, expect, it } from "vitest";
import { EXERCISES } from "~/training/exercises";
import { sessionLogSchema, readSets, setField } from "~/training/forms";
import { liftSeries, liftSummary, mainLifts } from "~/training/lift-chart";
import { EQUIPMENT, LEVELS } from "~/training/levels";
import { PROGRAMMES, programmeById, siblingProgramme, type Slot } from "~/training/programmes";
import { allCompleted, nextTarget, setCompleted, type LoggedSet } from "~/training/progression";
import {
  daysFit,
  layout,
  nextSessionNo,
  nextTrainingDay,
  parseDays,
  templateFor,
  totalSessions,
  weekdayOf,
} from "~/training/schedule";

const loadSlot: Slot = {
  exercise: "goblet-squat",
  sets: 3,
  reps: 10,
  restSec: 90,
  progression: { kind: "load", stepKg: 2 },
};
const repsSlot: Slot = {
  exercise: "push-up",
  sets: 3,
  reps: 8,
  restSec: 60,
  progression: { kind: "reps", step: 1, max: 10 },
};
const set = (
  reps: number,
  targetReps: number,
  loadKg: number | null = null,
  targetLoadKg: number | null = null,
  setNo = 0,
): LoggedSet => ({
  setNo,
  reps,
  targetReps,
  loadKg,
  targetLoadKg,
});

describe("the programmes (content data)", () => {
  it("offer every level with every equipment set, each at least 4 weeks long", () => {
    for (const level of LEVELS)
      for (const equipment of EQUIPMENT) {
        const p = PROGRAMMES.find((x) => x.level === level && x.equipment === equipment);
        expect(p, `${level} ${equipment}`).toBeDefined();
        expect(p!.weeks).toBeGreaterThanOrEqual(4);
      }
  });

  it("write every slot with exercises that exist, sets, reps, rest and a rule, and have main lifts", () => {
    for (const p of PROGRAMMES) {
      expect(p.defaultDays.length).toBeGreaterThanOrEqual(p.dayRange.min);
      expect(p.defaultDays.length).toBeLessThanOrEqual(p.dayRange.max);
      expect(mainLifts(p).length).toBeGreaterThan(0);
      for (const s of p.sessions)
        for (const slot of s.slots) {
          expect(EXERCISES[slot.exercise]).toBeDefined();
          expect(slot.sets).toBeGreaterThan(0);
          expect(slot.reps).toBeGreaterThan(0);
          expect(slot.restSec).toBeGreaterThan(0);
          if (slot.progression.kind === "reps") expect(slot.progression.max).toBeGreaterThanOrEqual(slot.reps);
          else expect(slot.progression.stepKg).toBeGreaterThan(0);
        }
    }
  });

  it("match programmes of one level in weeks and sessions, so Elite can switch equipment in place", () => {
    for (const p of PROGRAMMES)
      for (const e of EQUIPMENT) {
        const sib = siblingProgramme(p, e)!;
        expect(sib.weeks).toBe(p.weeks);
        expect(sib.sessions.map((s) => s.key)).toEqual(p.sessions.map((s) => s.key));
      }
  });
});

describe("the progression rule", () => {
  it("counts a set complete at its target reps and load, and not one rep or 0.25 kg short", () => {
    expect(setCompleted(set(10, 10))).toBe(true);
    expect(setCompleted(set(9, 10))).toBe(false);
    expect(setCompleted(set(10, 10, 20, 20))).toBe(true);
    expect(setCompleted(set(10, 10, 19.75, 20))).toBe(false);
    expect(setCompleted(set(10, 10, null, 20))).toBe(false);
    expect(allCompleted([])).toBe(false);
  });

  it("starts from the programme's reps and no load", () => {
    expect(nextTarget(loadSlot, undefined)).toEqual({ reps: 10, loadKg: null });
    expect(nextTarget(repsSlot, [])).toEqual({ reps: 8, loadKg: null });
  });

  it("adds load after a session with every set done, and keeps it after one set short", () => {
    const done = [set(10, 10, 20, 20), set(10, 10, 20, 20), set(11, 10, 20, 20)];
    expect(nextTarget(loadSlot, done)).toEqual({ reps: 10, loadKg: 22 });
    const short = [set(10, 10, 20, 20), set(10, 10, 20, 20), set(9, 10, 20, 20)];
    expect(nextTarget(loadSlot, short)).toEqual({ reps: 10, loadKg: 20 });
  });

  it("on the first session, goes from the lightest load used", () => {
    expect(nextTarget(loadSlot, [set(10, 10, 24), set(10, 10, 20), set(10, 10, 22)])).toEqual({ reps: 10, loadKg: 22 });
    expect(nextTarget(loadSlot, [set(10, 10, 24), set(8, 10, 20)])).toEqual({ reps: 10, loadKg: 20 });
    expect(nextTarget(loadSlot, [set(10, 10, null), set(10, 10, 0)])).toEqual({ reps: 10, loadKg: null });
  });

  it("adds reps after a session with every set done, never past the rule's maximum", () => {
    expect(nextTarget(repsSlot, [set(8, 8), set(9, 8), set(8, 8)])).toEqual({ reps: 9, loadKg: null });
    expect(nextTarget(repsSlot, [set(8, 8), set(7, 8), set(8, 8)])).toEqual({ reps: 8, loadKg: null });
    expect(nextTarget(repsSlot, [set(10, 10), set(10, 10), set(10, 10)])).toEqual({ reps: 10, loadKg: null });
  });
});

describe("the layout on training days", () => {
  const p = programmeById("beginner-none")!;
  it("reads stored days and checks them against the programme's range", () => {
    expect(parseDays("5,1,3,3,9,x")).toEqual([1, 3, 5]);
    expect(daysFit(p, [1])).toBe(false);
    expect(daysFit(p, [1, 4])).toBe(true);
    expect(daysFit(p, [1, 2, 3, 4])).toBe(true);
    expect(daysFit(p, [1, 2, 3, 4, 5])).toBe(false);
  });

  it("finds the next training day, today included", () => {
    expect(weekdayOf("2026-12-07")).toBe(1); // a Monday
    expect(nextTrainingDay("2026-12-07", [1, 3, 5])).toBe("2026-12-07");
    expect(nextTrainingDay("2026-12-08", [1, 3, 5])).toBe("2026-12-09");
    expect(nextTrainingDay("2026-12-12", [1, 3, 5])).toBe("2026-12-14");
  });

  it("lays weeks × days sessions on the days, alternating the sessions, logged ones on their day", () => {
    expect(totalSessions(p, [1, 3, 5])).toBe(18);
    const weeks = layout(p, [1, 3, 5], [{ sessionNo: 0, day: "2026-12-07" }], "2026-12-07");
    expect(weeks).toHaveLength(6);
    expect(weeks[0].map((s) => [s.day, s.template.key, s.done])).toEqual([
      ["2026-12-07", "A", true],
      ["2026-12-09", "B", false],
      ["2026-12-11", "A", false],
    ]);
    expect(weeks[1][0].day).toBe("2026-12-14");
    // Two days a week: the same six weeks, on those days.
    expect(
      layout(p, [2, 6], [], "2026-12-07")
        .flat()
        .slice(0, 3)
        .map((s) => s.day),
    ).toEqual(["2026-12-08", "2026-12-12", "2026-12-15"]);
    expect(templateFor(p, 3).key).toBe("B");
  });

  it("names the first unlogged session next, and none once all are logged", () => {
    expect(nextSessionNo(p, [1, 3, 5], [{ sessionNo: 0 }, { sessionNo: 1 }])).toBe(2);
    const all = Array.from({ length: 18 }, (_, sessionNo) => ({ sessionNo }));
    expect(nextSessionNo(p, [1, 3, 5], all)).toBeNull();
  });
});

describe("the session form and the lift charts", () => {
  const p = programmeById("beginner-dumbbells")!;
  const a = p.sessions[0];
  it("asks reps for every set and a load for load rules, and explains a bad value", () => {
    const schema = sessionLogSchema(a);
    const fields: Record<string, string> = {};
    a.slots.forEach((slot, i) => {
      for (let s = 0; s < slot.sets; s++) {
        fields[setField("reps", i, s)] = "10";
        if (slot.progression.kind === "load") fields[setField("load", i, s)] = "12.5";
      }
    });
    const ok = schema.safeParse(fields);
    expect(ok.success).toBe(true);
    expect(readSets(a, ok.data!)[0]).toEqual([
      { reps: 10, loadKg: 12.5 },
      { reps: 10, loadKg: 12.5 },
      { reps: 10, loadKg: 12.5 },
    ]);
    const bad = schema.safeParse({ ...fields, [setField("reps", 0, 0)]: "ten", [setField("load", 0, 1)]: "heavy" });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.message)).toEqual([
      "Reps must be a whole number",
      "Load must be a number of kg, like 22.5",
    ]);
  });

  it("charts each main lift by its heaviest set, and says what changed", () => {
    const sessions = [
      {
        day: "2026-12-07",
        sets: [
          { exercise: "goblet-squat", reps: 10, loadKg: 16 },
          { exercise: "goblet-squat", reps: 10, loadKg: 18 },
        ],
      },
      { day: "2026-12-09", sets: [{ exercise: "db-rdl", reps: 10, loadKg: 20 }] },
      { day: "2026-12-11", sets: [{ exercise: "goblet-squat", reps: 10, loadKg: 20 }] },
    ];
    const squat = liftSeries(p, sessions).find((s) => s.exercise === "goblet-squat")!;
    expect(squat.points).toEqual([
      { day: "2026-12-07", value: 18 },
      { day: "2026-12-11", value: 20 },
    ]);
    expect(liftSummary(squat)).toBe("Goblet squat: from 18 kg on Dec 7 to 20 kg on Dec 11 (+2 kg, 2 sessions).");
    expect(liftSummary({ ...squat, points: [] })).toBe("Goblet squat: not logged yet.");
  });
});
