// Analytics' pure rules: XP and completions by category per week on the member's own
// days, the consistency calendar's month and shades, streak runs from the days played,
// the battle record, scan trends, and the charts' geometry.
import { describe, expect, it } from "vitest";
import { monthCalendar, shadeOf, streakRuns, streakSentence } from "~/analytics/calendar";
import { battleRecord, measurementsSentence, scanTrends } from "~/analytics/record";
import { weeksByCategory, weeksSummary, xpSource } from "~/analytics/weeks";
import { CATEGORY_TITLES } from "~/content";
import { lineChart, niceTop, stackedBars } from "~/ui/chart";
import type { CategorySlug } from "../../db/constants";

const categoryOf = (id: string) => (({ "c-fit": "fitness", "c-skin": "skincare" }) as Record<string, CategorySlug>)[id];
const PREFIX = "challenge:";

describe("XP and challenges by category, per week", () => {
  it("a challenge's XP goes to its category; the daily task, battles and achievements are their own", () => {
    expect(
      xpSource({ activityType: "challenge_completed", awardKey: "challenge:c-fit:2026-11-20" }, categoryOf, PREFIX),
    ).toBe("fitness");
    expect(
      xpSource({ activityType: "challenge_completed", awardKey: "challenge:gone:2026-11-20" }, categoryOf, PREFIX),
    ).toBe("other");
    expect(
      xpSource({ activityType: "daily_task_completed", awardKey: "daily-task:2026-11-20" }, categoryOf, PREFIX),
    ).toBe("daily-task");
    expect(xpSource({ activityType: "battle_won", awardKey: "battle:4" }, categoryOf, PREFIX)).toBe("battles");
    expect(xpSource({ activityType: "achievement_unlocked", awardKey: "achievement:x" }, categoryOf, PREFIX)).toBe(
      "achievements",
    );
  });

  it("buckets eight Monday weeks ending with today's, on the member's own days", () => {
    const rows = weeksByCategory(
      {
        xp: [
          // 23:30 UTC on Sunday 22 Nov is Monday 23 Nov in Berlin: this week.
          {
            createdAt: Date.parse("2026-11-22T23:30:00Z"),
            xpEarned: 40,
            activityType: "challenge_completed",
            awardKey: "challenge:c-fit:2026-11-23",
          },
          {
            createdAt: Date.parse("2026-11-20T10:00:00Z"),
            xpEarned: 25,
            activityType: "daily_task_completed",
            awardKey: "daily-task:2026-11-20",
          },
          // Before the eight weeks: left out.
          {
            createdAt: Date.parse("2026-09-01T10:00:00Z"),
            xpEarned: 99,
            activityType: "battle_won",
            awardKey: "battle:1",
          },
        ],
        completions: [
          { day: "2026-11-23", category: "fitness", n: 2 },
          { day: "2026-11-16", category: "skincare", n: 1 },
          { day: "2026-11-30", category: "skincare", n: 5 }, // after today: left out
        ],
        categoryOf,
        challengePrefix: PREFIX,
      },
      "2026-11-26",
      "Europe/Berlin",
    );
    expect(rows.map((r) => r.week)).toEqual([
      "2026-10-05",
      "2026-10-12",
      "2026-10-19",
      "2026-10-26",
      "2026-11-02",
      "2026-11-09",
      "2026-11-16",
      "2026-11-23",
    ]);
    expect(rows[7].xp.fitness).toBe(40);
    expect(rows[6].xp["daily-task"]).toBe(25);
    expect(rows.reduce((s, r) => s + r.xp.battles, 0)).toBe(0);
    expect(rows[7].challenges.fitness).toBe(2);
    expect(rows[6].challenges.skincare).toBe(1);
    expect(rows[7].challenges.skincare).toBe(0);
    expect(weeksSummary(rows, CATEGORY_TITLES).sentence).toBe(
      "65 XP and 3 completed challenges in the last 8 weeks; most in Fitness (2).",
    );
  });
});

describe("the consistency calendar", () => {
  it("lays a month out in Monday weeks, shades each day by its completions, and marks days to come", () => {
    const cal = monthCalendar(
      "2026-11",
      [
        { day: "2026-11-02", category: "fitness", n: 1 },
        { day: "2026-11-02", category: "skincare", n: 2 },
        { day: "2026-11-03", category: "mindset", n: 6 },
      ],
      "2026-11-26",
    );
    // November 2026 starts on a Sunday: six blanks, then the 1st.
    expect(cal.weeks[0].slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(cal.weeks[0][6]?.day).toBe("2026-11-01");
    expect(cal.weeks).toHaveLength(6);
    const day2 = cal.days[1];
    expect([day2.count, day2.shade, day2.categories]).toEqual([
      3,
      2,
      [
        { category: "skincare", n: 2 },
        { category: "fitness", n: 1 },
      ],
    ]);
    expect(cal.days[2].shade).toBe(3);
    expect(cal.days[26].future).toBe(true);
    expect(cal.sentence).toBe("Challenges completed on 2 of 26 days so far, 9 in all.");
    expect([0, 1, 2, 3, 4, 5].map(shadeOf)).toEqual([0, 1, 1, 2, 2, 3]);
  });
});

describe("streak history", () => {
  it("finds every run of consecutive days played, newest first, the newest ongoing until a day is missed", () => {
    const runs = streakRuns(
      ["2026-11-01", "2026-11-02", "2026-11-03", "2026-11-10", "2026-11-24", "2026-11-25", "2026-11-25"],
      "2026-11-26",
    );
    expect(runs).toEqual([
      { start: "2026-11-24", end: "2026-11-25", length: 2, ongoing: true },
      { start: "2026-11-10", end: "2026-11-10", length: 1, ongoing: false },
      { start: "2026-11-01", end: "2026-11-03", length: 3, ongoing: false },
    ]);
    expect(streakRuns(["2026-11-20"], "2026-11-26")[0].ongoing).toBe(false);
    expect(streakSentence(runs, 9)).toBe(
      "Your current streak is 2 days. 3 streaks in the last year, the longest 3 days; your longest ever is 9.",
    );
    expect(streakSentence([], 0)).toMatch(/^No streaks yet/);
  });
});

describe("battle record and scan trends", () => {
  it("counts won, lost and open, with the share won of the finished ones", () => {
    expect(battleRecord({ won: 3, lost: 1, open: 2 }, []).sentence).toBe(
      "3 won and 1 lost of 4 finished battles (75% won); 2 still open.",
    );
    expect(battleRecord(undefined, []).rate).toBeNull();
  });

  it("draws the rating and each measured value across scans, oldest first, skipping scans that did not measure it", () => {
    const trends = scanTrends([
      { createdAt: 2_000, ratingTenths: 72, measurements: JSON.stringify([{ key: "symmetry-eyes", value: 1.5 }]) },
      {
        createdAt: 1_000,
        ratingTenths: 68,
        measurements: JSON.stringify([
          { key: "symmetry-eyes", value: 2.5 },
          { key: "head-tilt", value: null },
        ]),
      },
    ]);
    expect(trends.map((t) => t.key)).toEqual(["rating", "symmetry-eyes"]);
    expect(trends[0].points.map((p) => p.shown)).toEqual(["6.8", "7.2"]);
    expect(trends[1].sentence).toBe("Eye symmetry: from 2.5% to 1.5% over 2 scans; balanced is 0.0% to 3.0%.");
    expect(trends[1].shown).toEqual({ first: "2.5%", last: "1.5%", band: "0.0% to 3.0%" });
    expect(measurementsSentence(trends)).toBe(
      "1 measurement across 2 scans; 1 of them inside the balanced range in your latest scan.",
    );
    expect(scanTrends([])).toEqual([]);
  });
});

describe("chart geometry", () => {
  it("tops a count axis at 2, 4, 10, 20, 40, 100 ... so its middle tick is whole", () => {
    expect([0, 1, 2, 3, 5, 11, 40, 41, 130].map(niceTop)).toEqual([2, 2, 2, 4, 10, 20, 40, 100, 200]);
  });

  it("stacks a group's parts from the axis up, and leaves an empty group empty", () => {
    const { bars, top } = stackedBars([
      [
        { key: "a", value: 1 },
        { key: "b", value: 3 },
      ],
      [],
    ]);
    expect(top).toBe(4);
    const [a, b] = bars[0].segments;
    expect(a.y + a.height).toBe(120);
    expect(b.y + b.height).toBeCloseTo(a.y, 5);
    expect(b.y).toBe(8);
    expect(bars[1].segments).toEqual([]);
  });

  it("breaks a line at a gap and puts a dot on every value", () => {
    const chart = lineChart([1, 2, null, 3, 4], { min: 0, max: 4 });
    expect(chart.paths).toHaveLength(2);
    expect(chart.dots.map((d) => d.i)).toEqual([0, 1, 3, 4]);
    expect(chart.dots[3].y).toBe(8);
  });
});
