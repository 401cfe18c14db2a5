// The rules of the gamification loop (issue #14), pinned at their boundaries.
import { describe, expect, it } from "vitest";
import { achievements as seededAchievements, challenges as seededChallenges } from "../../db/seed-data.mjs";
import { BATTLE_OPEN_MS, BATTLE_WIN_XP, battleRefusal, battleState } from "~/game/battle";
import { chartSummary, xpByDay } from "~/game/chart";
import { challengePercent, DAILY_TASK_BONUS, dailyFive, dailyTaskFor, dailyTaskXp, dayOfYear } from "~/game/daily";
import {
  addDays,
  calendarDay,
  chooseTimeZone,
  daysBetween,
  isTimeZone,
  memberDay,
  zonedInstant,
} from "~/calendar/days";
import { levelForXp, xpForLevel, xpIntoLevel } from "~/game/levels";
import { awardToasts, victoryToast } from "~/game/messages";
import { nextStreak } from "~/game/streak";
import { REQUIREMENT_STAT, requirementMet, settleUnlocks } from "~/game/unlocks";
import { SECRET_CATEGORY } from "~/game/achievements";
import { RANKS } from "~/game/levels";
import { guideChecklistItems } from "~/content/checklists";
import { ACHIEVEMENT_CATEGORIES, REQUIREMENT_TYPES, type RequirementType } from "../../db/constants";

type Seeded = {
  id: string;
  title: string;
  description: string;
  difficulty: "easy" | "medium" | "hard";
  category: string;
  xpReward: number;
};
const seedChallenges = seededChallenges as unknown as Seeded[];
const seedAchievements = seededAchievements as unknown as {
  id: string;
  category: string;
  title: string;
  description: string;
  requirementType: string;
  requirementValue: number;
}[];

describe("the level rule and the seeded level achievements", () => {
  it.each([
    [1, 0],
    [2, 500],
    [5, 2000],
    [10, 4500],
    [20, 9500],
  ])("level %i starts at %i XP, not one XP earlier", (level, xp) => {
    expect(xpForLevel(level)).toBe(xp);
    expect(levelForXp(xp)).toBe(level);
    if (xp > 0) expect(levelForXp(xp - 1)).toBe(level - 1);
  });

  it("negative XP is still level 1 with nothing into it", () => {
    expect(levelForXp(-5)).toBe(1);
    expect(xpIntoLevel(-5)).toBe(0);
  });

  it("every 'level-N' achievement unlocks exactly where level N starts", () => {
    const levelOnes = seedAchievements.filter((a) => /^level-\d+$/.test(a.id));
    expect(levelOnes.length).toBeGreaterThanOrEqual(4);
    for (const a of levelOnes) {
      const n = Number(a.id.slice("level-".length));
      expect(a.requirementType, a.id).toBe("xp_total");
      expect(a.requirementValue, a.id).toBe(xpForLevel(n));
      expect(a.title, a.id).toBe(`Level ${n}`);
      expect(a.description, a.id).toContain(`level ${n}`);
    }
  });

  it("every seeded achievement counts something the engine measures", () => {
    for (const a of seedAchievements) {
      expect(REQUIREMENT_TYPES, a.id).toContain(a.requirementType);
      expect(REQUIREMENT_STAT[a.requirementType as RequirementType], a.id).toBeDefined();
      expect(a.requirementValue, a.id).toBeGreaterThan(0);
    }
  });

  it("the catalogue has at least 60 achievements in all eight categories, enough to reach Diamond", () => {
    expect(seedAchievements.length).toBeGreaterThanOrEqual(60);
    for (const c of ACHIEVEMENT_CATEGORIES)
      expect(
        seedAchievements.some((a) => a.category === c),
        c,
      ).toBe(true);
    expect(new Set(seedAchievements.map((a) => a.id)).size).toBe(seedAchievements.length);
    // Diamond needs 50 unlocked; the non-secret ones alone must be enough.
    const open = seedAchievements.filter((a) => a.category !== SECRET_CATEGORY).length;
    expect(open).toBeGreaterThanOrEqual(RANKS[RANKS.length - 1].min);
  });

  it("'Blueprint Master' needs exactly every checklist item of the six guides", () => {
    const master = seedAchievements.find((a) => a.id === "assess-master");
    expect(master?.requirementType).toBe("checklist_ticks");
    expect(master?.requirementValue).toBe(guideChecklistItems().size);
    expect(master?.description).toContain(`(${guideChecklistItems().size} items)`);
  });
});

describe("the member's day", () => {
  const lateUtc = new Date("2026-11-22T23:30:00Z");
  it.each([
    ["UTC", "2026-11-22"],
    ["Asia/Tokyo", "2026-11-23"],
    ["America/Los_Angeles", "2026-11-22"],
    ["Pacific/Kiritimati", "2026-11-23"],
    ["Not/AZone", "2026-11-22"],
    [null, "2026-11-22"],
  ])("23:30 UTC in %s is %s", (zone, day) => {
    expect(calendarDay(lateUtc, zone)).toBe(day);
  });

  it.each([
    ["UTC", "2026-11-23", 19 * 60, "2026-11-23T19:00:00.000Z"],
    ["America/Chicago", "2026-11-23", 0, "2026-11-23T06:00:00.000Z"],
    ["Asia/Kolkata", "2026-11-23", 19 * 60, "2026-11-23T13:30:00.000Z"],
    ["Pacific/Kiritimati", "2026-11-23", 30, "2026-11-22T10:30:00.000Z"],
    // Either side of a daylight-saving change, and inside the spring gap (02:30 does not exist).
    ["Europe/London", "2026-03-28", 19 * 60, "2026-03-28T19:00:00.000Z"],
    ["Europe/London", "2026-03-29", 19 * 60, "2026-03-29T18:00:00.000Z"],
    ["America/New_York", "2026-03-08", 150, "2026-03-08T07:30:00.000Z"],
    ["Not/AZone", "2026-11-23", 60, "2026-11-23T01:00:00.000Z"],
  ])("in %s, %s at minute %i is %s", (zone, day, minutes, iso) => {
    const at = zonedInstant(day, minutes, zone);
    expect(new Date(at).toISOString()).toBe(iso);
  });

  it("an instant from zonedInstant falls on that day in that zone", () => {
    for (const zone of ["UTC", "America/Chicago", "Asia/Tokyo", "Pacific/Pago_Pago", "Pacific/Kiritimati"]) {
      for (const minutes of [0, 6 * 60, 23 * 60 + 59])
        expect(calendarDay(new Date(zonedInstant("2026-11-23", minutes, zone)), zone)).toBe("2026-11-23");
    }
  });

  it("counts whole days across month, year and leap-day ends", () => {
    expect(daysBetween("2026-11-30", "2026-12-01")).toBe(1);
    expect(daysBetween("2026-12-31", "2027-01-01")).toBe(1);
    expect(daysBetween("2028-02-28", "2028-03-01")).toBe(2);
    expect(daysBetween("2027-02-28", "2027-03-01")).toBe(1);
    expect(daysBetween("2026-11-23", "2026-11-22")).toBe(-1);
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("never goes back before the last day played", () => {
    expect(memberDay(lateUtc, "America/Los_Angeles", "2026-11-23")).toBe("2026-11-23");
    expect(memberDay(lateUtc, "America/Los_Angeles", "2026-11-21")).toBe("2026-11-22");
    expect(memberDay(lateUtc, "UTC", null)).toBe("2026-11-22");
  });

  it("takes the browser's zone, then the stored one, then the edge's, then UTC", () => {
    expect(chooseTimeZone("Europe/Paris", "Asia/Tokyo", "America/New_York")).toBe("Europe/Paris");
    expect(chooseTimeZone("garbage", "Asia/Tokyo", "America/New_York")).toBe("Asia/Tokyo");
    expect(chooseTimeZone(undefined, null, "America/New_York")).toBe("America/New_York");
    expect(chooseTimeZone(undefined, null, 42)).toBe("UTC");
    expect(isTimeZone("x".repeat(65))).toBe(false);
  });
});

describe("streaks", () => {
  const s = (current: number, longest: number, lastDay: string | null) => ({ current, longest, lastDay });
  it.each([
    ["no earlier day gives 1", s(0, 0, null), "2026-11-22", 1, 1],
    ["the next day adds 1", s(4, 4, "2026-11-21"), "2026-11-22", 5, 5],
    ["across a month end", s(2, 9, "2026-11-30"), "2026-12-01", 3, 9],
    ["across a year end", s(6, 6, "2026-12-31"), "2027-01-01", 7, 7],
    ["onto a leap day", s(1, 1, "2028-02-28"), "2028-02-29", 2, 2],
    ["two days later starts again", s(8, 8, "2026-11-20"), "2026-11-22", 1, 8],
    ["skipping the leap day breaks it", s(3, 3, "2028-02-28"), "2028-03-01", 1, 3],
    ["the same day leaves it", s(5, 7, "2026-11-22"), "2026-11-22", 5, 7],
  ])("%s", (_, prev, today, current, longest) => {
    const next = nextStreak(prev, today);
    expect(next.current).toBe(current);
    expect(next.longest).toBe(longest);
  });

  it("flying east across the date line does not break a streak", () => {
    // Played on the 22nd in New York; 20 hours later it is the 24th in Tokyo but still the 23rd in New York.
    const next = nextStreak(s(3, 3, "2026-11-22"), "2026-11-24", "2026-11-23");
    expect(next).toEqual({ current: 4, longest: 4, lastDay: "2026-11-24" });
  });

  it("a zone change does not rescue a really missed day", () => {
    expect(nextStreak(s(3, 3, "2026-11-20"), "2026-11-23", "2026-11-22").current).toBe(1);
  });
});

describe("today's five and the daily task", () => {
  const active = seedChallenges.map((c) => ({ ...c }));
  it("everyone gets the same five on a day, whatever order the rows come in", () => {
    const a = dailyFive(active, "2026-11-22").map((c) => c.id);
    const b = dailyFive([...active].reverse(), "2026-11-22").map((c) => c.id);
    expect(a).toEqual(b);
    expect(new Set(a).size).toBe(5);
  });

  it("the five change from day to day", () => {
    const days = ["2026-11-22", "2026-11-23", "2026-11-24", "2026-11-25"].map((d) =>
      dailyFive(active, d)
        .map((c) => c.id)
        .join(),
    );
    expect(new Set(days).size).toBe(4);
  });

  it("fewer than five active challenges gives them all", () => {
    expect(dailyFive(active.slice(0, 3), "2026-11-22")).toHaveLength(3);
    expect(dailyFive([], "2026-11-22")).toEqual([]);
  });

  it("day of the year runs 1 to 365 (366 in a leap year)", () => {
    expect(dayOfYear("2026-01-01")).toBe(1);
    expect(dayOfYear("2026-12-31")).toBe(365);
    expect(dayOfYear("2028-12-31")).toBe(366);
  });

  it("the daily task is the member's own, stable for the day and not one of the five", () => {
    const five = dailyFive(active, "2026-11-22");
    const task = dailyTaskFor("user-a", "2026-11-22", active, five);
    expect(task).not.toBeNull();
    expect(dailyTaskFor("user-a", "2026-11-22", [...active].reverse(), five)).toEqual(task);
    expect(five.map((c) => c.id)).not.toContain(task!.id);
    const others = ["user-b", "user-c", "user-d", "user-e", "user-f"].map(
      (u) => dailyTaskFor(u, "2026-11-22", active, five)!.id,
    );
    expect(new Set([task!.id, ...others]).size).toBeGreaterThan(1);
    expect(dailyTaskFor("user-a", "2026-11-22", [], [])).toBeNull();
  });

  it.each([
    ["easy", 20, 70],
    ["medium", 45, 145],
    ["hard", 90, 290],
  ] as const)("a %s daily task of %i XP pays %i", (difficulty, xpReward, total) => {
    expect(dailyTaskXp({ id: "x", difficulty, xpReward })).toBe(total);
  });

  it("the bonus table is the spec's", () => {
    expect(DAILY_TASK_BONUS).toEqual({ easy: 50, medium: 100, hard: 200 });
  });

  it("a card's bar is empty, half when started and full when completed", () => {
    expect([challengePercent("new"), challengePercent("started"), challengePercent("completed")]).toEqual([0, 50, 100]);
  });
});

describe("battles", () => {
  const opened = new Date("2026-11-26T10:00:00Z");
  const at = (hours: number) => new Date(opened.getTime() + hours * 3_600_000);
  it("each side sees its own state: open for 24 hours, then ended when nobody completed it", () => {
    expect(battleState({ winnerId: "u1", createdAt: opened }, "u1", at(1))).toBe("won");
    expect(battleState({ winnerId: "u1", createdAt: opened }, "u2", at(1))).toBe("lost");
    expect(battleState({ winnerId: null, createdAt: opened }, "u2", at(23.9))).toBe("open");
    expect(battleState({ winnerId: null, createdAt: opened }, "u2", at(24))).toBe("ended");
    expect(battleState({ winnerId: "u2", createdAt: opened }, "u2", at(30))).toBe("won");
    expect(BATTLE_OPEN_MS).toBe(24 * 3_600_000);
    expect(BATTLE_WIN_XP).toBe(50);
  });

  it("a challenge can be battled only when it is one of today's and neither side has completed it", () => {
    expect(battleRefusal({ inFive: true, mineDone: false, theirsDone: false })).toBeNull();
    expect(battleRefusal({ inFive: false, mineDone: false, theirsDone: false })).toBe("not-today");
    expect(battleRefusal({ inFive: true, mineDone: true, theirsDone: false })).toBe("you-did-it");
    expect(battleRefusal({ inFive: true, mineDone: false, theirsDone: true })).toBe("they-did-it");
  });
});

describe("the unlock rules", () => {
  const rules = [
    { id: "first", xpReward: 25, requirementType: "challenge_count" as const, requirementValue: 1 },
    { id: "fit", xpReward: 10, requirementType: "workout_count" as const, requirementValue: 1 },
    { id: "streak3", xpReward: 30, requirementType: "daily_streak" as const, requirementValue: 3 },
    { id: "xp500", xpReward: 100, requirementType: "xp_total" as const, requirementValue: 500 },
    { id: "xp600", xpReward: 50, requirementType: "xp_total" as const, requirementValue: 600 },
  ];
  const stats = { xp: 0, challengeCount: 0, workoutCount: 0, streak: 0 };

  it.each([
    ["challenge_count", { challengeCount: 0 }, { challengeCount: 1 }, rules[0]],
    ["workout_count", { workoutCount: 0 }, { workoutCount: 1 }, rules[1]],
    ["daily_streak", { streak: 2 }, { streak: 3 }, rules[2]],
    ["xp_total", { xp: 499 }, { xp: 500 }, rules[3]],
  ] as const)("%s is met exactly at its value", (_, below, at, rule) => {
    expect(requirementMet(rule, { ...stats, ...below })).toBe(false);
    expect(requirementMet(rule, { ...stats, ...at })).toBe(true);
  });

  it("unlocks settle: an unlock's XP can meet the next XP requirement", () => {
    const out = settleUnlocks(rules, new Set(), { ...stats, xp: 480, challengeCount: 1 });
    // first (+25) -> 505 meets xp500 (+100) -> 605 meets xp600 (+50) -> 655
    expect(out.unlocked.map((a) => a.id)).toEqual(["first", "xp500", "xp600"]);
    expect(out.xp).toBe(655);
    expect(out.rounds).toBe(3);
  });

  it("nothing held is granted twice", () => {
    const out = settleUnlocks(rules, new Set(["first", "xp500"]), { ...stats, xp: 700, challengeCount: 5 });
    expect(out.unlocked.map((a) => a.id)).toEqual(["xp600"]);
    expect(settleUnlocks(rules, new Set(rules.map((r) => r.id)), { ...stats, xp: 9999 }).rounds).toBe(0);
  });
});

describe("the XP chart", () => {
  it("buckets XP by the member's day over 30 days ending today", () => {
    const rows = [
      { createdAt: Date.parse("2026-11-22T23:30:00Z"), xpEarned: 30 }, // the 23rd in Tokyo
      { createdAt: Date.parse("2026-11-23T01:00:00Z"), xpEarned: 20 },
      { createdAt: Date.parse("2026-10-01T12:00:00Z"), xpEarned: 999 }, // too old
    ];
    const series = xpByDay(rows, "2026-11-23", "Asia/Tokyo");
    expect(series).toHaveLength(30);
    expect(series[0].day).toBe("2026-10-25");
    expect(series[29]).toEqual({ day: "2026-11-23", xp: 50 });
    expect(series.reduce((s, d) => s + d.xp, 0)).toBe(50);
    expect(chartSummary(series)).toBe("50 XP earned in the last 30 days, on 1 day; best day Nov 23 with 50 XP.");
    expect(chartSummary(xpByDay([], "2026-11-23", "UTC"))).toBe("No XP earned in the last 30 days yet.");
  });
});

describe("messages", () => {
  it("an award's toasts come one each, in the spec's order: the award, the streak above one day, each unlock", () => {
    const toasts = awardToasts(
      "Challenge Complete!",
      [
        { type: "challenge_completed", xp: 30, description: "8,000 Steps" },
        { type: "achievement_unlocked", xp: 25, description: "First Step" },
        { type: "achievement_unlocked", xp: 100, description: "On a Roll" },
      ],
      2,
    );
    expect(toasts.map((t) => [t.title, t.description])).toEqual([
      ["Challenge Complete!", "+30 XP"],
      ["2-day streak!", "Come back tomorrow to keep it going."],
      ["Achievement Unlocked", "First Step (+25 XP)"],
      ["Achievement Unlocked", "On a Roll (+100 XP)"],
    ]);
    // A first day's streak says nothing; no unlock, no unlock toast.
    expect(
      awardToasts("Daily Task Complete!", [{ type: "daily_task_completed", xp: 70, description: "x" }], 1),
    ).toEqual([{ title: "Daily Task Complete!", description: "+70 XP", kind: "success" }]);
    expect(
      awardToasts("Challenge Complete!", [{ type: "challenge_completed", xp: 5, description: "x" }], null),
    ).toHaveLength(1);
  });

  it("Victory! names the bonus the writer paid, and claims none it did not", () => {
    expect(victoryToast(BATTLE_WIN_XP)).toEqual({
      title: "Victory!",
      description: "+50 Bonus XP for winning the battle!",
      kind: "success",
    });
    expect(victoryToast(0).description).not.toMatch(/XP/);
  });
});
