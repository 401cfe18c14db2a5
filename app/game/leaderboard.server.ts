// The global leaderboard and the achievements board: reads only.
import type { schema } from "~/db.server";
import type { Env } from "~/env";
import { readUnlockInputs, unlockInputStatements } from "./awards.server";
import type { Standing } from "./standing";

export const LEADERBOARD_SIZE = 50;

const TOP_SQL = `SELECT user_id = ?1 AS mine, username, xp, level, current_streak AS currentStreak, rank
  FROM user_profiles ORDER BY xp DESC, created_at ASC, user_id ASC LIMIT ${LEADERBOARD_SIZE}`;

type TopRow = { mine: number; username: string; xp: number; level: number; currentStreak: number; rank: string };

/**
 * The member's own standing in the leaderboard's order (XP, then the older profile,
 * then the user id), how many members there are, and the XP of the next one up.
 */
const STANDING_SQL = `SELECT p.xp AS xp,
    (SELECT COUNT(*) FROM user_profiles o WHERE o.xp > p.xp OR (o.xp = p.xp AND (o.created_at < p.created_at
       OR (o.created_at = p.created_at AND o.user_id < p.user_id)))) + 1 AS position,
    (SELECT COUNT(*) FROM user_profiles) AS total,
    (SELECT min(o.xp) FROM user_profiles o WHERE o.xp > p.xp) AS aboveXp
  FROM user_profiles p WHERE p.user_id = ?`;

/**
 * The top 50 members by XP and the viewer's standing, in one D1 round trip. Ties: the
 * older profile first, then the user id, so the order never changes between loads.
 * Rows carry no user ids (issue #11): `mine` marks the viewer's own row on the server.
 */
export async function rankingsBoard(env: Env, viewerId: string) {
  const [top, mine] = await env.DB.batch([
    env.DB.prepare(TOP_SQL).bind(viewerId),
    env.DB.prepare(STANDING_SQL).bind(viewerId),
  ]);
  const standing: Standing = (mine.results[0] as Standing | undefined) ?? {
    position: 1,
    total: 1,
    xp: 0,
    aboveXp: null,
  };
  return { rows: (top.results as TopRow[]).map((r) => ({ ...r, mine: Boolean(r.mine) })), standing };
}

/**
 * Every achievement (by category, then requirement), the ones this member holds, and
 * what the member has toward each requirement, in one D1 round trip.
 */
export async function achievementBoard(env: Env, userId: string) {
  const [all, mine, ...inputs] = await env.DB.batch([
    env.DB.prepare(
      `SELECT id, title, description, category, icon, rarity, xp_reward AS xpReward, requirement_type AS requirementType,
         requirement_value AS requirementValue FROM achievements ORDER BY category, requirement_value, id`,
    ),
    env.DB.prepare(
      "SELECT achievement_id AS id, unlocked_at AS unlockedAt FROM user_achievements WHERE user_id = ?",
    ).bind(userId),
    ...unlockInputStatements(env, userId),
  ]);
  const unlocked = new Map(
    (mine.results as { id: string; unlockedAt: number }[]).map((m) => [m.id, new Date(m.unlockedAt)]),
  );
  const items = (all.results as (typeof schema.achievements.$inferSelect)[]).map((x) => ({
    ...x,
    unlockedAt: unlocked.get(x.id) ?? null,
  }));
  return { items, stats: readUnlockInputs(inputs).stats };
}
