// "Download my data": everything the app stores about one member, as one JSON document.
// Every query is scoped to the member's own id; other members appear only by the
// username the member saw them under (opponents, invitations).
import { config } from "~/config.server";
import { getSubscription } from "~/billing/subscription.server";
import type { Env } from "~/env";
import { DELETED_MEMBER } from "../../db/constants";

export const EXPORT_FORMAT = "glowup-member-export/1";

type Rows = Record<string, unknown>[];

export async function exportMemberData(env: Env, userId: string, now = new Date()) {
  const origin = config(env).origin;
  const q = (sql: string, ...params: unknown[]) => env.DB.prepare(sql).bind(...params);
  const [
    users,
    profiles,
    sessions,
    billing,
    activity,
    challenges,
    achievements,
    invitations,
    battles,
    messages,
    scans,
    assessments,
  ] = await env.DB.batch([
    q("SELECT email, name, email_verified AS emailVerified, created_at AS createdAt FROM user WHERE id = ?", userId),
    q(
      `SELECT username, xp, level, current_streak AS currentStreak, longest_streak AS longestStreak,
           last_activity_date AS lastActivityDate, time_zone AS timeZone, rank, created_at AS createdAt
         FROM user_profiles WHERE user_id = ?`,
      userId,
    ),
    q(
      "SELECT created_at AS createdAt, expires_at AS expiresAt, ip_address AS ipAddress, user_agent AS userAgent FROM session WHERE user_id = ? ORDER BY created_at",
      userId,
    ),
    q(
      "SELECT status, cancel_at_period_end AS cancelAtPeriodEnd, trial_used AS trialUsed, updated_at AS updatedAt FROM user_subscriptions WHERE user_id = ?",
      userId,
    ),
    q(
      "SELECT activity_type AS type, xp_earned AS xp, description, created_at AS createdAt FROM activity_log WHERE user_id = ? ORDER BY id",
      userId,
    ),
    q(
      `SELECT c.title AS challenge, u.day, u.completed, u.completed_at AS completedAt, u.created_at AS startedAt
         FROM user_challenges u JOIN challenges c ON c.id = u.challenge_id WHERE u.user_id = ? ORDER BY u.id`,
      userId,
    ),
    q(
      `SELECT a.title, a.rarity, a.xp_reward AS xpReward, ua.unlocked_at AS unlockedAt
         FROM user_achievements ua JOIN achievements a ON a.id = ua.achievement_id WHERE ua.user_id = ?1 ORDER BY ua.unlocked_at`,
      userId,
    ),
    q(
      `SELECT i.id, c.title AS challenge, i.status, i.created_at AS createdAt,
           CASE WHEN i.from_user_id = ?1 THEN 'sent' ELSE 'received' END AS direction,
           coalesce(p.username, ?2) AS otherMember
         FROM challenge_invitations i JOIN challenges c ON c.id = i.challenge_id
         LEFT JOIN user_profiles p ON p.user_id = CASE WHEN i.from_user_id = ?1 THEN i.to_user_id ELSE i.from_user_id END
         WHERE i.from_user_id = ?1 OR i.to_user_id = ?1 ORDER BY i.id`,
      userId,
      DELETED_MEMBER,
    ),
    q(
      `SELECT b.id, c.title AS challenge, b.created_at AS startedAt, b.completed_at AS finishedAt,
           CASE WHEN b.user1_id = ?1 THEN b.user1_completed_at ELSE b.user2_completed_at END AS yourCompletionAt,
           CASE WHEN b.winner_id IS NULL THEN NULL WHEN b.winner_id = ?1 THEN 'won' ELSE 'lost' END AS result,
           coalesce(p.username, ?2) AS opponent
         FROM battle_matches b JOIN challenges c ON c.id = b.challenge_id
         LEFT JOIN user_profiles p ON p.user_id = CASE WHEN b.user1_id = ?1 THEN b.user2_id ELSE b.user1_id END
         WHERE b.user1_id = ?1 OR b.user2_id = ?1 ORDER BY b.id`,
      userId,
      DELETED_MEMBER,
    ),
    q(
      `SELECT m.id, ch.name AS channel, m.username, m.message, m.created_at AS createdAt
         FROM chat_messages m JOIN chat_channels ch ON ch.id = m.channel_id WHERE m.user_id = ? ORDER BY m.id`,
      userId,
    ),
    q(
      `SELECT id, rating AS ratingTenths, analysis, recommendations, sub_scores AS subScores, analyzer, created_at AS createdAt
         FROM face_scans WHERE user_id = ? ORDER BY id`,
      userId,
    ),
    q("SELECT plan, focus, answers, created_at AS createdAt FROM assessment_results WHERE user_id = ?", userId),
  ]);
  const all = (r: D1Result) => (r.results ?? []) as Rows;
  const one = (r: D1Result) => all(r)[0] ?? null;
  const time = (v: unknown) => (typeof v === "number" ? new Date(v).toISOString() : null);
  const json = (v: unknown) => {
    try {
      return typeof v === "string" ? JSON.parse(v) : v;
    } catch {
      return v;
    }
  };
  const user = one(users);
  const profile = one(profiles);
  const stored = one(billing);
  const assessment = one(assessments);
  return {
    format: EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    account: user && {
      email: user.email,
      name: user.name,
      emailVerified: Boolean(user.emailVerified),
      createdAt: time(user.createdAt),
    },
    profile: profile && { ...profile, createdAt: time(profile.createdAt) },
    subscription: {
      ...(await getSubscription(env, userId, now)),
      status: stored?.status ?? null,
      cancelAtPeriodEnd: Boolean(stored?.cancelAtPeriodEnd),
      trialUsed: Boolean(stored?.trialUsed),
    },
    sessions: all(sessions).map((s) => ({ ...s, createdAt: time(s.createdAt), expiresAt: time(s.expiresAt) })),
    progress: {
      xp: profile?.xp ?? 0,
      level: profile?.level ?? 1,
      currentStreak: profile?.currentStreak ?? 0,
      longestStreak: profile?.longestStreak ?? 0,
      activityLog: all(activity).map((a) => ({ ...a, createdAt: time(a.createdAt) })),
      challenges: all(challenges).map((c) => ({
        ...c,
        completed: Boolean(c.completed),
        completedAt: time(c.completedAt),
        startedAt: time(c.startedAt),
      })),
    },
    achievements: all(achievements).map((a) => ({ ...a, unlockedAt: time(a.unlockedAt) })),
    invitations: all(invitations).map((i) => ({ ...i, createdAt: time(i.createdAt) })),
    battles: all(battles).map((b) => ({
      ...b,
      startedAt: time(b.startedAt),
      finishedAt: time(b.finishedAt),
      yourCompletionAt: time(b.yourCompletionAt),
    })),
    chatMessages: all(messages).map((m) => ({ ...m, createdAt: time(m.createdAt) })),
    scans: all(scans).map((s) => ({
      id: s.id,
      rating: Number(s.ratingTenths) / 10,
      analysis: s.analysis,
      recommendations: json(s.recommendations),
      subScores: json(s.subScores),
      analyzer: s.analyzer,
      createdAt: time(s.createdAt),
      // The owner-only photo route: it answers only while signed in as this member.
      photoUrl: `${origin}/face-scanner/photos/${s.id}`,
      thumbnailUrl: `${origin}/face-scanner/photos/${s.id}?size=thumb`,
      resultUrl: `${origin}/face-scanner/scans/${s.id}`,
    })),
    assessment: assessment && {
      ...assessment,
      answers: json(assessment.answers),
      createdAt: time(assessment.createdAt),
    },
  };
}

/** The download's file name, dated (UTC day). */
export const exportFileName = (now = new Date()) => `glowup-data-${now.toISOString().slice(0, 10)}.json`;
