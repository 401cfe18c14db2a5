// Streak freezes (decision 071): earned on every 7th day in a row (completion.server.ts, in the
// completion's batch), bought with XP through the one award writer as a negative award, and
// used by one guarded UPDATE when a member's own day finds missed days behind their streak.
// The guard is the last day itself: of two racing requests (a page load and a completion,
// or two of either) only the first moves it, so a missed day takes one freeze, once.
import { and, eq, gte, sql } from "drizzle-orm";
import type { ZoneHints } from "~/calendar/days";
import { Batch, database, schema, type Database, type Statement } from "~/db.server";
import type { Env } from "~/env";
import { awardKey } from "./award-keys";
import { addAward } from "./awards.server";
import { gameDay, type Challenge } from "./day.server";
import type { Profile } from "./profile.server";
import { FREEZE_PRICE_XP, FREEZES_HELD_MAX, freezeCover, mayBuyFreeze } from "./streak";
import { XP_PER_LEVEL } from "./levels";

const profiles = schema.userProfiles;

export type Cover = NonNullable<ReturnType<typeof freezeCover>>;

/** The freezes due on `today` for this profile (as read), or null. */
export const dueCover = (
  profile: Pick<Profile, "currentStreak" | "lastActivityDate" | "streakFreezes"> | undefined,
  today: string,
) =>
  profile
    ? freezeCover({ current: profile.currentStreak, lastDay: profile.lastActivityDate }, profile.streakFreezes, today)
    : null;

/** Uses the freezes of `cover`, only if the member's last day is still the one read. */
export const coverStatement = (db: Database, userId: string, readLastDay: string, cover: Cover): Statement =>
  db
    .update(profiles)
    .set({
      lastActivityDate: cover.lastDay,
      frozenDay: cover.lastDay,
      streakFreezes: sql`${profiles.streakFreezes} - ${cover.used}`,
    })
    .where(
      and(
        eq(profiles.userId, userId),
        eq(profiles.lastActivityDate, readLastDay),
        gte(profiles.streakFreezes, cover.used),
      ),
    );

/**
 * A page that opens the member's day (the home, /progress) uses the freezes due, so the
 * morning after a missed day already says so. A write only when one is due; the figures
 * the page shows are the ones after it.
 */
export async function applyDueFreezes<
  P extends { lastActivityDate: string | null; currentStreak: number; streakFreezes: number; frozenDay: string | null },
>(env: Env, userId: string, profile: P, today: string): Promise<P> {
  const cover = dueCover(profile, today);
  if (!cover || !profile.lastActivityDate) return profile;
  const db = database(env);
  // The guarded write and a read back, one round trip: this request or a racing one used it,
  // and either way the row now says so.
  const [, [row]] = await db.batch([
    coverStatement(db, userId, profile.lastActivityDate, cover),
    db
      .select({
        lastActivityDate: profiles.lastActivityDate,
        streakFreezes: profiles.streakFreezes,
        frozenDay: profiles.frozenDay,
      })
      .from(profiles)
      .where(eq(profiles.userId, userId)),
  ]);
  return row ? { ...profile, ...row } : profile;
}

export type BuyOutcome = "bought" | "full" | "short" | "already-today";

/**
 * Buys one freeze for FREEZE_PRICE_XP: a negative award (XP stays the sum of awards), paid only
 * while the member has room for one and that much XP above their level's start (checked in the
 * batch), at most once a day (the award key).
 */
export async function buyFreeze(
  env: Env,
  hints: ZoneHints,
  userId: string,
  [profile, active]: readonly [Profile[], Challenge[]],
  now = new Date(),
): Promise<BuyOutcome> {
  const p = profile[0];
  if (!p) return "short";
  const may = mayBuyFreeze(p);
  if (may !== "ok") return may;
  const { today } = gameDay(userId, hints, p, active, now);
  const db = database(env);
  const batch = new Batch();
  const paid = addAward(
    db,
    batch,
    {
      userId,
      key: awardKey.freeze(today),
      type: "freeze_bought",
      xp: -FREEZE_PRICE_XP,
      description: "Bought a streak freeze",
    },
    {
      when: sql`EXISTS (SELECT 1 FROM ${profiles} WHERE ${profiles.userId} = ${userId}
        AND ${profiles.streakFreezes} < ${sql.raw(String(FREEZES_HELD_MAX))}
        AND (${profiles.xp} % ${sql.raw(String(XP_PER_LEVEL))}) >= ${sql.raw(String(FREEZE_PRICE_XP))})`,
      then: (claimed) => [
        db
          .update(profiles)
          .set({ streakFreezes: sql`${profiles.streakFreezes} + 1` })
          .where(and(eq(profiles.userId, userId), claimed)),
      ],
      rounds: 1,
      now: now.getTime(),
    },
  );
  await batch.run(db);
  const result = paid();
  if (result.awarded.some((a) => a.key === awardKey.freeze(today))) return "bought";
  const after = result.profile;
  return after && after.xp % XP_PER_LEVEL < FREEZE_PRICE_XP ? "short" : "already-today";
}
