// A member's profile as the game reads it: the figures (XP, level, rank, streaks) the game
// writes through the award writer, and what the header's badges show. Auth writes the row
// itself, with the username (app/auth/profile-row.server.ts).
import { eq } from "drizzle-orm";
import { schema, type Database, type MemberId } from "~/db.server";

const profiles = schema.userProfiles;

/** The figures a member's level card shows, and an award answers with. */
export const PROFILE_FIGURES = {
  xp: profiles.xp,
  level: profiles.level,
  rank: profiles.rank,
  currentStreak: profiles.currentStreak,
  longestStreak: profiles.longestStreak,
};

export const profileQuery = (db: Database, userId: MemberId) =>
  db
    .select({
      ...PROFILE_FIGURES,
      lastActivityDate: profiles.lastActivityDate,
      timeZone: profiles.timeZone,
      streakFreezes: profiles.streakFreezes,
      frozenDay: profiles.frozenDay,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId));

export type Profile = Awaited<ReturnType<typeof profileQuery>>[number];

/**
 * What the header's badges show of the signed-in member, and the zone their dates are
 * written in: a page's read (app/page-read.server.ts).
 */
export const badgesQuery = (db: Database, member: MemberId) =>
  db
    .select({ username: profiles.username, xp: profiles.xp, level: profiles.level, timeZone: profiles.timeZone })
    .from(profiles)
    .where(eq(profiles.userId, member))
    .limit(1);
