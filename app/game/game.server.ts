// Daily challenges, the daily task, invitations and battles: reads and the member's
// own rows. XP, streaks, unlocks and the activity log are written only through
// awards.server.ts, inside the same D1 batch as the change that earns them.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Env } from "~/env";
import {
  achievementRulesStatement,
  awardRounds,
  awardStatements,
  readUnlockInputs,
  runBatch,
  unlockInputStatements,
  type AchievementRule,
  type AwardResult,
} from "./awards.server";
import { DELETED_MEMBER } from "../../db/constants";
import { BATTLE_WIN_XP, battleState, type BattleView } from "./battle";
import { xpByDay } from "./chart";
import type { Difficulty } from "../../db/constants";
import { dailyFive, dailyTaskFor, dailyTaskXp } from "./daily";
import { addDays, calendarDay, chooseTimeZone, isTimeZone, memberDay, TIME_ZONE_COOKIE } from "./days";
import { nearestLocked } from "./achievements";
import { nextStreak, type Streak } from "./streak";
import { AWARD_KEY_PREFIX, awardKey, isWorkout } from "./award-keys";

export const SEARCH_LIMIT = 10;
const LIST_LIMIT = 20;
const INBOX_LIMIT = 50;
/** The battle winner rule of battle.ts (battleWinner) as SQL. */
const WINNER_SQL = "CASE WHEN user1_completed_at <= user2_completed_at THEN user1_id ELSE user2_id END";

export type Challenge = {
  id: string;
  title: string;
  description: string;
  difficulty: Difficulty;
  category: string;
  xpReward: number;
};
type Profile = {
  xp: number;
  level: number;
  rank: string;
  currentStreak: number;
  longestStreak: number;
  lastActivityDate: string | null;
  timeZone: string | null;
};

// ------------------------------------------------------------------ the member's day

/**
 * What a request says about the member's zone: the zone of the page a form was posted
 * from, the browser's own, and the edge's guess.
 */
export type ZoneHints = { page?: string | null; browser: string | null; edge: unknown };

/** The zone the browser reported (its Intl zone, in a cookie set by /islands/timezone.js). */
function browserTimeZone(request: Request): string | null {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== TIME_ZONE_COOKIE) continue;
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The zone hints of a request. Remix hands loaders a copy of the request without
 * Cloudflare's `cf`, so the edge's guess comes from the load context.
 */
export function zoneHints(request: Request, context: AppLoadContext): ZoneHints {
  return { browser: browserTimeZone(request), edge: context.cf?.timezone ?? null };
}

function dayOf(hints: ZoneHints, profile: Profile | undefined, now: Date) {
  // A posted form plays the day its page showed, whatever the browser reported since.
  const zone = isTimeZone(hints.page) ? hints.page : chooseTimeZone(hints.browser, profile?.timeZone, hints.edge);
  const today = memberDay(now, zone, profile?.lastActivityDate);
  // After a zone change, today counted in the zone the member played in before.
  const previous = profile?.timeZone && profile.timeZone !== zone ? calendarDay(now, profile.timeZone) : undefined;
  return { zone, today, previous };
}

/** The zone to show times in where a page does not read the profile (chat): same choice. */
export function requestTimeZone(request: Request, context: AppLoadContext) {
  const hints = zoneHints(request, context);
  return chooseTimeZone(hints.browser, null, hints.edge);
}

/**
 * The member's day where a page does not read their profile (the home page's quote):
 * the same zone choice as memberDay, without the stored zone and last played day.
 */
export function memberDayWithoutProfile(hints: ZoneHints, now = new Date()) {
  return calendarDay(now, chooseTimeZone(hints.browser, null, hints.edge));
}

const PROFILE_SQL = `SELECT xp, level, rank, current_streak AS currentStreak, longest_streak AS longestStreak,
  last_activity_date AS lastActivityDate, time_zone AS timeZone FROM user_profiles WHERE user_id = ?`;
const ACTIVE_SQL = `SELECT id, title, description, difficulty, category, xp_reward AS xpReward FROM challenges
  WHERE is_active = 1 AND frequency = 'daily' ORDER BY id`;

/** The member's day and today's challenges (one read), for the action forms. */
async function memberToday(env: Env, hints: ZoneHints, userId: string, now: Date) {
  const [profiles, active, rules, ...inputs] = await env.DB.batch([
    env.DB.prepare(PROFILE_SQL).bind(userId),
    env.DB.prepare(ACTIVE_SQL),
    achievementRulesStatement(env),
    ...unlockInputStatements(env, userId),
  ]);
  const profile = profiles.results[0] as Profile | undefined;
  const day = dayOf(hints, profile, now);
  const challenges = active.results as Challenge[];
  const five = dailyFive(challenges, day.today);
  return {
    ...day,
    profile,
    five,
    task: dailyTaskFor(userId, day.today, challenges, five),
    rules: rules.results as AchievementRule[],
    inputs: readUnlockInputs(inputs),
  };
}

function streakAfter(profile: Profile | undefined, today: string, previous: string | undefined) {
  const before: Streak = {
    current: profile?.currentStreak ?? 0,
    longest: profile?.longestStreak ?? 0,
    lastDay: profile?.lastActivityDate ?? null,
  };
  return { before, after: nextStreak(before, today, previous), today };
}

// ------------------------------------------------------------------ today's cards

type StartedRow = { challengeId: string; day: string; completed: number };

/** The member's day, profile figures, today's five with their state and the daily task. */
function todaysCards(
  userId: string,
  hints: ZoneHints,
  profiles: D1Result,
  active: D1Result,
  started: D1Result,
  taskDone: (today: string) => boolean,
  now: Date,
) {
  const profile = profiles.results[0] as Profile | undefined;
  const { zone, today } = dayOf(hints, profile, now);
  const challenges = active.results as Challenge[];
  const five = dailyFive(challenges, today);
  const task = dailyTaskFor(userId, today, challenges, five);
  const rows = started.results as StartedRow[];
  const stateOf = (id: string) => {
    const row = rows.find((r) => r.challengeId === id && r.day === today);
    return row ? (row.completed ? "completed" : "started") : "new";
  };
  return {
    today,
    zone,
    profile: {
      xp: profile?.xp ?? 0,
      level: profile?.level ?? 1,
      rank: profile?.rank ?? "Unranked",
      currentStreak: profile?.currentStreak ?? 0,
      longestStreak: profile?.longestStreak ?? 0,
      lastActivityDate: profile?.lastActivityDate ?? null,
    },
    challenges: five.map((c) => ({ ...c, state: stateOf(c.id) as "new" | "started" | "completed" })),
    dailyTask: task ? { ...task, xp: dailyTaskXp(task), done: taskDone(today) } : null,
  };
}

const STARTED_SQL =
  "SELECT challenge_id AS challengeId, day, completed FROM user_challenges WHERE user_id = ? AND day >= ?";

// ------------------------------------------------------------------ the member's home

/**
 * What the home page shows a member first, in one D1 round trip: their day (level,
 * streak, today's five, the daily task), pending invitations, and the inputs for the
 * nearest locked achievement.
 */
export async function memberHome(env: Env, hints: ZoneHints, userId: string, now = new Date()) {
  const minDay = addDays(calendarDay(now, "UTC"), -2);
  const [profiles, active, started, tasks, pending, rules, ...inputs] = await env.DB.batch([
    env.DB.prepare(PROFILE_SQL).bind(userId),
    env.DB.prepare(ACTIVE_SQL),
    env.DB.prepare(STARTED_SQL).bind(userId, minDay),
    env.DB.prepare(
      `SELECT award_key AS awardKey FROM activity_log WHERE user_id = ? AND award_key >= ? AND award_key LIKE '${AWARD_KEY_PREFIX.dailyTask}%'`,
    ).bind(userId, awardKey.dailyTask(minDay)),
    env.DB.prepare("SELECT COUNT(*) AS n FROM challenge_invitations WHERE to_user_id = ? AND status = 'pending'").bind(
      userId,
    ),
    env.DB.prepare(
      `SELECT id, title, description, xp_reward AS xpReward, requirement_type AS requirementType,
         requirement_value AS requirementValue FROM achievements`,
    ),
    ...unlockInputStatements(env, userId),
  ]);
  const keys = new Set((tasks.results as { awardKey: string }[]).map((r) => r.awardKey));
  const day = todaysCards(
    userId,
    hints,
    profiles,
    active,
    started,
    (today) => keys.has(awardKey.dailyTask(today)),
    now,
  );
  const unlock = readUnlockInputs(inputs);
  return {
    ...day,
    pendingCount: (pending.results[0] as { n: number } | undefined)?.n ?? 0,
    unlocked: unlock.held.size,
    nextAchievements: nearestLocked(
      rules.results as (AchievementRule & { description: string })[],
      unlock.held,
      unlock.stats,
    ).slice(0, 2),
  };
}

// ------------------------------------------------------------------ the /progress board

export type BoardInvitation = { id: number; challenge: string; member: string; status: string };
export type BoardBattle = { id: number; challenge: string; opponent: string; state: BattleView };

/** Everything /progress shows, in one D1 round trip. */
export async function progressBoard(env: Env, hints: ZoneHints, userId: string, now = new Date()) {
  const since = now.getTime() - 32 * 86_400_000;
  const minDay = addDays(calendarDay(now, "UTC"), -2);
  const [profiles, active, started, inbox, pending, sent, battles, log] = await env.DB.batch([
    env.DB.prepare(PROFILE_SQL).bind(userId),
    env.DB.prepare(ACTIVE_SQL),
    env.DB.prepare(STARTED_SQL).bind(userId, minDay),
    env.DB.prepare(
      `SELECT i.id, c.title AS challenge, p.username AS member, i.status FROM challenge_invitations i
       JOIN challenges c ON c.id = i.challenge_id JOIN user_profiles p ON p.user_id = i.from_user_id
       WHERE i.to_user_id = ? AND i.status = 'pending' ORDER BY i.id DESC LIMIT ${INBOX_LIMIT}`,
    ).bind(userId),
    env.DB.prepare("SELECT COUNT(*) AS n FROM challenge_invitations WHERE to_user_id = ? AND status = 'pending'").bind(
      userId,
    ),
    env.DB.prepare(
      `SELECT i.id, c.title AS challenge, p.username AS member, i.status FROM challenge_invitations i
       JOIN challenges c ON c.id = i.challenge_id JOIN user_profiles p ON p.user_id = i.to_user_id
       WHERE i.from_user_id = ? AND i.status IN ('pending', 'accepted') ORDER BY i.id DESC LIMIT ${LIST_LIMIT}`,
    ).bind(userId),
    env.DB.prepare(
      `SELECT b.id, c.title AS challenge, b.user1_id AS user1Id, b.user2_id AS user2Id,
         b.user1_completed_at AS user1At, b.user2_completed_at AS user2At, b.winner_id AS winnerId,
         coalesce(CASE WHEN b.user1_id = ?1 THEN p2.username ELSE p1.username END, ?2) AS opponent
       FROM battle_matches b JOIN challenges c ON c.id = b.challenge_id
       LEFT JOIN user_profiles p1 ON p1.user_id = b.user1_id LEFT JOIN user_profiles p2 ON p2.user_id = b.user2_id
       WHERE b.user1_id = ?1 OR b.user2_id = ?1
       ORDER BY b.winner_id IS NOT NULL, b.id DESC LIMIT ${LIST_LIMIT}`,
    ).bind(userId, DELETED_MEMBER),
    env.DB.prepare(
      "SELECT created_at AS createdAt, xp_earned AS xpEarned, award_key AS awardKey FROM activity_log WHERE user_id = ? AND created_at >= ?",
    ).bind(userId, since),
  ]);
  const logRows = log.results as { createdAt: number; xpEarned: number; awardKey: string }[];
  const day = todaysCards(
    userId,
    hints,
    profiles,
    active,
    started,
    (today) => logRows.some((r) => r.awardKey === awardKey.dailyTask(today)),
    now,
  );
  const { zone, today } = day;
  return {
    ...day,
    inbox: inbox.results as BoardInvitation[],
    pendingCount: (pending.results[0] as { n: number } | undefined)?.n ?? 0,
    sent: sent.results as BoardInvitation[],
    battles: (
      battles.results as {
        id: number;
        challenge: string;
        opponent: string;
        user1Id: string;
        user2Id: string;
        user1At: number | null;
        user2At: number | null;
        winnerId: string | null;
      }[]
    ).map((b): BoardBattle => ({
      id: b.id,
      challenge: b.challenge,
      opponent: b.opponent,
      state: battleState(b, userId),
    })),
    chart: xpByDay(logRows, today, zone),
  };
}

// ------------------------------------------------------------------ challenges

export type StartOutcome = "started" | "already-started" | "already-completed" | "not-today";

export async function startChallenge(
  env: Env,
  hints: ZoneHints,
  userId: string,
  challengeId: string,
  now = new Date(),
): Promise<StartOutcome> {
  const { today, five } = await memberToday(env, hints, userId, now);
  if (!five.some((c) => c.id === challengeId)) return "not-today";
  const [inserted, state] = await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO user_challenges (user_id, challenge_id, day, progress, target, completed, created_at) VALUES (?, ?, ?, 0, 1, 0, ?) ON CONFLICT DO NOTHING",
    ).bind(userId, challengeId, today, now.getTime()),
    env.DB.prepare("SELECT completed FROM user_challenges WHERE user_id = ? AND challenge_id = ? AND day = ?").bind(
      userId,
      challengeId,
      today,
    ),
  ]);
  if (inserted.meta.changes === 1) return "started";
  return (state.results[0] as { completed: number } | undefined)?.completed ? "already-completed" : "already-started";
}

export type CompleteOutcome =
  | { kind: "completed"; result: AwardResult; streak: number | null }
  | { kind: "already-completed" }
  | { kind: "not-started" }
  | { kind: "not-today" };

export async function completeChallenge(
  env: Env,
  hints: ZoneHints,
  userId: string,
  challengeId: string,
  now = new Date(),
): Promise<CompleteOutcome> {
  const ctx = await memberToday(env, hints, userId, now);
  const challenge = ctx.five.find((c) => c.id === challengeId);
  if (!challenge) return { kind: "not-today" };
  const streak = streakAfter(ctx.profile, ctx.today, ctx.previous);
  const t = now.getTime();
  const row = [userId, challengeId, ctx.today];
  const award = awardStatements(
    env,
    {
      userId,
      key: awardKey.challenge(challengeId, ctx.today),
      type: "challenge_completed",
      xp: challenge.xpReward,
      description: challenge.title,
    },
    {
      when: {
        sql: "EXISTS (SELECT 1 FROM user_challenges WHERE user_id = ? AND challenge_id = ? AND day = ? AND completed = 0)",
        params: row,
      },
      then: (claimed) => [
        env.DB.prepare(
          `UPDATE user_challenges SET progress = target, completed = 1, completed_at = ?
           WHERE user_id = ? AND challenge_id = ? AND day = ? AND completed = 0 AND ${claimed.sql}`,
        ).bind(t, ...row, ...claimed.params),
      ],
      streak,
      zone: ctx.zone,
      rounds: awardRounds(ctx.rules, ctx.inputs, {
        xp: challenge.xpReward,
        challengeCount: 1,
        workoutCount: isWorkout(challenge.category) ? 1 : 0,
        streak: streak.after.current,
      }),
      now: t,
    },
  );
  const [awardResults, [state]] = await runBatch(env, [
    award,
    env.DB.prepare("SELECT completed FROM user_challenges WHERE user_id = ? AND challenge_id = ? AND day = ?").bind(
      ...row,
    ),
  ]);
  const result = award.read(awardResults);
  if (result.awarded.length > 0) {
    const firstToday = ctx.profile?.lastActivityDate !== ctx.today;
    return { kind: "completed", result, streak: firstToday ? (result.profile?.currentStreak ?? null) : null };
  }
  const found = state.results[0] as { completed: number } | undefined;
  return found ? { kind: "already-completed" } : { kind: "not-started" };
}

export type DailyTaskOutcome =
  { kind: "completed"; result: AwardResult; streak: number | null } | { kind: "already-completed" } | { kind: "none" };

export async function completeDailyTask(
  env: Env,
  hints: ZoneHints,
  userId: string,
  now = new Date(),
): Promise<DailyTaskOutcome> {
  const ctx = await memberToday(env, hints, userId, now);
  const task = ctx.task;
  if (!task) return { kind: "none" };
  const streak = streakAfter(ctx.profile, ctx.today, ctx.previous);
  const t = now.getTime();
  const xp = dailyTaskXp(task);
  const award = awardStatements(
    env,
    {
      userId,
      key: awardKey.dailyTask(ctx.today),
      type: "daily_task_completed",
      xp,
      description: `Daily task: ${task.title}`,
    },
    {
      // The daily task counts as a completed challenge of the day.
      then: (claimed) => [
        env.DB.prepare(
          `INSERT INTO user_challenges (user_id, challenge_id, day, progress, target, completed, completed_at, created_at)
           SELECT ?, ?, ?, 1, 1, 1, ?, ? WHERE ${claimed.sql}
           ON CONFLICT (user_id, challenge_id, day) DO UPDATE SET progress = target, completed = 1,
             completed_at = coalesce(user_challenges.completed_at, excluded.completed_at)`,
        ).bind(userId, task.id, ctx.today, t, t, ...claimed.params),
      ],
      streak,
      zone: ctx.zone,
      rounds: awardRounds(ctx.rules, ctx.inputs, {
        xp,
        challengeCount: 1,
        workoutCount: isWorkout(task.category) ? 1 : 0,
        streak: streak.after.current,
      }),
      now: t,
    },
  );
  const [awardResults] = await runBatch(env, [award]);
  const result = award.read(awardResults);
  if (result.awarded.length === 0) return { kind: "already-completed" };
  const firstToday = ctx.profile?.lastActivityDate !== ctx.today;
  return { kind: "completed", result, streak: firstToday ? (result.profile?.currentStreak ?? null) : null };
}

// ------------------------------------------------------------------ members and invitations

/** Members whose username contains `query` (any case), never the searcher, at most 10. */
export async function searchMembers(env: Env, userId: string, query: string) {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const { results } = await env.DB.prepare(
    `SELECT username, level FROM user_profiles WHERE user_id <> ? AND lower(username) LIKE ? ESCAPE '\\'
     ORDER BY lower(username) LIMIT ${SEARCH_LIMIT}`,
  )
    .bind(userId, pattern)
    .all<{ username: string; level: number }>();
  return results;
}

export type InviteOutcome = "sent" | "duplicate" | "no-member" | "self" | "no-challenge";

export async function sendInvitation(
  env: Env,
  userId: string,
  toUsername: string,
  challengeId: string,
  now = new Date(),
): Promise<InviteOutcome> {
  const [members, challenges] = await env.DB.batch([
    env.DB.prepare("SELECT user_id AS id FROM user_profiles WHERE lower(username) = lower(?)").bind(toUsername.trim()),
    env.DB.prepare("SELECT id FROM challenges WHERE id = ? AND is_active = 1").bind(challengeId),
  ]);
  const to = (members.results[0] as { id: string } | undefined)?.id;
  if (!to) return "no-member";
  if (to === userId) return "self";
  if (challenges.results.length === 0) return "no-challenge";
  const inserted = await env.DB.prepare(
    "INSERT INTO challenge_invitations (from_user_id, to_user_id, challenge_id, status, created_at) VALUES (?, ?, ?, 'pending', ?) ON CONFLICT DO NOTHING",
  )
    .bind(userId, to, challengeId, now.getTime())
    .run();
  return inserted.meta.changes === 1 ? "sent" : "duplicate";
}

export type AnswerOutcome = "accepted" | "declined" | "not-pending" | "not-found";

/** The recipient accepts (creating the battle: sender user1, recipient user2) or declines. */
export async function answerInvitation(
  env: Env,
  userId: string,
  invitationId: number,
  accept: boolean,
  now = new Date(),
): Promise<AnswerOutcome> {
  const mine = "id = ? AND to_user_id = ?";
  const [changed, , found] = await env.DB.batch([
    env.DB.prepare(`UPDATE challenge_invitations SET status = ? WHERE ${mine} AND status = 'pending'`).bind(
      accept ? "accepted" : "rejected",
      invitationId,
      userId,
    ),
    accept
      ? env.DB.prepare(
          `INSERT INTO battle_matches (invitation_id, challenge_id, user1_id, user2_id, created_at)
           SELECT id, challenge_id, from_user_id, to_user_id, ? FROM challenge_invitations WHERE ${mine} AND status = 'accepted'
           ON CONFLICT (invitation_id) DO NOTHING`,
        ).bind(now.getTime(), invitationId, userId)
      : env.DB.prepare("SELECT 1"),
    env.DB.prepare(`SELECT status FROM challenge_invitations WHERE ${mine}`).bind(invitationId, userId),
  ]);
  if (found.results.length === 0) return "not-found";
  if (changed.meta.changes === 1) return accept ? "accepted" : "declined";
  return "not-pending";
}

// ------------------------------------------------------------------ battles

export type BattleOutcome = "not-found" | "already-finished" | BattleView;

/** One side marks its own completion; the second completion settles the winner once. */
export async function finishBattle(
  env: Env,
  userId: string,
  battleId: number,
  now = new Date(),
): Promise<BattleOutcome> {
  const battle = await env.DB.prepare(
    `SELECT b.user1_id AS user1Id, b.user2_id AS user2Id, b.user1_completed_at AS user1At, b.user2_completed_at AS user2At,
       b.winner_id AS winnerId, c.title FROM battle_matches b JOIN challenges c ON c.id = b.challenge_id WHERE b.id = ?`,
  )
    .bind(battleId)
    .first<{
      user1Id: string;
      user2Id: string;
      user1At: number | null;
      user2At: number | null;
      winnerId: string | null;
      title: string;
    }>();
  if (!battle || (battle.user1Id !== userId && battle.user2Id !== userId)) return "not-found";
  const mineAt = battle.user1Id === userId ? battle.user1At : battle.user2At;
  if (mineAt !== null || battle.winnerId) return "already-finished";

  const [rules, ...inputs] = await env.DB.batch([
    achievementRulesStatement(env),
    ...unlockInputStatements(env, battle.user1Id),
    ...unlockInputStatements(env, battle.user2Id),
  ]);
  const t = now.getTime();
  // The second completion is stored strictly after the first, so "earlier" is never a tie.
  const side = (n: 1 | 2) => {
    const other = n === 1 ? 2 : 1;
    return env.DB.prepare(
      `UPDATE battle_matches SET user${n}_completed = 1,
         user${n}_completed_at = CASE WHEN user${other}_completed_at >= ? THEN user${other}_completed_at + 1 ELSE ? END
       WHERE id = ? AND user${n}_id = ? AND user${n}_completed = 0 AND winner_id IS NULL`,
    ).bind(t, t, battleId, userId);
  };
  const winnerAward = (winner: string, unlockInputs: D1Result[]) =>
    awardStatements(
      env,
      {
        userId: winner,
        key: awardKey.battle(battleId),
        type: "battle_won",
        xp: BATTLE_WIN_XP,
        description: `Won a battle: ${battle.title}`,
      },
      {
        when: {
          sql: "EXISTS (SELECT 1 FROM battle_matches WHERE id = ? AND winner_id = ?)",
          params: [battleId, winner],
        },
        rounds: awardRounds(rules.results as AchievementRule[], readUnlockInputs(unlockInputs), { xp: BATTLE_WIN_XP }),
        now: t,
      },
    );
  const [[marked1], [marked2], , , , [final]] = await runBatch(env, [
    side(1),
    side(2),
    env.DB.prepare(
      `UPDATE battle_matches SET winner_id = ${WINNER_SQL}, completed_at = ?
       WHERE id = ? AND winner_id IS NULL AND user1_completed = 1 AND user2_completed = 1`,
    ).bind(t, battleId),
    winnerAward(battle.user1Id, inputs.slice(0, 2)),
    winnerAward(battle.user2Id, inputs.slice(2, 4)),
    env.DB.prepare(
      `SELECT user1_id AS user1Id, user2_id AS user2Id, user1_completed_at AS user1At, user2_completed_at AS user2At, winner_id AS winnerId
       FROM battle_matches WHERE id = ?`,
    ).bind(battleId),
  ]);
  if (marked1.meta.changes + marked2.meta.changes === 0) return "already-finished";
  const after = final.results[0] as
    | { user1Id: string; user2Id: string; user1At: number | null; user2At: number | null; winnerId: string | null }
    | undefined;
  return after ? battleState(after, userId) : "not-found";
}
