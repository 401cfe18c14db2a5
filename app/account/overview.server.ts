// What /account shows about a member, read in the viewer's D1 round trip (decision 045).
import { count, eq, type SQL } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { savedAssessment } from "~/assessment/index.server";
import { subscriptionState } from "~/billing/index.server";
import { schema, type Database } from "~/db.server";
import type { Env } from "~/env";

/** `userId`: the member's id, or SQL naming the viewer. */
export const memberOverviewReads = (db: Database, userId: string | SQL<string>) =>
  [
    db
      .select({ email: schema.user.email, createdAt: schema.user.createdAt })
      .from(schema.user)
      .where(eq(schema.user.id, userId)),
    db.select().from(schema.userProfiles).where(eq(schema.userProfiles.userId, userId)),
    db.select().from(schema.userSubscriptions).where(eq(schema.userSubscriptions.userId, userId)),
    db.select({ n: count() }).from(schema.userAchievements).where(eq(schema.userAchievements.userId, userId)),
    db.select().from(schema.assessmentResults).where(eq(schema.assessmentResults.userId, userId)),
  ] as const;

export function memberOverview(
  env: Env,
  [users, profiles, subscriptions, unlocked, assessments]: BatchResponse<ReturnType<typeof memberOverviewReads>>,
  now = new Date(),
) {
  const profile = profiles[0];
  return {
    email: users[0]?.email ?? "",
    memberSince: users[0]?.createdAt ?? now,
    username: profile?.username ?? "",
    xp: profile?.xp ?? 0,
    level: profile?.level ?? 1,
    currentStreak: profile?.currentStreak ?? 0,
    longestStreak: profile?.longestStreak ?? 0,
    achievementsUnlocked: unlocked[0]?.n ?? 0,
    subscription: subscriptionState(env, subscriptions[0], now),
    assessment: savedAssessment(assessments[0]),
  };
}
