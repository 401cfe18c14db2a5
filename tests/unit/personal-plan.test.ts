// The personal plan's rules (app/plan, decision 074): what the answers make of the routine,
// which items belong to a day, the first step, and what a free member may tick.
import { describe, expect, it } from "vitest";
import { getCategoryGuide } from "~/content";
import { greeting } from "~/home/welcome";
import {
  buildPlan,
  buildRoutine,
  checkTick,
  firstStep,
  freeItemOn,
  itemsOn,
  readRoutine,
  tickableOn,
  TRAINING_DAYS,
  weekday,
} from "~/plan/plan";
import { routineItem } from "~/plan/routine";

// Answers: goal, experience, time, obstacle, support (option indexes).
const FACE_30_MIN = [0, 1, 1, 0, 0];
const BODY_SHORT = [1, 1, 0, 1, 1];
const STYLE_LONG = [2, 3, 3, 2, 2];
const MONDAY = "2026-11-23";
const TUESDAY = "2026-11-24";

const routineOf = (answers: number[]) => readRoutine(buildRoutine(answers));

describe("building a plan from the answers", () => {
  it("holds morning and evening items, training days and one mindset practice", () => {
    const { items, trainingDays } = routineOf(FACE_30_MIN);
    const slots = items.map((i) => i.slot);
    expect(slots.filter((s) => s === "morning").length).toBeGreaterThan(0);
    expect(slots.filter((s) => s === "evening").length).toBeGreaterThan(0);
    expect(slots.filter((s) => s === "training")).toHaveLength(1);
    expect(slots.filter((s) => s === "mindset")).toHaveLength(1);
    expect(trainingDays).toEqual([...TRAINING_DAYS.full]);
    // Skincare and grooming both appear, morning and evening.
    for (const slot of ["morning", "evening"])
      expect(new Set(items.filter((i) => i.slot === slot).map((i) => i.area))).toEqual(
        new Set(["skincare", "grooming"]),
      );
  });

  it("takes every item's words from the guides, never typed twice", () => {
    const skincareMorning = getCategoryGuide("skincare")
      .sections.find((s) => s.role === "start")!
      .blocks.find((b) => b.type === "list" && b.title?.startsWith("Morning"));
    const first = routineOf(FACE_30_MIN).items[0];
    expect(skincareMorning?.type === "list" && skincareMorning.items[0]).toBe(first.text);
    expect(first.href).toBe("/skincare#start-today");
  });

  it("sizes the routine by the time a member has: one line per guide under 15 minutes, two up to 30, all above", () => {
    const morning = (answers: number[]) => routineOf(answers).items.filter((i) => i.slot === "morning").length;
    expect(morning(BODY_SHORT)).toBe(2);
    expect(morning(FACE_30_MIN)).toBe(4);
    expect(morning(STYLE_LONG)).toBe(5);
  });

  it("trains two days a week on a short day, three otherwise", () => {
    expect(routineOf(BODY_SHORT).trainingDays).toEqual([...TRAINING_DAYS.short]);
    expect(routineOf(STYLE_LONG).trainingDays).toEqual([...TRAINING_DAYS.full]);
  });

  it("puts grooming first for a style focus, skincare first otherwise", () => {
    expect(routineOf(STYLE_LONG).items[0].area).toBe("grooming");
    expect(routineOf(FACE_30_MIN).items[0].area).toBe("skincare");
  });

  it("keeps the assessment's recommendation and names the focus's guides", () => {
    expect(buildPlan(BODY_SHORT)).toMatchObject({
      focus: "Fitness & Nutrition",
      tier: "pro",
      areas: ["fitness", "nutrition"],
    });
  });

  it("reads a stored routine leaving out ids no guide knows and weekdays out of range", () => {
    const stored = buildRoutine(FACE_30_MIN);
    const read = readRoutine({ items: [...stored.items, "morning:gone.item"], trainingDays: [1, 9, -1] });
    expect(read.items.map((i) => i.id)).toEqual(stored.items);
    expect(read.trainingDays).toEqual([1]);
    expect(routineItem("morning:gone.item")).toBeNull();
  });
});

describe("a day of the plan", () => {
  it("has the training item on training days only", () => {
    const routine = routineOf(FACE_30_MIN);
    expect(weekday(MONDAY)).toBe(1);
    expect(itemsOn(routine, MONDAY).some((i) => i.slot === "training")).toBe(true);
    expect(itemsOn(routine, TUESDAY).some((i) => i.slot === "training")).toBe(false);
  });

  it("starts with the focus's guides: a fitness focus trains first on a training day", () => {
    const plan = buildPlan(BODY_SHORT);
    const routine = readRoutine(plan.routine);
    expect(firstStep(itemsOn(routine, MONDAY), plan.focus, new Set())?.slot).toBe("training");
    // Not a training day: the first item of the day.
    expect(firstStep(itemsOn(routine, TUESDAY), plan.focus, new Set())?.id).toBe(itemsOn(routine, TUESDAY)[0].id);
  });

  it("moves the first step on as items are ticked, and has none once all are done", () => {
    const plan = buildPlan(FACE_30_MIN);
    const items = itemsOn(readRoutine(plan.routine), TUESDAY);
    expect(firstStep(items, plan.focus, new Set([items[0].id]))?.id).toBe(items[1].id);
    expect(firstStep(items, plan.focus, new Set(items.map((i) => i.id)))).toBeNull();
  });
});

describe("what a tier may tick", () => {
  const routine = routineOf(FACE_30_MIN);

  it("gives a subscriber every item of the day and a free member one, a different one the next day", () => {
    expect(tickableOn(routine, TUESDAY, true)).toEqual(itemsOn(routine, TUESDAY));
    const free = tickableOn(routine, TUESDAY, false);
    expect(free).toHaveLength(1);
    expect(free[0]).toEqual(freeItemOn(itemsOn(routine, TUESDAY), TUESDAY));
    expect(freeItemOn(itemsOn(routine, "2026-11-25"), "2026-11-25")?.id).not.toBe(free[0].id);
  });

  it("refuses a free member's tick of a subscriber's item, and any item not in today's plan", () => {
    const free = tickableOn(routine, TUESDAY, false)[0];
    const other = itemsOn(routine, TUESDAY).find((i) => i.id !== free.id)!;
    expect(checkTick(routine, TUESDAY, false, free.id)).toEqual({ ok: true, item: free });
    expect(checkTick(routine, TUESDAY, false, other.id)).toEqual({ ok: false, reason: "subscribers-only" });
    expect(checkTick(routine, TUESDAY, true, other.id)).toEqual({ ok: true, item: other });
    const training = routine.items.find((i) => i.slot === "training")!;
    expect(checkTick(routine, TUESDAY, true, training.id)).toEqual({ ok: false, reason: "not-in-plan" });
    expect(checkTick(routine, TUESDAY, true, "morning:skincare.forged")).toEqual({ ok: false, reason: "not-in-plan" });
  });
});

describe("the home's greeting", () => {
  it("welcomes a member on the day they joined and welcomes them back after", () => {
    expect(greeting(TUESDAY, TUESDAY)).toBe("Welcome");
    expect(greeting(MONDAY, TUESDAY)).toBe("Welcome back");
    expect(greeting(null, TUESDAY)).toBe("Welcome back");
  });
});
