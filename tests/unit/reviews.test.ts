// The monthly review's pure rules: the figures it is written from (a month against the
// month before: log means and totals, challenges by category, XP, days played and runs,
// scans) and the text made from them, in the member's units.
import { describe, expect, it } from "vitest";
import { CATEGORY_TITLES } from "~/content";
import type { EntryRow } from "~/logbook/log";
import { longestRun, readFigures, reviewFigures, type ReviewFigures } from "~/logbook/review-figures";
import { focusFor, reviewText } from "~/logbook/review-text";

const entry = (day: string, values: Partial<Omit<EntryRow, "day">> = {}): EntryRow => ({
  day,
  weight: null,
  waist: null,
  sleep: null,
  workouts: null,
  water: null,
  mood: null,
  ...values,
});
const at = (iso: string) => Date.parse(iso);

function november(): ReviewFigures {
  return reviewFigures({
    month: "2026-11",
    zone: "UTC",
    days: [
      entry("2026-10-10", { weight: 81_000, sleep: 400, workouts: 1 }),
      entry("2026-10-11", { weight: 81_200 }),
      entry("2026-11-02", { weight: 80_400, sleep: 420, workouts: 1, mood: 3 }),
      entry("2026-11-03", { weight: 80_000, sleep: 480, workouts: 2, mood: 5 }),
    ],
    completions: [
      { day: "2026-10-30", category: "fitness" },
      { day: "2026-11-01", category: "fitness" },
      { day: "2026-11-02", category: "fitness" },
      { day: "2026-11-03", category: "skincare" },
      { day: "2026-11-03", category: "skincare" },
      { day: "2026-11-09", category: "mindset" },
    ],
    xp: [
      { at: at("2026-10-30T12:00:00Z"), xp: 30 },
      { at: at("2026-11-01T00:30:00Z"), xp: 50 },
      { at: at("2026-11-30T23:59:00Z"), xp: 25 },
      { at: at("2026-12-01T00:01:00Z"), xp: 999 },
    ],
    scans: [
      { at: at("2026-09-20T10:00:00Z"), ratingTenths: 66 },
      { at: at("2026-11-05T10:00:00Z"), ratingTenths: 71 },
    ],
  });
}

describe("the review's figures", () => {
  it("compares the month with the one before: log means and workout totals, challenges, XP, days played", () => {
    const f = november();
    expect(f.month).toBe("2026-11");
    expect(f.previousMonth).toBe("2026-10");
    expect(f.daysInMonth).toBe(30);
    expect(f.logged).toEqual({ value: 2, previous: 2 });
    expect(f.measures.weight).toEqual({ value: 80_200, previous: 81_100, days: 2 });
    expect(f.measures.sleep).toEqual({ value: 450, previous: 400, days: 2 });
    expect(f.measures.workouts).toEqual({ value: 3, previous: 1, days: 2 });
    expect(f.measures.water).toEqual({ value: null, previous: null, days: 0 });
    expect(f.challenges.fitness).toEqual({ value: 2, previous: 1 });
    expect(f.challenges.skincare).toEqual({ value: 2, previous: 0 });
    expect(f.xp).toEqual({ value: 75, previous: 30 });
    expect(f.played).toEqual({ value: 4, previous: 1 });
    expect(f.longestRun).toEqual({ value: 3, previous: 1 });
  });

  it("XP counts on the member's own calendar day: a zone moves the month's edges", () => {
    const tokyo = reviewFigures({
      month: "2026-11",
      zone: "Asia/Tokyo",
      days: [],
      completions: [],
      xp: [
        { at: at("2026-10-31T16:00:00Z"), xp: 10 }, // 1 November, 01:00 in Tokyo
        { at: at("2026-11-30T16:00:00Z"), xp: 20 }, // 1 December there
      ],
      scans: [],
    });
    expect(tokyo.xp).toEqual({ value: 10, previous: 0 });
  });

  it("a scan's rating is compared with the last scan before the month when there is one scan in it", () => {
    expect(november().scans).toEqual({ value: 1, previous: 0, firstRating: 66, lastRating: 71 });
  });

  it("the longest run of consecutive days, whatever the order and repeats", () => {
    expect(longestRun([])).toBe(0);
    expect(longestRun(["2026-11-03", "2026-11-01", "2026-11-02", "2026-11-02", "2026-11-05"])).toBe(3);
    expect(longestRun(["2026-10-31", "2026-11-01"])).toBe(2);
  });

  it("reads back only figures it wrote", () => {
    expect(readFigures(JSON.stringify(november()))?.month).toBe("2026-11");
    expect(readFigures("{}")).toBeNull();
    expect(readFigures("not json")).toBeNull();
  });
});

describe("the review's text", () => {
  it("states the member's numbers against the month before, in their units", () => {
    const metric = reviewText(november(), "metric", CATEGORY_TITLES);
    expect(metric.title).toBe("Your November 2026 review");
    expect(metric.intro).toBe("In November you played on 4 days, completed 5 challenges and logged 2 days.");
    const log = metric.sections.find((s) => s.heading === "Your log")!.lines;
    expect(log).toContain("Weight: 80.2 kg on average over 2 days (October: 81.1 kg, −0.9 kg).");
    expect(log).toContain("Workouts: 3 (October: 1, +2).");
    expect(log.join(" ")).not.toMatch(/Water/);
    expect(metric.changes).toEqual([
      "+3 days played compared with October.",
      "+4 challenges completed compared with October.",
      "Skincare rose the most: 2 challenges, from 0.",
      "Weight down 0.9 kg on average since October.",
      "Sleep up 50 min on average since October.",
      "2 workouts more than in October.",
      "Scan rating up from 6.6 to 7.1.",
    ]);
    expect(log).toContain("Mood: 4 of 5 on average over 2 days.");
    const imperial = reviewText(november(), "imperial", CATEGORY_TITLES);
    expect(imperial.sections[0].lines).toContain("Weight: 176.8 lb on average over 2 days (October: 178.8 lb, −2 lb).");
  });

  it("a quiet month says so rather than inventing changes", () => {
    const quiet = reviewFigures({ month: "2026-11", zone: "UTC", days: [], completions: [], xp: [], scans: [] });
    const text = reviewText(quiet, "metric", CATEGORY_TITLES);
    expect(text.sections[0].lines).toEqual(["Nothing logged in November."]);
    expect(text.changes).toEqual([
      "Nothing to compare with in October: from next month, this part shows what changed.",
    ]);
    expect(text.sections.find((s) => s.heading === "Face scans")!.lines).toEqual([
      "No scans in November (October: 0).",
    ]);
  });

  it("picks next month's focus by the first rule that applies", () => {
    const f = november();
    expect(focusFor(f, CATEGORY_TITLES, "metric")).toMatch(/^Log at least four days a week/);
    const logged = { ...f, logged: { value: 20, previous: 2 } };
    const shortSleep = { ...logged, measures: { ...f.measures, sleep: { value: 380, previous: 400, days: 20 } } };
    expect(focusFor(shortSleep, CATEGORY_TITLES, "metric")).toBe(
      "Sleep averaged 6 h 20 min: aim for 7 hours or more, and keep your bedtime within the same half hour.",
    );
    expect(focusFor(logged, CATEGORY_TITLES, "metric")).toBe(
      "No grooming challenges this month: add one a week to round out your routine.",
    );
    const allRound = {
      ...logged,
      challenges: Object.fromEntries(Object.keys(f.challenges).map((c) => [c, { value: 1, previous: 0 }])),
    } as ReviewFigures;
    expect(focusFor(allRound, CATEGORY_TITLES, "metric")).toMatch(/^Keep the routine/);
  });
});
