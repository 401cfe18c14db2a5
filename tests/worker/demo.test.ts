// The living demo data (scripts/seed/demo.mjs): believable, consistent with the game's rules,
// idempotent, and a community on the boards.
import { applyD1Migrations, env, reset } from "cloudflare:test";
import { and, eq, inArray, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { communityMembers, demoAccounts, demoStatements, localStatements } from "../../scripts/seed/demo.mjs";
import * as rules from "../../scripts/seed/demo-rules";
import { memberHome } from "~/game/boards.server";
import { levelForXp, rankForAchievements } from "~/game/levels";
import { readPlan } from "~/meals/meals.server";
import { dayFits } from "~/meals/plan";
import { seedStatements } from "../../scripts/seed/seed.mjs";
import { schema } from "~/db.server";
import { Browser, signIn } from "./helpers";
import { appEnv } from "./app-env";
import { runSql } from "./factories";
import {
  awardsOf,
  chatMessages,
  finishedBattles,
  loggedXp,
  memberRows,
  profileOf,
  rowCount,
  tableRows,
  calorieTargetOf,
  vipPosterPrices,
} from "./readers";

const PRICES = { starter: env.STRIPE_PRICE_STARTER, pro: env.STRIPE_PRICE_PRO, elite: env.STRIPE_PRICE_ELITE };
const apply = (now: number, zone = "UTC") => runSql(demoStatements(PRICES, rules, now, zone));
const log = schema.activityLog;

// Every profile's game figures and the size of each table the demo writes.
const snapshot = async () => ({
  profiles: ((await tableRows(["user_profiles"]))[0] as Record<string, unknown>[]).map((p) =>
    ["user_id", "xp", "level", "rank", "current_streak", "longest_streak", "last_activity_date"].map((k) => p[k]),
  ),
  counts: await Promise.all(
    [
      schema.user,
      schema.account,
      log,
      schema.userChallenges,
      schema.userAchievements,
      schema.chatMessages,
      schema.challengeInvitations,
      schema.battleMatches,
    ].map((t) => rowCount(t)),
  ),
});

describe("demo data", () => {
  const now = Date.now();

  it("every demo member's XP is the sum of their awards; level, rank and unlocks follow the rules", async () => {
    await apply(now);
    const members = [...demoAccounts, ...communityMembers];
    expect(members.length).toBeGreaterThanOrEqual(35);
    // Each member plays their days in their own zone (the accounts in the zone `apply` gave
    // them): their yesterday is their own, not UTC's.
    const yesterdayIn = (zone: string) => rules.addDays(rules.calendarDay(new Date(now), zone), -1);
    const yesterday = yesterdayIn("UTC");
    for (const m of members) {
      const p = await profileOf(m.id);
      const unlocked = await memberRows(schema.userAchievements, m.id);
      const unlockAwards = await memberRows(log, m.id, like(log.awardKey, "achievement:%"));
      const completions = await memberRows(schema.userChallenges, m.id, eq(schema.userChallenges.completed, true));
      const challengeAwards = await memberRows(
        log,
        m.id,
        inArray(log.activityType, ["challenge_completed", "daily_task_completed"]),
      );
      expect(p.xp, m.username).toBeGreaterThan(0);
      expect(p.xp, m.username).toBe(await loggedXp(m.id));
      expect(p.level).toBe(levelForXp(p.xp));
      expect(p.rank).toBe(rankForAchievements(unlocked).rank.name);
      expect(unlockAwards).toBe(unlocked);
      expect(completions).toBe(challengeAwards);
      expect(p.longestStreak).toBeGreaterThanOrEqual(p.currentStreak);
      expect(p.lastActivityDate! <= yesterdayIn("zone" in m ? m.zone : "UTC"), m.username).toBe(true);
    }
    // The five accounts played up to yesterday: a live streak, and today still to play.
    for (const a of demoAccounts) {
      expect((await profileOf(a.id)).lastActivityDate).toBe(yesterday);
    }
  });

  it("a finished battle with its winner's award, a pending invitation, and chat in both channels (VIP from Elite members only)", async () => {
    const [battle] = await finishedBattles();
    expect([battle.user1Id, battle.user2Id]).toContain(battle.winnerId);
    const [award] = await awardsOf(battle.winnerId!, { type: "battle_won" });
    expect(award.xp).toBe(rules.BATTLE_WIN_XP);
    const inv = schema.challengeInvitations;
    expect(await rowCount(inv, and(eq(inv.toUserId, "demo-free"), eq(inv.status, "pending")))).toBe(1);
    for (const channelId of ["general", "vip"])
      expect((await chatMessages({ channelId })).length).toBeGreaterThanOrEqual(5);
    expect((await vipPosterPrices()).every((price) => price === PRICES.elite)).toBe(true);
  });

  it("a rerun, the same day or days later, changes nothing", async () => {
    const before = await snapshot();
    await apply(now);
    await apply(now + 3 * 86_400_000);
    expect(await snapshot()).toEqual(before);
  });

  it("the community members cannot sign in; the demo accounts can", async () => {
    const community = communityMembers[0];
    expect(await memberRows(schema.account, community.id)).toBe(0);
    const b = new Browser();
    expect((await signIn(b, community.email, "demo1234")).status).toBe(400);
    const pro = new Browser();
    expect((await signIn(pro, "pro@demo.test", "demo1234")).status).toBe(303);
    // The leaderboard is full and the member search finds people.
    const board = await (await pro.get("/rankings")).text();
    expect((board.match(/<tr /g) ?? []).length).toBe(demoAccounts.length + communityMembers.length);
    expect(board).not.toContain('data-testid="young-board"');
    const search = await (await pro.get("/progress?tab=battles&q=ma")).text();
    expect(search).toContain("maya.moves");
  });
});

// The demo accounts play up to their own yesterday in their own zone, so at any hour a
// demo member has today still to play, with or without the browser's zone (no JS), and
// wherever the edge guesses (wrangler dev says America/Chicago).
describe("the demo's days at any hour", () => {
  const EDGE = "America/Chicago";
  const instants = [
    ["just before midnight UTC", "2026-11-23T23:50:00Z"],
    ["just after midnight UTC", "2026-11-24T00:10:00Z"],
    ["just before midnight in the edge's zone", "2026-11-24T05:50:00Z"],
    ["just after midnight in the edge's zone", "2026-11-24T06:10:00Z"],
  ] as const;
  const zones = ["UTC", EDGE, "Asia/Tokyo", "Pacific/Pago_Pago"];

  it.each(instants)("%s (%s): every demo account has played up to yesterday and has today to play", async (_, iso) => {
    const now = new Date(iso);
    for (const zone of zones) {
      await reset();
      await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
      await runSql(seedStatements());
      await apply(now.getTime(), zone);
      const yesterday = rules.addDays(rules.calendarDay(now, zone), -1);
      for (const a of demoAccounts) {
        // Without JavaScript (no browser zone) and with it (the browser reports the same zone).
        for (const browser of [null, zone]) {
          const home = await memberHome(appEnv, { browser, edge: EDGE }, a.id, now);
          const label = `${a.id} in ${zone}, browser ${browser ?? "silent"}`;
          expect(home.zone, label).toBe(zone);
          expect(home.profile.lastActivityDate, label).toBe(yesterday);
          expect(home.today, label).toBe(rules.calendarDay(now, zone));
          expect(
            home.challenges.filter((c) => c.state !== "new"),
            label,
          ).toEqual([]);
          expect(home.profile.currentStreak, label).toBeGreaterThan(0);
        }
      }
    }
  });
});

describe("the demo's programmes and meal plans (issue #37)", () => {
  it("ProPriya and EliteEli have saved calories, a week in the band and a programme started; a rerun changes nothing", async () => {
    await reset();
    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
    const now = Date.parse("2026-11-24T12:00:00Z");
    const write = () => runSql(localStatements({ appEnv: "development", prices: PRICES, rules, now, zone: "UTC" }));
    await write();
    const mealPlans = async () => (await tableRows(["meal_plans"]))[0] as { user_id: string; plan: string }[];
    const plans = (await mealPlans()).sort((x, y) => x.user_id.localeCompare(y.user_id));
    expect(plans.map((p) => p.user_id)).toEqual(["demo-elite", "demo-pro"]);
    for (const row of plans) {
      const plan = readPlan(row.plan)!;
      expect(plan.target).toBe((await calorieTargetOf(row.user_id)).calories);
      for (const day of plan.days) expect(dayFits(day, plan)).toBe(true);
    }
    expect(readPlan(plans[0].plan)).toMatchObject({ diet: "vegetarian", mealsPerDay: 5, excluded: ["peanut"] });
    const runs = async () =>
      ((await tableRows(["programme_runs"]))[0] as { user_id: string; programme_id: string }[])
        .map((r) => ({ user_id: r.user_id, programme_id: r.programme_id }))
        .sort((x, y) => x.user_id.localeCompare(y.user_id));
    expect(await runs()).toEqual([
      { user_id: "demo-elite", programme_id: "intermediate-gym" },
      { user_id: "demo-pro", programme_id: "beginner-dumbbells" },
    ]);
    const before = await mealPlans();
    await write();
    expect(await mealPlans()).toEqual(before);
    expect((await runs()).length).toBe(2);
  });
});
