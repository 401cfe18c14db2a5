// The global leaderboard and the achievements board: reads only.
import { asc, desc, eq } from "drizzle-orm";
import { database, schema } from "~/db.server";
import type { Env } from "~/env";

export const LEADERBOARD_SIZE = 50;

/** The top 50 members by XP (ties: who got there first). */
export async function topMembers(env: Env) {
  const p = schema.userProfiles;
  return database(env)
    .select({ userId: p.userId, username: p.username, xp: p.xp, level: p.level, currentStreak: p.currentStreak, rank: p.rank })
    .from(p)
    .orderBy(desc(p.xp), asc(p.createdAt))
    .limit(LEADERBOARD_SIZE);
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
