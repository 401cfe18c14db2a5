// The global leaderboard and the achievements board: reads only, made in the viewer's own
// D1 round trip (decision 045): `member` is the viewer's id as SQL, or a plain id.
import { asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { alias } from "drizzle-orm/sqlite-core";
import { scalar, schema, type Database } from "~/db.server";
import { readUnlockInputs, unlockInputQueries } from "./awards.server";
import type { Standing } from "./standing";

export const LEADERBOARD_SIZE = 50;

const profiles = schema.userProfiles;
const others = alias(profiles, "o");

/**
 * The top 50 members by XP and the viewer's standing. Ties: the older profile first,
 * then the user id, so the order never changes between loads. Rows carry no user ids
 * (issue #11): `mine` marks the viewer's own row on the server.
 */
export const rankingsReads = (db: Database, viewerId: string | SQL<string>) =>
  [
    db
      .select({
        mine: sql<number>`${profiles.userId} = ${viewerId}`,
        username: profiles.username,
        xp: profiles.xp,
        level: profiles.level,
        currentStreak: profiles.currentStreak,
        rank: profiles.rank,
      })
      .from(profiles)
      .orderBy(desc(profiles.xp), asc(profiles.createdAt), asc(profiles.userId))
      .limit(LEADERBOARD_SIZE),
    // The viewer's place in the same order, how many members there are, and the XP of the next one up.
    // Two counts, each one range of user_profiles_board_idx: one OR over both made SQLite look
    // up every member's row (decision 028).
    db
      .select({
        xp: profiles.xp,
        position: sql<number>`${scalar(sql`SELECT COUNT(*) FROM ${profiles} ${others} WHERE ${others.xp} > ${profiles.xp}`)}
          + ${scalar(sql`SELECT COUNT(*) FROM ${profiles} ${others} WHERE ${others.xp} = ${profiles.xp}
            AND (${others.createdAt}, ${others.userId}) < (${profiles.createdAt}, ${profiles.userId})`)} + 1`,
        total: scalar<number>(sql`SELECT COUNT(*) FROM ${profiles}`),
        aboveXp: scalar<number | null>(
          sql`SELECT min(${others.xp}) FROM ${profiles} ${others} WHERE ${others.xp} > ${profiles.xp}`,
        ),
      })
      .from(profiles)
      .where(eq(profiles.userId, viewerId)),
  ] as const;

export function rankingsBoard([top, mine]: BatchResponse<ReturnType<typeof rankingsReads>>) {
  const standing: Standing = mine[0] ?? { position: 1, total: 1, xp: 0, aboveXp: null };
  return { rows: top.map((r) => ({ ...r, mine: Boolean(r.mine) })), standing };
}

const a = schema.achievements;
const held = schema.userAchievements;

/**
 * Every achievement (by category, then requirement), the ones this member holds and
 * when, and what the member has toward each requirement.
 */
export const achievementReads = (db: Database, userId: string | SQL<string>) =>
  [
    db.select().from(a).orderBy(asc(a.category), asc(a.requirementValue), asc(a.id)),
    db.select({ id: held.achievementId, unlockedAt: held.unlockedAt }).from(held).where(eq(held.userId, userId)),
    ...unlockInputQueries(db, userId),
  ] as const;

export function achievementBoard([all, mine, stats, heldIds]: BatchResponse<ReturnType<typeof achievementReads>>) {
  const unlocked = new Map(mine.map((m) => [m.id, m.unlockedAt]));
  const items = all.map((x) => ({ ...x, unlockedAt: unlocked.get(x.id) ?? null }));
  return { items, stats: readUnlockInputs(stats, heldIds).stats };
}
