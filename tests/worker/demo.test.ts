// The living demo data (scripts/seed/demo.mjs): believable, consistent with the game's rules,
// idempotent, and a community on the boards.
import { applyD1Migrations, env, reset } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { communityMembers, demoAccounts, demoStatements, localStatements } from "../../scripts/seed/demo.mjs";
import * as rules from "../../scripts/seed/demo-rules";
import { memberHome } from "~/game/boards.server";
import { levelForXp, rankForAchievements } from "~/game/levels";
import { readPlan } from "~/meals/meals.server";
import { dayFits } from "~/meals/plan";
import { seedStatements } from "../../scripts/seed/seed.mjs";
import { Browser, signIn } from "./helpers";
import { appEnv } from "./app-env";

const PRICES = { starter: env.STRIPE_PRICE_STARTER, pro: env.STRIPE_PRICE_PRO, elite: env.STRIPE_PRICE_ELITE };
const apply = (now: number, zone = "UTC") =>
  env.DB.batch(demoStatements(PRICES, rules, now, zone).map((s: string) => env.DB.prepare(s)));
const all = async <T>(sql: string, ...args: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...args)
      .all<T>()
  ).results;
const one = async <T>(sql: string, ...args: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...args)
    .first<T>())!;

const snapshot = async () => ({
  profiles: await all(
    "SELECT user_id, xp, level, rank, current_streak, longest_streak, last_activity_date FROM user_profiles ORDER BY user_id",
  ),
  counts: await Promise.all(
    [
      "user",
      "account",
      "activity_log",
      "user_challenges",
      "user_achievements",
      "chat_messages",
      "challenge_invitations",
      "battle_matches",
    ].map(async (t) => [t, (await one<{ n: number }>(`SELECT COUNT(*) AS n FROM ${t}`)).n]),
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
      const p = await one<{ xp: number; level: number; rank: string; streak: number; longest: number; last: string }>(
        "SELECT xp, level, rank, current_streak AS streak, longest_streak AS longest, last_activity_date AS last FROM user_profiles WHERE user_id = ?",
        m.id,
      );
      const logged = await one<{ xp: number }>(
        "SELECT coalesce(sum(xp_earned), 0) AS xp FROM activity_log WHERE user_id = ?",
        m.id,
      );
      const unlocked = await one<{ n: number }>("SELECT COUNT(*) AS n FROM user_achievements WHERE user_id = ?", m.id);
      const unlockAwards = await one<{ n: number }>(
        "SELECT COUNT(*) AS n FROM activity_log WHERE user_id = ? AND award_key LIKE 'achievement:%'",
        m.id,
      );
      const completions = await one<{ n: number }>(
        "SELECT COUNT(*) AS n FROM user_challenges WHERE user_id = ? AND completed = 1",
        m.id,
      );
      const challengeAwards = await one<{ n: number }>(
        "SELECT COUNT(*) AS n FROM activity_log WHERE user_id = ? AND activity_type IN ('challenge_completed', 'daily_task_completed')",
        m.id,
      );
      expect(p.xp, m.username).toBeGreaterThan(0);
      expect(p.xp, m.username).toBe(logged.xp);
      expect(p.level).toBe(levelForXp(p.xp));
      expect(p.rank).toBe(rankForAchievements(unlocked.n).rank.name);
      expect(unlockAwards.n).toBe(unlocked.n);
      expect(completions.n).toBe(challengeAwards.n);
      expect(p.longest).toBeGreaterThanOrEqual(p.streak);
      expect(p.last <= yesterdayIn("zone" in m ? m.zone : "UTC"), m.username).toBe(true);
    }
    // The five accounts played up to yesterday: a live streak, and today still to play.
    for (const a of demoAccounts) {
      expect(
        await one<{ last: string }>("SELECT last_activity_date AS last FROM user_profiles WHERE user_id = ?", a.id),
      ).toEqual({ last: yesterday });
    }
  });

  it("a finished battle with its winner's award, a pending invitation, and chat in both channels (VIP from Elite members only)", async () => {
    const battle = await one<{ winner: string; u1: string; u2: string }>(
      "SELECT winner_id AS winner, user1_id AS u1, user2_id AS u2 FROM battle_matches WHERE winner_id IS NOT NULL",
    );
    expect([battle.u1, battle.u2]).toContain(battle.winner);
    const award = await one<{ xp: number }>(
      "SELECT xp_earned AS xp FROM activity_log WHERE user_id = ? AND activity_type = 'battle_won'",
      battle.winner,
    );
    expect(award.xp).toBe(rules.BATTLE_WIN_XP);
    expect(
      (
        await one<{ n: number }>(
          "SELECT COUNT(*) AS n FROM challenge_invitations WHERE to_user_id = 'demo-free' AND status = 'pending'",
        )
      ).n,
    ).toBe(1);
    for (const channel of ["general", "vip"]) {
      expect(
        (await one<{ n: number }>("SELECT COUNT(*) AS n FROM chat_messages WHERE channel_id = ?", channel)).n,
      ).toBeGreaterThanOrEqual(5);
    }
    const vipTiers = await all<{ price: string | null }>(
      "SELECT s.price_id AS price FROM chat_messages m LEFT JOIN user_subscriptions s ON s.user_id = m.user_id WHERE m.channel_id = 'vip'",
    );
    expect(vipTiers.every((r) => r.price === PRICES.elite)).toBe(true);
  });

  it("a rerun, the same day or days later, changes nothing", async () => {
    const before = await snapshot();
    await apply(now);
    await apply(now + 3 * 86_400_000);
    expect(await snapshot()).toEqual(before);
  });

  it("the community members cannot sign in; the demo accounts can", async () => {
    const community = communityMembers[0];
    expect(await one<{ n: number }>("SELECT COUNT(*) AS n FROM account WHERE user_id = ?", community.id)).toEqual({
      n: 0,
    });
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
      await env.DB.batch(seedStatements().map((s: string) => env.DB.prepare(s)));
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
    const write = () =>
      env.DB.batch(
        localStatements({ appEnv: "development", prices: PRICES, rules, now, zone: "UTC" }).map((s: string) =>
          env.DB.prepare(s),
        ),
      );
    await write();
    const plans = await all<{ user_id: string; plan: string }>("SELECT user_id, plan FROM meal_plans ORDER BY user_id");
    expect(plans.map((p) => p.user_id)).toEqual(["demo-elite", "demo-pro"]);
    for (const row of plans) {
      const plan = readPlan(row.plan)!;
      const target = await one<{ calories: number }>(
        "SELECT calories FROM calorie_targets WHERE user_id = ?",
        row.user_id,
      );
      expect(plan.target).toBe(target.calories);
      for (const day of plan.days) expect(dayFits(day, plan)).toBe(true);
    }
    expect(readPlan(plans[0].plan)).toMatchObject({ diet: "vegetarian", mealsPerDay: 5, excluded: ["peanut"] });
    expect(await all("SELECT user_id, programme_id FROM programme_runs ORDER BY user_id")).toEqual([
      { user_id: "demo-elite", programme_id: "intermediate-gym" },
      { user_id: "demo-pro", programme_id: "beginner-dumbbells" },
    ]);
    const before = await all("SELECT * FROM meal_plans ORDER BY user_id");
    await write();
    expect(await all("SELECT * FROM meal_plans ORDER BY user_id")).toEqual(before);
    expect((await all("SELECT id FROM programme_runs")).length).toBe(2);
  });
});
