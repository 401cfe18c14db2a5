// The streak freeze rules (decision 071) at their boundaries.
import { describe, expect, it } from "vitest";
import { earnsFreeze, freezeCover, FREEZE_PRICE_XP, isStreakMilestone, mayBuyFreeze } from "~/game/streak";

describe("freezeCover", () => {
  const today = "2026-11-26";
  it("covers every missed day when the freezes held cover them all, up to yesterday", () => {
    expect(freezeCover({ current: 5, lastDay: "2026-11-24" }, 1, today)).toEqual({ used: 1, lastDay: "2026-11-25" });
    expect(freezeCover({ current: 5, lastDay: "2026-11-23" }, 2, today)).toEqual({ used: 2, lastDay: "2026-11-25" });
  });
  it("covers nothing without a missed day, a streak, enough freezes, or a last day", () => {
    expect(freezeCover({ current: 5, lastDay: "2026-11-25" }, 2, today)).toBeNull();
    expect(freezeCover({ current: 5, lastDay: today }, 2, today)).toBeNull();
    expect(freezeCover({ current: 0, lastDay: "2026-11-24" }, 2, today)).toBeNull();
    expect(freezeCover({ current: 5, lastDay: "2026-11-23" }, 1, today)).toBeNull();
    expect(freezeCover({ current: 5, lastDay: "2026-11-24" }, 0, today)).toBeNull();
    expect(freezeCover({ current: 5, lastDay: null }, 2, today)).toBeNull();
  });
});

describe("earning, buying, milestones", () => {
  it("earns on every 7th day in a row, only when the streak moved there", () => {
    expect([6, 13, 20].map((d) => earnsFreeze(d, d + 1))).toEqual([true, true, true]);
    expect(earnsFreeze(5, 6)).toBe(false);
    expect(earnsFreeze(7, 7)).toBe(false);
    expect(earnsFreeze(14, 1)).toBe(false);
  });
  it("buys with XP above the level's start only, and never a third", () => {
    expect(mayBuyFreeze({ xp: 500 + FREEZE_PRICE_XP, streakFreezes: 0 })).toBe("ok");
    expect(mayBuyFreeze({ xp: 500 + FREEZE_PRICE_XP - 1, streakFreezes: 0 })).toBe("short");
    expect(mayBuyFreeze({ xp: 499, streakFreezes: 2 })).toBe("full");
  });
  it("celebrates 7, 30 and 100 days", () => {
    expect([6, 7, 8, 30, 99, 100].filter(isStreakMilestone)).toEqual([7, 30, 100]);
  });
});
