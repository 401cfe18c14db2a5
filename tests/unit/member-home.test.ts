// The member home's pure rules: the plan's next step, the climb on the leaderboard,
// the nearest achievements; and demo data never reaching production.
import { describe, expect, it } from "vitest";
import { localStatements } from "../../scripts/seed/demo.mjs";
import * as rules from "../../scripts/seed/demo-rules";
import { seedStatements } from "../../scripts/seed/seed.mjs";
import { NO_SUBSCRIPTION, type SubscriptionState } from "~/billing/tiers";
import { achievementProgress, nearestLocked } from "~/game/achievements";
import { climb, climbSentence } from "~/game/standing";
import { daysLeft, planStep, tierAbove } from "~/home/plan-step";

const NOW = new Date("2026-11-22T12:00:00Z");
const sub = (s: Partial<SubscriptionState>): SubscriptionState => ({
  ...NO_SUBSCRIPTION,
  subscribed: true,
  subscriptionEnd: new Date("2026-12-22T00:00:00Z"),
  ...s,
});

describe("the plan's next step", () => {
  it("free: choose a plan or the 7-day trial", () => {
    expect(planStep(NO_SUBSCRIPTION, NOW)).toMatchObject({
      kind: "free",
      trialDays: 7,
      plansHref: "/pricing",
      trialHref: "/checkout?plan=pro&trial=true",
    });
  });

  it("trial: whole days left, a started day counting as one, never below 0", () => {
    expect(daysLeft(new Date("2026-11-29T12:00:00Z"), NOW)).toBe(7);
    expect(daysLeft(new Date("2026-11-22T12:00:01Z"), NOW)).toBe(1);
    expect(daysLeft(new Date("2026-11-22T12:00:00Z"), NOW)).toBe(0);
    expect(daysLeft(new Date("2026-11-20T00:00:00Z"), NOW)).toBe(0);
    expect(
      planStep(sub({ tier: "pro", isTrial: true, subscriptionEnd: new Date("2026-11-25T00:00:00Z") }), NOW),
    ).toMatchObject({ kind: "trial", tier: "pro", daysLeft: 3 });
  });

  it("paid: the tier above and what it adds; Elite has nothing above", () => {
    expect(tierAbove("starter")).toBe("pro");
    expect(tierAbove("pro")).toBe("elite");
    expect(tierAbove("elite")).toBeNull();
    const starter = planStep(sub({ tier: "starter" }), NOW);
    expect(starter).toMatchObject({
      kind: "paid",
      tier: "starter",
      library: "/starter-content",
      next: { tier: "pro", href: "/checkout?plan=pro" },
    });
    if (starter.kind === "paid") expect(starter.next!.unlocks.some((u) => u.startsWith("Everything in"))).toBe(false);
    expect(planStep(sub({ tier: "elite" }), NOW)).toMatchObject({ kind: "paid", next: null });
  });
});

describe("climbing the leaderboard", () => {
  it("one XP more than the gap passes the next member; the leader is told so", () => {
    expect(climb({ position: 4, total: 9, xp: 100, aboveXp: 180 })).toEqual({ leads: false, xpToPass: 81 });
    expect(climb({ position: 2, total: 2, xp: 100, aboveXp: 100 })).toEqual({ leads: false, xpToPass: 1 });
    expect(climb({ position: 1, total: 3, xp: 900, aboveXp: null })).toEqual({ leads: true });
    expect(climbSentence({ position: 3, total: 9, xp: 0, aboveXp: 1200 })).toBe(
      "1,201 XP moves you up a place. Today's 5 challenges are the quickest way.",
    );
    expect(climbSentence({ position: 1, total: 1, xp: 0, aboveXp: null })).toContain("first on the board");
  });
});

describe("achievements nearest to unlocking", () => {
  const rulesOf = (
    id: string,
    type: "challenge_count" | "daily_streak" | "xp_total" | "workout_count",
    value: number,
  ) => ({ id, requirementType: type, requirementValue: value });
  const stats = { xp: 450, challengeCount: 4, workoutCount: 0, streak: 2 };

  it("progress is capped at the requirement and counted in its own unit", () => {
    expect(achievementProgress(rulesOf("a", "challenge_count", 5), stats)).toEqual({ have: 4, need: 5, percent: 80 });
    expect(achievementProgress(rulesOf("b", "xp_total", 400), stats)).toEqual({ have: 400, need: 400, percent: 100 });
    expect(achievementProgress(rulesOf("c", "workout_count", 10), stats)).toEqual({ have: 0, need: 10, percent: 0 });
  });

  it("orders by share reached, then fewest steps left, then id; held ones are left out", () => {
    const all = [
      rulesOf("streak-3", "daily_streak", 3), // 2/3
      rulesOf("level-2", "xp_total", 500), // 450/500
      rulesOf("five", "challenge_count", 5), // 4/5
      rulesOf("held", "challenge_count", 1),
      rulesOf("ten", "challenge_count", 10), // 4/10
      rulesOf("twenty", "daily_streak", 5), // 2/5: the same share as 4/10, fewer steps left
    ];
    expect(nearestLocked(all, new Set(["held"]), stats).map((a) => a.id)).toEqual([
      "level-2",
      "five",
      "streak-3",
      "twenty",
      "ten",
    ]);
  });
});

describe("demo data stays local", () => {
  it("production gets the reference data only: no demo member, account, progress or chat", () => {
    const prod = localStatements({ appEnv: "production", prices: {}, rules: null });
    expect(prod).toEqual(seedStatements());
    expect(prod.join("\n")).not.toMatch(/demo/i);
  });

  it("development gets the demo members on top of the same reference data", () => {
    const dev = localStatements({
      appEnv: "development",
      prices: { starter: "a", pro: "b", elite: "c" },
      rules,
      now: NOW.getTime(),
    });
    expect(dev.slice(0, seedStatements().length)).toEqual(seedStatements());
    expect(dev.join("\n")).toContain("'pro@demo.test'");
    // Building the demo's weeks of history is real work: about a second on an idle 2-core
    // machine, several when the machine is busy.
  }, 15_000);
});
