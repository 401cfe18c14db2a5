// "Download my data": everything the app stores about one member, as one JSON document.
// Every query is scoped to the member's own id; other members appear only by the
// username the member saw them under (opponents, invitations).
import { asc, eq, or, sql } from "drizzle-orm";
import { getSubscription } from "~/billing/index.server";
import { coachingExportQuery } from "~/coaching/index.server";
import { config } from "~/config.server";
import { database, schema } from "~/db.server";
import type { Env } from "~/env";
import { followsExportQuery } from "~/friends/index.server";
import { otherMember } from "~/game/index.server";
import { logbookExport, logbookExportReads } from "~/logbook/index.server";
import { mealsExport } from "~/meals/index.server";
import { supportExport } from "~/support/index.server";
import { trainingExport } from "~/training/index.server";

export const EXPORT_FORMAT = "glowup-member-export/1";

export async function exportMemberData(env: Env, userId: string, now = new Date()) {
  const origin = config(env).origin;
  const db = database(env);
  const { user, userProfiles: p, session, userSubscriptions: subs, activityLog: log } = schema;
  const { userChallenges: starts, challenges, userAchievements: held, achievements } = schema;
  const { challengeInvitations: inv, battleMatches: b, chatMessages: m, chatChannels: ch, faceScans: scans } = schema;
  const reminders = schema.streakReminders;
  const invitedWith = otherMember(userId, inv.fromUserId, inv.toUserId);
  const opponent = otherMember(userId, b.user1Id, b.user2Id);
  const [
    users,
    profiles,
    sessions,
    billing,
    activity,
    started,
    unlocked,
    invitations,
    battles,
    messages,
    scanRows,
    assessments,
    reminderMails,
    coaching,
    followRows,
    ...logbook
  ] = await db.batch([
    db
      .select({ email: user.email, name: user.name, emailVerified: user.emailVerified, createdAt: user.createdAt })
      .from(user)
      .where(eq(user.id, userId)),
    db
      .select({
        username: p.username,
        xp: p.xp,
        level: p.level,
        currentStreak: p.currentStreak,
        longestStreak: p.longestStreak,
        lastActivityDate: p.lastActivityDate,
        streakFreezes: p.streakFreezes,
        frozenDay: p.frozenDay,
        timeZone: p.timeZone,
        rank: p.rank,
        streakReminders: p.reminders,
        createdAt: p.createdAt,
      })
      .from(p)
      .where(eq(p.userId, userId)),
    db
      .select({
        createdAt: session.createdAt,
        expiresAt: session.expiresAt,
        ipAddress: session.ipAddress,
        userAgent: session.userAgent,
      })
      .from(session)
      .where(eq(session.userId, userId))
      .orderBy(asc(session.createdAt)),
    db
      .select({
        status: subs.status,
        cancelAtPeriodEnd: subs.cancelAtPeriodEnd,
        trialUsed: subs.trialUsed,
        updatedAt: subs.updatedAt,
      })
      .from(subs)
      .where(eq(subs.userId, userId)),
    db
      .select({ type: log.activityType, xp: log.xpEarned, description: log.description, createdAt: log.createdAt })
      .from(log)
      .where(eq(log.userId, userId))
      .orderBy(asc(log.id)),
    db
      .select({
        challenge: challenges.title,
        day: starts.day,
        completed: starts.completed,
        completedAt: starts.completedAt,
        startedAt: starts.createdAt,
      })
      .from(starts)
      .innerJoin(challenges, eq(challenges.id, starts.challengeId))
      .where(eq(starts.userId, userId))
      .orderBy(asc(starts.id)),
    db
      .select({
        title: achievements.title,
        rarity: achievements.rarity,
        xpReward: achievements.xpReward,
        unlockedAt: held.unlockedAt,
      })
      .from(held)
      .innerJoin(achievements, eq(achievements.id, held.achievementId))
      .where(eq(held.userId, userId))
      .orderBy(asc(held.unlockedAt)),
    db
      .select({
        id: inv.id,
        challenge: challenges.title,
        status: inv.status,
        createdAt: inv.createdAt,
        direction: sql<"sent" | "received">`CASE WHEN ${inv.fromUserId} = ${userId} THEN 'sent' ELSE 'received' END`.as(
          "direction",
        ),
        otherMember: invitedWith.name,
      })
      .from(inv)
      .innerJoin(challenges, eq(challenges.id, inv.challengeId))
      .leftJoin(...invitedWith.join)
      .where(or(eq(inv.fromUserId, userId), eq(inv.toUserId, userId)))
      .orderBy(asc(inv.id)),
    db
      .select({
        id: b.id,
        challenge: challenges.title,
        startedAt: b.createdAt,
        finishedAt: b.completedAt,
        yourCompletionAt: sql<
          number | null
        >`CASE WHEN ${b.user1Id} = ${userId} THEN ${b.user1CompletedAt} ELSE ${b.user2CompletedAt} END`.as(
          "your_completion_at",
        ),
        result: sql<
          "won" | "lost" | null
        >`CASE WHEN ${b.winnerId} IS NULL THEN NULL WHEN ${b.winnerId} = ${userId} THEN 'won' ELSE 'lost' END`.as(
          "result",
        ),
        opponent: opponent.name,
      })
      .from(b)
      .innerJoin(challenges, eq(challenges.id, b.challengeId))
      .leftJoin(...opponent.join)
      .where(or(eq(b.user1Id, userId), eq(b.user2Id, userId)))
      .orderBy(asc(b.id)),
    db
      .select({ id: m.id, channel: ch.name, username: m.username, message: m.message, createdAt: m.createdAt })
      .from(m)
      .innerJoin(ch, eq(ch.id, m.channelId))
      .where(eq(m.userId, userId))
      .orderBy(asc(m.id)),
    db
      .select({
        id: scans.id,
        ratingTenths: scans.ratingTenths,
        analysis: scans.analysis,
        recommendations: scans.recommendations,
        subScores: scans.subScores,
        analyzer: scans.analyzer,
        createdAt: scans.createdAt,
      })
      .from(scans)
      .where(eq(scans.userId, userId))
      .orderBy(asc(scans.id)),
    db
      .select({
        plan: schema.assessmentResults.plan,
        focus: schema.assessmentResults.focus,
        answers: schema.assessmentResults.answers,
        createdAt: schema.assessmentResults.createdAt,
      })
      .from(schema.assessmentResults)
      .where(eq(schema.assessmentResults.userId, userId)),
    db
      .select({ day: reminders.day, sentAt: reminders.sentAt, unsubscribedAt: reminders.unsubscribedAt })
      .from(reminders)
      .where(eq(reminders.userId, userId))
      .orderBy(asc(reminders.day)),
    coachingExportQuery(db, userId),
    followsExportQuery(db, userId),
    ...logbookExportReads(db, userId),
  ]);
  const [workoutProgrammes, meals, support] = await Promise.all([
    trainingExport(env, userId),
    mealsExport(env, userId),
    supportExport(env, userId),
  ]);
  const time = (v: Date | number | null) => (v === null ? null : new Date(v).toISOString());
  const json = (v: string) => {
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  };
  const [account] = users;
  const [profile] = profiles;
  const [stored] = billing;
  const [assessment] = assessments;
  return {
    format: EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    account: account ? { ...account, createdAt: time(account.createdAt) } : null,
    profile: profile ? { ...profile, createdAt: time(profile.createdAt) } : null,
    subscription: {
      ...(await getSubscription(env, userId, now)),
      status: stored?.status ?? null,
      cancelAtPeriodEnd: stored?.cancelAtPeriodEnd ?? false,
      trialUsed: stored?.trialUsed ?? false,
    },
    sessions: sessions.map((s) => ({ ...s, createdAt: time(s.createdAt), expiresAt: time(s.expiresAt) })),
    progress: {
      xp: profile?.xp ?? 0,
      level: profile?.level ?? 1,
      currentStreak: profile?.currentStreak ?? 0,
      longestStreak: profile?.longestStreak ?? 0,
      activityLog: activity.map((a) => ({ ...a, createdAt: time(a.createdAt) })),
      challenges: started.map((c) => ({
        ...c,
        completedAt: time(c.completedAt),
        startedAt: time(c.startedAt),
      })),
    },
    achievements: unlocked.map((a) => ({ ...a, unlockedAt: time(a.unlockedAt) })),
    invitations: invitations.map((i) => ({ ...i, createdAt: time(i.createdAt) })),
    battles: battles.map((row) => ({
      ...row,
      startedAt: time(row.startedAt),
      finishedAt: time(row.finishedAt),
      yourCompletionAt: time(row.yourCompletionAt),
    })),
    chatMessages: messages.map((row) => ({ ...row, createdAt: time(row.createdAt) })),
    // Who the member follows and who follows them, by username (decision 078).
    follows: followRows.map((row) => ({ ...row, since: time(row.since) })),
    scans: scanRows.map((row) => ({
      id: row.id,
      rating: row.ratingTenths / 10,
      analysis: row.analysis,
      recommendations: json(row.recommendations),
      subScores: json(row.subScores),
      analyzer: row.analyzer,
      createdAt: time(row.createdAt),
      // The owner-only photo route: it answers only while signed in as this member.
      photoUrl: `${origin}/face-scanner/photos/${row.id}`,
      thumbnailUrl: `${origin}/face-scanner/photos/${row.id}?size=thumb`,
      resultUrl: `${origin}/face-scanner/scans/${row.id}`,
    })),
    assessment: assessment
      ? { ...assessment, answers: json(assessment.answers), createdAt: time(assessment.createdAt) }
      : null,
    progressLog: logbookExport(logbook),
    workoutProgrammes,
    mealPlan: meals,
    // The member's own support requests with their threads (staff's replies included);
    // nothing else of staff's records (the audit log) is the member's.
    supportRequests: support.map((r) => ({
      ...r,
      dueAt: time(r.dueAt),
      closedAt: time(r.closedAt),
      createdAt: time(r.createdAt),
      url: `${origin}/support/${r.id}`,
      messages: r.messages.map((m) => ({ ...m, fromStaff: Boolean(m.fromStaff), createdAt: time(m.createdAt) })),
    })),
    // Elite coaching sessions: the times the member offered, the one confirmed, the link.
    coachingSessions: coaching.map(({ periodKey: _period, slot: _slot, ...c }) => ({
      ...c,
      time1: time(c.time1),
      time2: time(c.time2),
      time3: time(c.time3),
      confirmedAt: time(c.confirmedAt),
      createdAt: time(c.createdAt),
    })),
    streakReminderMails: reminderMails.map((r) => ({
      day: r.day,
      sentAt: time(r.sentAt),
      unsubscribedAt: time(r.unsubscribedAt),
    })),
  };
}

/** The download's file name, dated (UTC day). */
export const exportFileName = (now = new Date()) => `glowup-data-${now.toISOString().slice(0, 10)}.json`;
