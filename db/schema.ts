// The whole data model: better-auth's tables first, then the app's (spec section 3).
// Times are stored as integer milliseconds (Drizzle `timestamp_ms`), calendar days
// as 'YYYY-MM-DD' text so "today" is one equality check. Column enums live beside the
// schema in ./constants.ts; the schema imports no feature, features import both.
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import {
  ACHIEVEMENT_CATEGORIES,
  ACTIVITY_TYPES,
  COACHING_STATUSES,
  CATEGORY_SLUGS,
  DIETS,
  DIFFICULTIES,
  GOALS,
  INVITATION_STATUSES,
  RARITIES,
  REQUIREMENT_TYPES,
  STAFF_ACTIONS,
  STAFF_ROLES,
  SUPPORT_AWAITING,
  REPORT_REASONS,
  SUPPORT_TOPICS,
  UNIT_SYSTEMS,
} from "./constants";

const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);

// ---------------------------------------------------------------- better-auth
export const user = sqliteTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: integer("email_verified", { mode: "boolean" }).notNull().default(false),
  image: text("image"),
  createdAt: createdAt(),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
});

export const session = sqliteTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [index("session_user_idx").on(t.userId)],
);

export const account = sqliteTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: integer("access_token_expires_at", { mode: "timestamp_ms" }),
    refreshTokenExpiresAt: integer("refresh_token_expires_at", { mode: "timestamp_ms" }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("account_user_idx").on(t.userId)],
);

export const verification = sqliteTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  // By value too: account deletion removes a member's reset tokens, whose value is their id.
  (t) => [index("verification_identifier_idx").on(t.identifier), index("verification_value_idx").on(t.value)],
);

// better-auth's rate limiter keeps its counters here so every isolate shares them.
export const rateLimit = sqliteTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: integer("last_request").notNull(),
});

// ---------------------------------------------------------------- app tables
export const userSubscriptions = sqliteTable("user_subscriptions", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  subscribed: integer("subscribed", { mode: "boolean" }).notNull().default(false),
  productId: text("product_id"),
  priceId: text("price_id"),
  subscriptionEnd: integer("subscription_end", { mode: "timestamp_ms" }),
  isTrial: integer("is_trial", { mode: "boolean" }).notNull().default(false),
  // Provider bookkeeping (not shown to members).
  status: text("status"), // trialing | active | past_due | canceled | incomplete ...
  cancelAtPeriodEnd: integer("cancel_at_period_end", { mode: "boolean" }).notNull().default(false),
  // A downgrade waiting for the period's end: the price the plan then changes to.
  scheduledPriceId: text("scheduled_price_id"),
  customerId: text("customer_id"),
  subscriptionId: text("subscription_id"),
  trialUsed: integer("trial_used", { mode: "boolean" }).notNull().default(false),
  // Provider time of the newest event applied; older events never overwrite newer state.
  lastEventAt: integer("last_event_at").notNull().default(0),
  // When the app last asked the provider for this member's state (bounds /success polling).
  syncedAt: integer("synced_at").notNull().default(0),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`),
});

// Every checkout a member opened. Starting a new one expires the older open ones, and a
// local checkout completes only while its row is open (once).
export const checkoutSessions = sqliteTable(
  "checkout_sessions",
  {
    id: text("id").primaryKey(), // local session id or Stripe's cs_... id
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(), // stripe | local
    status: text("status").notNull().default("open"), // open | expired | completed
    createdAt: createdAt(),
  },
  (t) => [index("checkout_sessions_user_status_idx").on(t.userId, t.status)],
);

// One row per provider event ever applied: a replayed event id is a no-op.
export const billingEvents = sqliteTable("billing_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  userId: text("user_id"),
  receivedAt: createdAt(),
});

// Money mails (app/billing/money-mails.server.ts): one row per mail the billing events and
// the trial-ending job decided to send, keyed by the event it is about ("trial-started:
// <subscription>", "payment-failed:<invoice>" ...). The row is written in the same D1 batch
// as the decision (the event's write, or the job's claim), so a doubled webhook or Cron run
// finds the key taken and sends nothing twice.
export const billingMails = sqliteTable("billing_mails", {
  key: text("key").primaryKey(),
  userId: text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" }),
  kind: text("kind").notNull(),
  // What the mail says (JSON: plan names, dates as ISO strings); rendered when sent.
  data: text("data").notNull(),
  sentAt: integer("sent_at", { mode: "timestamp_ms" }),
  createdAt: createdAt(),
});

// Free trials ever granted, by who they were granted to: an HMAC of the normalised email
// ("email:...") and, with Stripe, the card's fingerprint ("card:..."). No foreign key and
// not part of account deletion, so deleting an account does not open a second trial.
export const usedTrials = sqliteTable("used_trials", {
  key: text("key").primaryKey(),
  userId: text("user_id").notNull(),
  usedAt: createdAt(),
});

export const userProfiles = sqliteTable(
  "user_profiles",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    username: text("username").notNull(),
    // The name as it looks (app/auth/username-skeleton.ts): names that look alike share one,
    // so the unique index gives one of them to one member. Rows from before it are filled
    // by scripts/backfill-username-skeletons.mjs.
    usernameSkeleton: text("username_skeleton"),
    xp: integer("xp").notNull().default(0),
    level: integer("level").notNull().default(1),
    currentStreak: integer("current_streak").notNull().default(0),
    longestStreak: integer("longest_streak").notNull().default(0),
    lastActivityDate: text("last_activity_date"), // YYYY-MM-DD, a day played or covered by a freeze
    // Streak freezes held (0 to 2), and the last missed day one covered (decision 071).
    streakFreezes: integer("streak_freezes").notNull().default(0),
    frozenDay: text("frozen_day"), // YYYY-MM-DD
    // IANA zone the member's calendar day is counted in (browser Intl, else the edge's guess).
    timeZone: text("time_zone"),
    rank: text("rank").notNull().default("Unranked"),
    // The evening streak reminder (app/reminders): on for new members, off by choice.
    reminders: integer("reminders", { mode: "boolean" }).notNull().default(true),
    // A mail when another member challenges this one to a battle (decision 072): on unless turned off.
    battleMails: integer("battle_mails", { mode: "boolean" }).notNull().default(true),
    // In the weekly leagues (decision 077): on unless the member left them in Settings (app/leagues).
    leagues: integer("leagues", { mode: "boolean" }).notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("user_profiles_username_nocase").on(sql`lower(${t.username})`),
    uniqueIndex("user_profiles_username_skeleton").on(t.usernameSkeleton),
    // The board's order (XP, then the older profile, then the id): top 50 and counts of who is ahead.
    index("user_profiles_board_idx").on(t.xp, t.createdAt, t.userId),
    // The hourly reminder run reads one zone's members whose last day played was yesterday.
    index("user_profiles_reminder_idx")
      .on(t.timeZone, t.lastActivityDate, t.userId)
      .where(sql`${t.reminders} = 1`),
  ],
);

export const challenges = sqliteTable(
  "challenges",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    difficulty: text("difficulty", { enum: DIFFICULTIES }).notNull(),
    category: text("category", { enum: CATEGORY_SLUGS }).notNull(),
    xpReward: integer("xp_reward").notNull(),
    isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
    frequency: text("frequency").notNull().default("daily"),
  },
  (t) => [index("challenges_active_idx").on(t.isActive, t.frequency)],
);

export const userChallenges = sqliteTable(
  "user_challenges",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    challengeId: text("challenge_id")
      .notNull()
      .references(() => challenges.id, { onDelete: "cascade" }),
    day: text("day").notNull(), // the member's calendar day the start belongs to
    progress: integer("progress").notNull().default(0),
    target: integer("target").notNull().default(1),
    completed: integer("completed", { mode: "boolean" }).notNull().default(false),
    completedAt: integer("completed_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    // One start per user + challenge + day: a double submit cannot start twice.
    uniqueIndex("user_challenges_once_per_day").on(t.userId, t.challengeId, t.day),
    index("user_challenges_user_day_idx").on(t.userId, t.day),
  ],
);

export const challengeInvitations = sqliteTable(
  "challenge_invitations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    fromUserId: text("from_user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    toUserId: text("to_user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    challengeId: text("challenge_id")
      .notNull()
      .references(() => challenges.id, { onDelete: "cascade" }),
    status: text("status", { enum: INVITATION_STATUSES }).notNull().default("pending"),
    createdAt: createdAt(),
  },
  (t) => [
    index("invitations_to_status_idx").on(t.toUserId, t.status),
    index("invitations_from_status_idx").on(t.fromUserId, t.status),
    // One pending invitation per pair of members (either direction) and challenge.
    uniqueIndex("invitations_one_pending_per_pair")
      .on(
        sql`(CASE WHEN ${t.fromUserId} < ${t.toUserId} THEN ${t.fromUserId} ELSE ${t.toUserId} END)`,
        sql`(CASE WHEN ${t.fromUserId} < ${t.toUserId} THEN ${t.toUserId} ELSE ${t.fromUserId} END)`,
        t.challengeId,
      )
      .where(sql`${t.status} = 'pending'`),
  ],
);

export const battleMatches = sqliteTable(
  "battle_matches",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    // One battle per accepted invitation.
    invitationId: integer("invitation_id")
      .notNull()
      .unique()
      .references(() => challengeInvitations.id, { onDelete: "cascade" }),
    challengeId: text("challenge_id")
      .notNull()
      .references(() => challenges.id, { onDelete: "cascade" }),
    user1Id: text("user1_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    user2Id: text("user2_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    user1Completed: integer("user1_completed", { mode: "boolean" }).notNull().default(false),
    user2Completed: integer("user2_completed", { mode: "boolean" }).notNull().default(false),
    user1CompletedAt: integer("user1_completed_at", { mode: "timestamp_ms" }),
    user2CompletedAt: integer("user2_completed_at", { mode: "timestamp_ms" }),
    winnerId: text("winner_id").references(() => user.id, { onDelete: "set null" }),
    completedAt: integer("completed_at", { mode: "timestamp_ms" }),
    /** When the winner was shown their 'Victory!' (app/game/victories.server.ts). */
    winnerSeenAt: integer("winner_seen_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("battles_user1_idx").on(t.user1Id, t.winnerId), index("battles_user2_idx").on(t.user2Id, t.winnerId)],
);

export const achievements = sqliteTable(
  "achievements",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    category: text("category", { enum: ACHIEVEMENT_CATEGORIES }).notNull(),
    icon: text("icon").notNull(),
    rarity: text("rarity", { enum: RARITIES }).notNull(),
    xpReward: integer("xp_reward").notNull(),
    requirementType: text("requirement_type", { enum: REQUIREMENT_TYPES }).notNull(),
    requirementValue: integer("requirement_value").notNull(),
  },
  (t) => [index("achievements_category_value_idx").on(t.category, t.requirementValue)],
);

export const userAchievements = sqliteTable(
  "user_achievements",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    achievementId: text("achievement_id")
      .notNull()
      .references(() => achievements.id, { onDelete: "cascade" }),
    unlockedAt: integer("unlocked_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
  },
  // One unlock per user and achievement.
  (t) => [primaryKey({ columns: [t.userId, t.achievementId] })],
);

export const activityLog = sqliteTable(
  "activity_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    activityType: text("activity_type", { enum: ACTIVITY_TYPES }).notNull(),
    xpEarned: integer("xp_earned").notNull().default(0),
    description: text("description").notNull(),
    // What this award is for (e.g. 'daily-task:2026-11-22'): unique per user so an
    // award can only ever be written once (app/game/awards.server.ts).
    awardKey: text("award_key").notNull(),
    // Which request wrote the row: the rest of that request's batch is guarded by it.
    claim: text("claim"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("activity_log_award_once").on(t.userId, t.awardKey),
    index("activity_log_user_idx").on(t.userId, t.createdAt),
  ],
);

export const chatChannels = sqliteTable("chat_channels", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  isVip: integer("is_vip", { mode: "boolean" }).notNull().default(false),
});

export const chatMessages = sqliteTable(
  "chat_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    channelId: text("channel_id")
      .notNull()
      .references(() => chatChannels.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    username: text("username").notNull(),
    message: text("message").notNull(),
    // The browser's id for one send: a double submit or a re-post finds the first row.
    clientId: text("client_id"),
    createdAt: createdAt(),
    // Hidden by a moderator (decision 076): out of every history and room, kept for the audit trail.
    hiddenAt: integer("hidden_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    // A channel's history is read newest id first: this order needs no sort of the whole channel.
    index("chat_messages_channel_id_idx").on(t.channelId, t.id),
    uniqueIndex("chat_messages_client_id_idx").on(t.userId, t.clientId),
    index("chat_messages_user_time_idx").on(t.userId, t.createdAt),
  ],
);

// A member's report of a chat message (decision 076): one per reporter and message; a
// moderator's action on the message resolves its open reports.
export const chatReports = sqliteTable(
  "chat_reports",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    messageId: integer("message_id")
      .notNull()
      .references(() => chatMessages.id, { onDelete: "cascade" }),
    reporterId: text("reporter_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: REPORT_REASONS }).notNull(),
    createdAt: createdAt(),
    resolvedAt: integer("resolved_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    uniqueIndex("chat_reports_once_idx").on(t.messageId, t.reporterId),
    index("chat_reports_reporter_time_idx").on(t.reporterId, t.createdAt),
    index("chat_reports_open_idx").on(t.resolvedAt, t.messageId),
  ],
);

// A member who blocks another no longer sees their messages (live or in history).
export const chatBlocks = sqliteTable(
  "chat_blocks",
  {
    // What an Unblock button names: the blocker never learns the other member's id.
    id: integer("id").primaryKey({ autoIncrement: true }),
    blockerId: text("blocker_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    blockedId: text("blocked_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("chat_blocks_pair_idx").on(t.blockerId, t.blockedId),
    index("chat_blocks_blocked_idx").on(t.blockedId),
  ],
);

// A member following another (decision 078): one row per pair; blocking either way removes
// it (app/chat's block) and refuses a new one. A friend streak needs the follow both ways.
export const follows = sqliteTable(
  "follows",
  {
    followerId: text("follower_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    followeeId: text("followee_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    // Who follows a member: the mutual check and a block's removal read it.
    index("follows_followee_idx").on(t.followeeId, t.followerId),
  ],
);

// A moderator's mute (until a time) or ban of a member from chat; lifting deletes the row.
export const chatRestrictions = sqliteTable("chat_restrictions", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  mutedUntil: integer("muted_until", { mode: "timestamp_ms" }),
  bannedAt: integer("banned_at", { mode: "timestamp_ms" }),
  byName: text("by_name").notNull(),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
});

// The latest assessment result of a signed-in member (shown on /account).
export const assessmentResults = sqliteTable("assessment_results", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  plan: text("plan").notNull(),
  focus: text("focus").notNull(),
  answers: text("answers").notNull(), // JSON array of option indexes
  // The personal plan's routine made from the answers (app/plan, decision 074): JSON
  // { items: routine item ids, trainingDays: weekdays }. Null on rows from before plans.
  routine: text("routine"),
  createdAt: createdAt(),
});

// Face scans: the photo (and its thumbnail) live in R2 under keys scoped to the member
// (app/scan/keys.ts), the result here. One stored result per member and photo
// (photo_hash), so the same photo never gets a second, different rating.
export const faceScans = sqliteTable(
  "face_scans",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    photoKey: text("photo_key").notNull(),
    // Defaults only let SQLite add the columns; every scan the app writes sets them.
    thumbKey: text("thumb_key").notNull().default(""),
    /** SHA-256 (hex) of the uploaded bytes. */
    photoHash: text("photo_hash").notNull().default(""),
    /** The rating in tenths (0..100 shows as 0.0..10.0): one decimal, stored exactly. */
    ratingTenths: integer("rating").notNull(),
    analysis: text("analysis").notNull(),
    recommendations: text("recommendations").notNull(), // JSON [{ text, category }]
    subScores: text("sub_scores").notNull().default("[]"), // JSON [{ area, tenths, reason }]
    /** Which analyzer produced it: "local" (measured only) or "workers-ai" (measured, plus the model). */
    analyzer: text("analyzer").notNull().default("local"),
    /** The face rubric it was measured on (app/scan/face/rubric.ts); null: a photo-only scan from before it. */
    rubricVersion: integer("rubric_version"),
    measurements: text("measurements").notNull().default("[]"), // JSON [{ key, value }]
    /** The 68 landmarks as [x, y] shares of the stored photo's width and height (JSON), for its diagrams. */
    landmarks: text("landmarks"),
    createdAt: createdAt(),
  },
  (t) => [
    index("face_scans_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("face_scans_user_photo_uq").on(t.userId, t.photoHash),
  ],
);

// Every scan attempt an entitled member makes (result, retake, refusal, failure): the
// hourly attempt limit counts these (app/scan/rules.ts); rows older than a day are pruned.
export const faceScanAttempts = sqliteTable(
  "face_scan_attempts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("face_scan_attempts_user_idx").on(t.userId, t.createdAt)],
);

// Local development mailbox (/dev/mailbox); never written in production.
export const devMailbox = sqliteTable("dev_mailbox", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  html: text("html"),
  headers: text("headers"), // JSON object of the extra headers (List-Unsubscribe ...)
  attachments: text("attachments"), // JSON list of { filename, contentType, content } (calendar invitations)
  createdAt: createdAt(),
});

// The one live email verification link of a member (app/auth/verification.server.ts):
// a newer link replaces it, using it deletes it, and sentAt paces the resends.
export const emailVerificationLinks = sqliteTable("email_verification_links", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(), // SHA-256 (hex) of the link's token
  expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  sentAt: integer("sent_at", { mode: "timestamp_ms" }).notNull(),
});

// One streak reminder per member and calendar day (their own day), claimed before the
// mail is sent, so overlapping or retried runs send it once (app/reminders).
export const streakReminders = sqliteTable(
  "streak_reminders",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    day: text("day").notNull(), // YYYY-MM-DD in the member's zone
    run: text("run").notNull(), // the run that claimed it
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    // Set when this mail's unsubscribe link was used: each link works once.
    unsubscribedAt: integer("unsubscribed_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] }), index("streak_reminders_run_idx").on(t.run)],
);

// ---------------------------------------------------------------- weekly leagues (decision 077)

// One row per league week (its Monday, UTC), claimed by the Cron run that builds it and,
// later, by the one that closes it: a second or overlapping run finds the claim and does nothing.
export const leagueWeeks = sqliteTable("league_weeks", {
  week: text("week").primaryKey(), // YYYY-MM-DD, the week's Monday (UTC)
  buildClaim: text("build_claim").notNull(),
  builtAt: integer("built_at", { mode: "timestamp_ms" }).notNull(),
  closeClaim: text("close_claim"),
  closedAt: integer("closed_at", { mode: "timestamp_ms" }),
});

// A member's place in one week: division and group when the week is built; the week's XP,
// place in the group and move (+1 up, -1 down, 0 stays) when it closes; mailedAt once the
// result mail is claimed.
export const leaguePlaces = sqliteTable(
  "league_places",
  {
    week: text("week")
      .notNull()
      .references(() => leagueWeeks.week, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    division: integer("division").notNull(),
    groupNo: integer("group_no").notNull(),
    weekXp: integer("week_xp"),
    place: integer("place"),
    move: integer("move"),
    mailedAt: integer("mailed_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    primaryKey({ columns: [t.week, t.userId] }),
    index("league_places_group_idx").on(t.week, t.division, t.groupNo),
    index("league_places_member_idx").on(t.userId, t.week),
  ],
);

// ---------------------------------------------------------------- the progress log (issue #37)

// An Elite member's progress log (app/logbook): one entry per member and calendar day (their
// own day), every measure in metric integers so no unit conversion drifts in storage
// (grams, millimetres, minutes, millilitres; mood 1..5), null when not logged that day.
// Workouts here are the ones entered by hand; programme sessions are counted where they
// are logged (the training domain) and added when the log is read.
export const progressEntries = sqliteTable(
  "progress_entries",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    day: text("day").notNull(), // YYYY-MM-DD in the member's zone
    weightG: integer("weight_g"),
    waistMm: integer("waist_mm"),
    sleepMin: integer("sleep_min"),
    workouts: integer("workouts"),
    waterMl: integer("water_ml"),
    mood: integer("mood"),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

// A member's progress-log choices: the units they enter and read it in, and whether the
// monthly review is mailed (it is written and shown either way). No row: the defaults.
export const logbookSettings = sqliteTable("logbook_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  units: text("units", { enum: UNIT_SYSTEMS }).notNull().default("metric"),
  reviewMails: integer("review_mails", { mode: "boolean" }).notNull().default(true),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
});

// One monthly review per member and month reviewed ('YYYY-MM'), written on the 1st of the
// next month in the member's zone from their own data (`figures`, JSON, metric). The
// primary key is the claim: overlapping or doubled Cron runs write and mail it once.
export const monthlyReviews = sqliteTable(
  "monthly_reviews",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    month: text("month").notNull(), // YYYY-MM, the month the review is about
    run: text("run").notNull(), // the run that wrote it
    figures: text("figures").notNull(),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    // Set when this mail's unsubscribe link was used: each link works once.
    unsubscribedAt: integer("unsubscribed_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] }), index("monthly_reviews_run_idx").on(t.run)],
);

// ---------------------------------------------------------------- programmes and meals (issue #37)

// A member's run of a workout programme (app/training): the programme (its data lives in
// app/training/programmes.ts), the weekdays it is laid out on, and when it ended. At most
// one run of a member is open (ended_at NULL).
export const programmeRuns = sqliteTable(
  "programme_runs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    programmeId: text("programme_id").notNull(),
    /** Training weekdays, comma-separated, 0 = Sunday ("1,3,5"). */
    days: text("days").notNull(),
    startedOn: text("started_on").notNull(), // YYYY-MM-DD in the member's zone
    endedAt: integer("ended_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("programme_runs_one_open")
      .on(t.userId)
      .where(sql`${t.endedAt} IS NULL`),
    index("programme_runs_user_idx").on(t.userId, t.id),
  ],
);

// One logged session of a run: the n-th of the run (sessions are done in order), on the
// member's day. One session a member's day, once per run position, whatever races.
export const workoutSessions = sqliteTable(
  "workout_sessions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    runId: integer("run_id")
      .notNull()
      .references(() => programmeRuns.id, { onDelete: "cascade" }),
    sessionNo: integer("session_no").notNull(),
    /** The session of the programme it followed (its key, "A", "upper-1" ...). */
    template: text("template").notNull(),
    day: text("day").notNull(), // YYYY-MM-DD in the member's zone
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("workout_sessions_run_no").on(t.runId, t.sessionNo),
    uniqueIndex("workout_sessions_user_day").on(t.userId, t.day),
  ],
);

// Every set of a logged session: what was asked (target) and what was done.
export const workoutSets = sqliteTable(
  "workout_sets",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    sessionId: integer("session_id")
      .notNull()
      .references(() => workoutSessions.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    exercise: text("exercise").notNull(),
    setNo: integer("set_no").notNull(),
    targetReps: integer("target_reps").notNull(),
    targetLoadKg: real("target_load_kg"),
    reps: integer("reps").notNull(),
    loadKg: real("load_kg"),
  },
  (t) => [
    uniqueIndex("workout_sets_session_set").on(t.sessionId, t.exercise, t.setNo),
    index("workout_sets_user_exercise_idx").on(t.userId, t.exercise),
  ],
);

// The calorie calculator's answer a member saved (app/calculator): what they entered,
// the goal they picked and the calories that goal gives. Meal plans are sized to it.
export const calorieTargets = sqliteTable("calorie_targets", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  sex: text("sex").notNull(),
  age: integer("age").notNull(),
  heightCm: real("height_cm").notNull(),
  weightKg: real("weight_kg").notNull(),
  activity: text("activity").notNull(),
  units: text("units").notNull(),
  goal: text("goal", { enum: GOALS }).notNull(),
  maintenance: integer("maintenance").notNull(),
  calories: integer("calories").notNull(),
  savedAt: integer("saved_at", { mode: "timestamp_ms" }).notNull(),
});

// An Elite member's meal preferences (app/meals): diet, excluded allergen groups (JSON
// array of ids from app/meals/foods.ts) and meals per day.
export const mealPreferences = sqliteTable("meal_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  diet: text("diet", { enum: DIETS }).notNull().default("omnivore"),
  excluded: text("excluded").notNull().default("[]"),
  mealsPerDay: integer("meals_per_day").notNull().default(4),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
});

// A member's current week of meals (app/meals): the plan as JSON (the inputs it was
// built for, each day's meals and servings); `version` counts changes, so a swap made
// from an older page changes nothing.
export const mealPlans = sqliteTable("meal_plans", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  startsOn: text("starts_on").notNull(), // YYYY-MM-DD, the plan's first day
  plan: text("plan").notNull(),
  version: integer("version").notNull().default(1),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
});

// ---------------------------------------------------------------- staff (app/staff)
// A member's staff roles, one row per role (decision 068). Granted by `npm run staff` or by
// a staff admin; `granted_by` is null for the command line.
export const staffRoles = sqliteTable(
  "staff_roles",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role", { enum: STAFF_ROLES }).notNull(),
    grantedBy: text("granted_by"),
    grantedAt: integer("granted_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

// Every staff action, written in the same batch as the action itself: who (the actor's id
// and the name they went by then; null id: the command line), what, when, on what.
export const staffAudit = sqliteTable(
  "staff_audit",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    actorId: text("actor_id"),
    actorName: text("actor_name").notNull(),
    action: text("action", { enum: STAFF_ACTIONS }).notNull(),
    /** "request" (a support request's id) or "member" (a user id). */
    targetKind: text("target_kind").notNull(),
    targetId: text("target_id").notNull(),
    detail: text("detail").notNull().default(""),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("staff_audit_created_idx").on(t.createdAt)],
);

// A member's support request (app/support): the tier they held when they asked and the
// reply it is due by (decision 069), who it waits on, and an optional screenshot in R2.
export const supportRequests = sqliteTable(
  "support_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    topic: text("topic", { enum: SUPPORT_TOPICS }).notNull(),
    /** The member's tier when they last asked (null: no plan). */
    tier: text("tier"),
    dueAt: integer("due_at", { mode: "timestamp_ms" }).notNull(),
    awaiting: text("awaiting", { enum: SUPPORT_AWAITING }).notNull().default("staff"),
    screenshotKey: text("screenshot_key"),
    closedAt: integer("closed_at", { mode: "timestamp_ms" }),
    closedBy: text("closed_by"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    index("support_requests_queue_idx").on(t.closedAt, t.awaiting, t.dueAt),
    index("support_requests_user_idx").on(t.userId, t.createdAt),
  ],
);

// The messages of a request's thread, the member's and staff's, oldest first.
export const supportMessages = sqliteTable(
  "support_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    requestId: integer("request_id")
      .notNull()
      .references(() => supportRequests.id, { onDelete: "cascade" }),
    authorId: text("author_id").notNull(),
    /** The name shown with the message (the member's username, or the staff member's). */
    authorName: text("author_name").notNull(),
    fromStaff: integer("from_staff", { mode: "boolean" }).notNull(),
    body: text("body").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("support_messages_request_idx").on(t.requestId, t.id)],
);

// ---------------------------------------------------------------- offline queue (issue #40)

// A key the offline queue sent with a member's action, accepted once: the row is inserted in
// the same D1 batch as the action's writes, which run only when this request's row landed
// (app/client-key.server.ts, docs/decisions/081-idempotency-keys.md).
export const clientKeys = sqliteTable(
  "client_keys",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** The request that stored it (random): later statements of its batch check it. */
    claim: text("claim").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index("client_keys_created_idx").on(t.createdAt)],
);

// A browser's Web Push subscription (app/push): the streak reminder goes here instead of by
// mail. One row per endpoint: the member who subscribed last on that device holds it. A push
// service's 404/410 deletes it (docs/decisions/080-web-push-for-the-streak-reminder.md).
export const pushSubscriptions = sqliteTable(
  "push_subscriptions",
  {
    endpoint: text("endpoint").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The browser's P-256 public key and auth secret (base64url), for RFC 8291 encryption. */
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId)],
);

// An Elite member's coaching session (app/coaching, decision 070): three preferred times
// (UTC instants) and the member's zone; a coach confirms one and adds a meeting link.
// The allowance is a unique (member, period, slot): a live session holds one of the
// period's slots; cancelling frees it (slot NULL).
export const coachingSessions = sqliteTable(
  "coaching_sessions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    topic: text("topic").notNull(),
    time1: integer("time1", { mode: "timestamp_ms" }).notNull(),
    time2: integer("time2", { mode: "timestamp_ms" }).notNull(),
    time3: integer("time3", { mode: "timestamp_ms" }).notNull(),
    timeZone: text("time_zone").notNull(),
    status: text("status", { enum: COACHING_STATUSES }).notNull().default("requested"),
    confirmedAt: integer("confirmed_at", { mode: "timestamp_ms" }),
    meetingLink: text("meeting_link"),
    coachId: text("coach_id"),
    coachName: text("coach_name"),
    /** The billing period the session counts against (the subscription's period end). */
    periodKey: text("period_key").notNull(),
    /** Which of the period's included sessions it holds; NULL once cancelled. */
    slot: integer("slot"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    uniqueIndex("coaching_sessions_slot_idx").on(t.userId, t.periodKey, t.slot),
    index("coaching_sessions_status_idx").on(t.status, t.createdAt),
  ],
);
