// The progress log's pure rules: units converted at the edges (stored metric, shown in
// either system, round trips that keep what was typed), the entry form's bounds and
// messages, weekly figures with programme sessions counted as workouts, and the review's
// timing.
import { describe, expect, it } from "vitest";
import { addMonths, isDay, lastWeeks, monthDays, weekStart } from "~/calendar/periods";
import { ENTRY_KEYS, entryForm } from "~/logbook/forms";
import { logCharts, mergeDays, weeklyFigures, workoutsOn, type EntryRow } from "~/logbook/log";
import {
  formatChange,
  formatMeasure,
  GRAMS_PER_POUND,
  MEASURE_KEYS,
  shownBounds,
  toShown,
  toStored,
} from "~/logbook/measures";
import { reviewsDue, someZoneOnTheFirst } from "~/logbook/review-due";
import { parseForm } from "~/forms/parse";

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

describe("units: stored metric, converted at the edges", () => {
  it.each([
    ["weight", 80.5, "metric", 80_500, "80.5 kg"],
    ["weight", 180, "imperial", Math.round(180 * GRAMS_PER_POUND), "180 lb"],
    ["waist", 84.5, "metric", 845, "84.5 cm"],
    ["waist", 33, "imperial", 838, "33 in"],
    ["sleep", 7.5, "metric", 450, "7 h 30 min"],
    ["sleep", 8, "imperial", 480, "8 h"],
    ["water", 2.25, "metric", 2_250, "2.25 L"],
    ["water", 64, "imperial", 1_893, "64 fl oz"],
    ["workouts", 2, "imperial", 2, "2 workouts"],
    ["mood", 4, "metric", 4, "Good (4)"],
  ] as const)("%s %s (%s) is stored as %s and reads %s", (key, shown, units, stored, text) => {
    expect(toStored(key, shown, units)).toBe(stored);
    expect(formatMeasure(key, stored, units)).toBe(text);
  });

  it("every value typed with the shown precision comes back as typed, in both systems", () => {
    for (const key of MEASURE_KEYS)
      for (const units of ["metric", "imperial"] as const) {
        const { min, max } = shownBounds(key, units);
        const step =
          key === "weight" || key === "waist"
            ? 0.1
            : key === "water" && units === "metric"
              ? 0.01
              : key === "sleep"
                ? 0.25
                : 1;
        for (let v = min; v <= max; v += step * Math.max(1, Math.floor((max - min) / step / 400))) {
          const typed = Math.round(v / step) * step;
          if (typed < min || typed > max) continue;
          expect(toShown(key, toStored(key, typed, units), units), `${key} ${typed} ${units}`).toBeCloseTo(typed, 5);
        }
      }
  });

  it("the shown bounds convert back inside the stored bounds", () => {
    expect(shownBounds("weight", "metric")).toEqual({ min: 20, max: 400 });
    expect(shownBounds("weight", "imperial")).toEqual({ min: 44.1, max: 881.8 });
    expect(toStored("weight", 44.1, "imperial")).toBeGreaterThanOrEqual(20_000);
    expect(toStored("weight", 881.8, "imperial")).toBeLessThanOrEqual(400_000);
    expect(shownBounds("waist", "imperial")).toEqual({ min: 15.8, max: 98.4 });
  });

  it("a change reads with its sign and unit, in the member's units", () => {
    expect(formatChange("weight", -800, "metric")).toBe("−0.8 kg");
    expect(formatChange("weight", 454, "imperial")).toBe("+1 lb");
    expect(formatChange("waist", 20, "metric")).toBe("+2 cm");
    expect(formatChange("sleep", 0, "metric")).toBe("no change");
    expect(formatChange("sleep", -70, "imperial")).toBe("−1 h 10 min");
  });
});

describe("the entry form", () => {
  const today = "2026-11-26";
  const parse = (fields: Record<string, string>, units: "metric" | "imperial" = "metric") =>
    parseForm(new URLSearchParams(fields), entryForm(units, today), { keys: ENTRY_KEYS });

  it("takes any of the measures, converts them and leaves the rest unlogged", () => {
    const r = parse({ day: today, weight: "80,4", sleep: "7.25", mood: "5" });
    expect(r.ok && r.value).toEqual({
      day: today,
      values: { weight: 80_400, waist: null, sleep: 435, workouts: null, water: null, mood: 5 },
    });
    const lb = parse({ day: today, weight: "180.0", water: "64" }, "imperial");
    expect(lb.ok && lb.value.values).toMatchObject({ weight: 81_647, water: 1_893 });
  });

  it("refuses an empty entry, a day to come, a day too long ago and a value out of range, with messages", () => {
    const empty = parse({ day: today });
    expect(!empty.ok && empty.errors.form).toBe("Fill in at least one measure.");
    const future = parse({ day: "2026-11-27", weight: "80" });
    expect(!future.ok && future.errors.day).toMatch(/not a day to come/);
    const old = parse({ day: "2025-11-24", weight: "80" });
    expect(!old.ok && old.errors.day).toMatch(/last 366 days/);
    const notADay = parse({ day: "2026-02-30", weight: "80" });
    expect(!notADay.ok && notADay.errors.day).toBe("Choose a day.");
    const heavy = parse({ day: today, weight: "900" }, "imperial");
    expect(!heavy.ok && heavy.errors.weight).toBe("Enter your weight as a number between 44.1 and 881.8 lb.");
    const half = parse({ day: today, workouts: "1.5" });
    expect(!half.ok && half.errors.workouts).toMatch(/whole number of workouts/);
    const mood = parse({ day: today, mood: "7" });
    expect(!mood.ok && mood.errors.mood).toBe("Choose a mood from 1 to 5.");
    expect(!mood.ok && mood.values).toMatchObject({ day: today, mood: "7" });
  });
});

describe("weekly figures and programme sessions", () => {
  it("a day's workouts are those typed plus the programme sessions logged", () => {
    expect(workoutsOn(null, undefined)).toBeNull();
    expect(workoutsOn(1, undefined)).toBe(1);
    expect(workoutsOn(null, 1)).toBe(1);
    expect(workoutsOn(1, 1)).toBe(2);
    const days = mergeDays(
      [entry("2026-11-24", { workouts: 1, weight: 80_000 })],
      [
        { day: "2026-11-24", sessions: 1 },
        { day: "2026-11-25", sessions: 1 },
      ],
    );
    expect(days.map((d) => [d.day, d.workouts, d.weight])).toEqual([
      ["2026-11-24", 2, 80_000],
      ["2026-11-25", 1, null],
    ]);
  });

  it("a week's figure is the mean of the days logged, or the total for workouts", () => {
    const days = [
      entry("2026-11-23", { weight: 80_000, workouts: 1 }),
      entry("2026-11-24", { weight: 81_000 }),
      entry("2026-11-29", { weight: 79_000, workouts: 2 }),
      entry("2026-11-30", { weight: 90_000 }),
    ];
    expect(weeklyFigures(days, "weight", ["2026-11-23"])).toEqual([{ week: "2026-11-23", value: 80_000, days: 3 }]);
    expect(weeklyFigures(days, "workouts", ["2026-11-23"])).toEqual([{ week: "2026-11-23", value: 3, days: 2 }]);
    expect(weeklyFigures(days, "sleep", ["2026-11-23"])).toEqual([{ week: "2026-11-23", value: null, days: 0 }]);
  });

  it("the charts start with the week of the first day logged (two weeks at least, eight at most), with a weekly step under each average", () => {
    const charts = logCharts(
      [
        entry("2026-10-01", { weight: 90_000 }),
        entry("2026-11-17", { weight: 81_000 }),
        entry("2026-11-25", { weight: 80_000 }),
        entry("2026-11-26", { weight: 80_600 }),
      ],
      "2026-11-26",
      "metric",
    );
    expect(charts.from).toBe("2026-11-16");
    expect(charts.days.at(-1)).toBe("2026-11-26");
    const weight = charts.measures.find((m) => m.key === "weight")!;
    expect(weight.latest).toEqual({ day: "2026-11-26", value: 80_600 });
    expect(weight.loggedDays).toBe(3);
    expect(weight.steps).toEqual([
      { from: 0, to: 6, value: 81_000 },
      { from: 7, to: 10, value: 80_300 },
    ]);
    expect(weight.sentence).toBe(
      "Latest 80.6 kg on Thu, Nov 26. This week's average: 80.3 kg over 2 days. Last week: 81 kg.",
    );
    expect(charts.measures.find((m) => m.key === "water")!.sentence).toBe("No water logged in the last 8 weeks.");
    expect(logCharts([entry("2026-11-25", { mood: 3 })], "2026-11-26", "metric").from).toBe("2026-11-16");
    expect(logCharts([], "2026-11-26", "metric").from).toBe("2026-10-05");
    expect(
      logCharts([entry("2026-08-01", { mood: 3 }), entry("2026-10-07", { mood: 3 })], "2026-11-26", "metric").from,
    ).toBe("2026-10-05");
  });
});

describe("calendar periods", () => {
  it("weeks start on Monday; months add across years", () => {
    expect(weekStart("2026-11-26")).toBe("2026-11-23");
    expect(weekStart("2026-11-23")).toBe("2026-11-23");
    expect(weekStart("2026-11-29")).toBe("2026-11-23");
    expect(lastWeeks("2026-11-26", 2)).toEqual(["2026-11-16", "2026-11-23"]);
    expect(addMonths("2026-01", -1)).toBe("2025-12");
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(monthDays("2028-02")).toHaveLength(29);
    expect(isDay("2026-02-29")).toBe(false);
  });
});

describe("when a review is due", () => {
  it.each([
    // [instant, zone, due month or null]
    ["2026-12-01T07:59:59Z", "UTC", null],
    ["2026-12-01T08:00:00Z", "UTC", "2026-11"],
    ["2026-12-01T23:59:59Z", "UTC", "2026-11"],
    ["2026-12-02T00:00:00Z", "UTC", null],
    // Tokyo (UTC+9): its 1st at 08:00 is 23:00 UTC on the 30th.
    ["2026-11-30T23:00:00Z", "Asia/Tokyo", "2026-11"],
    // New York (UTC-5): still November 30 there at 08:00 UTC on December 1.
    ["2026-12-01T08:00:00Z", "America/New_York", null],
    ["2026-12-01T13:00:00Z", "America/New_York", "2026-11"],
    ["2027-01-01T09:00:00Z", "UTC", "2026-12"],
  ] as const)("%s in %s: %s", (at, zone, month) => {
    const due = reviewsDue(new Date(at), [zone]);
    expect(due[0]?.month ?? null).toBe(month);
  });

  it("bounds the reviewed month in the zone, and counts an unknown zone in UTC", () => {
    const [due] = reviewsDue(new Date("2026-12-01T10:00:00Z"), [null]);
    expect(due).toEqual({
      stored: null,
      month: "2026-11",
      from: Date.parse("2026-10-01T00:00:00Z"),
      start: Date.parse("2026-11-01T00:00:00Z"),
      end: Date.parse("2026-12-01T00:00:00Z"),
    });
  });

  it("reads nothing on days when no zone is on a 1st", () => {
    expect(someZoneOnTheFirst(new Date("2026-11-15T12:00:00Z"))).toBe(false);
    expect(someZoneOnTheFirst(new Date("2026-11-30T10:00:00Z"))).toBe(true);
    expect(someZoneOnTheFirst(new Date("2026-12-02T11:59:00Z"))).toBe(true);
    expect(someZoneOnTheFirst(new Date("2026-12-02T12:01:00Z"))).toBe(false);
  });
});
