// What /account shows about a member, read in one D1 round trip.
import { count, eq } from "drizzle-orm";
import { savedAssessment } from "~/assessment/index.server";
import { subscriptionState } from "~/billing/index.server";
import { database, schema } from "~/db.server";
import type { Env } from "~/env";

export async function memberOverview(env: Env, userId: string, now = new Date()) {
  const db = database(env);
  const [users, profiles, subscriptions, unlocked, assessments] = await db.batch([
    db
      .select({ email: schema.user.email, createdAt: schema.user.createdAt })
      .from(schema.user)
      .where(eq(schema.user.id, userId)),
    db.select().from(schema.userProfiles).where(eq(schema.userProfiles.userId, userId)),
    db.select().from(schema.userSubscriptions).where(eq(schema.userSubscriptions.userId, userId)),
    db.select({ n: count() }).from(schema.userAchievements).where(eq(schema.userAchievements.userId, userId)),
    db.select().from(schema.assessmentResults).where(eq(schema.assessmentResults.userId, userId)),
  ]);
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
