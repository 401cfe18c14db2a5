// The global leaderboard and the achievements board: reads only.
import { asc, desc, eq, sql } from "drizzle-orm";
import { database, schema } from "~/db.server";
import type { Env } from "~/env";

export const LEADERBOARD_SIZE = 50;

/**
 * The top 50 members by XP. Ties: the older profile first, then the user id, so the
 * order never changes between loads. Rows carry no user ids (issue #11): `mine` marks
 * the viewer's own row on the server.
 */
export async function topMembers(env: Env, viewerId: string) {
  const p = schema.userProfiles;
  const rows = await database(env)
    .select({
      mine: sql<number>`${p.userId} = ${viewerId}`,
      username: p.username,
      xp: p.xp,
      level: p.level,
      currentStreak: p.currentStreak,
      rank: p.rank,
    })
    .from(p)
    .orderBy(desc(p.xp), asc(p.createdAt), asc(p.userId))
    .limit(LEADERBOARD_SIZE);
  return rows.map((r) => ({ ...r, mine: Boolean(r.mine) }));
}

/** Every achievement (by category, then requirement) and the ones this member holds. */
export async function achievementBoard(env: Env, userId: string) {
  const db = database(env);
  const a = schema.achievements;
  const [all, mine] = await db.batch([
    db.select().from(a).orderBy(asc(a.category), asc(a.requirementValue)),
    db
      .select({ achievementId: schema.userAchievements.achievementId, unlockedAt: schema.userAchievements.unlockedAt })
      .from(schema.userAchievements)
      .where(eq(schema.userAchievements.userId, userId)),
  ]);
  const unlocked = new Map(mine.map((m) => [m.achievementId, m.unlockedAt]));
  return all.map((x) => ({ ...x, unlockedAt: unlocked.get(x.id) ?? null }));
}
