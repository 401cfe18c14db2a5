// The values the schema's columns may hold, and what a deleted member leaves behind.
// The schema owns them (db/schema.ts imports no feature); features import them from here.
// No Drizzle import, so pages can use the lists without pulling the tables into a bundle.

/** Guide categories (challenges.category, the guide pages' slugs). */
export const CATEGORY_SLUGS = ["skincare", "fitness", "grooming", "style", "nutrition", "mindset"] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

export const DIFFICULTIES = ["easy", "medium", "hard"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const INVITATION_STATUSES = ["pending", "accepted", "rejected"] as const;

/** Achievement categories, in the order the achievements screen shows its tabs. */
export const ACHIEVEMENT_CATEGORIES = [
  "fitness",
  "skincare",
  "progress",
  "level",
  "social",
  "assessment",
  "special",
  "easter_egg",
] as const;
export type AchievementCategory = (typeof ACHIEVEMENT_CATEGORIES)[number];

export const RARITIES = ["common", "rare", "epic", "legendary"] as const;
export type Rarity = (typeof RARITIES)[number];

/** What an achievement counts (app/game/unlocks.ts says how each is measured). */
export const REQUIREMENT_TYPES = [
  "challenge_count",
  "workout_count",
  "daily_streak",
  "xp_total",
  "skincare_count",
  "assessment_taken",
  "assessment_retake_days",
  "guides_opened",
  "checklist_ticks",
  "chat_days",
  "battles_won",
  "battle_win_run",
  "scans_taken",
  "scan_improvement",
] as const;
export type RequirementType = (typeof REQUIREMENT_TYPES)[number];

/** What an activity_log row paid XP for. */
export const ACTIVITY_TYPES = [
  "challenge_completed",
  "daily_task_completed",
  "achievement_unlocked",
  "battle_won",
  // Deeds: what a member did that pays no XP itself but counts toward achievements (app/game/deeds.server.ts).
  "assessment_taken",
  "guide_opened",
  "checklist_ticked",
  // XP spent (a negative award): a streak freeze bought (app/game/freezes.server.ts).
  "freeze_bought",
  // A personal plan's routine item ticked (a little XP; it counts for the day's streak, app/game/routine.server.ts).
  "routine_ticked",
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** How a member enters and reads their progress log (stored metric either way, app/logbook/units.ts). */
export const UNIT_SYSTEMS = ["metric", "imperial"] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];

/** The name a deleted member's user row and chat messages keep, and others see them by. */
export const DELETED_MEMBER = "Deleted member";

/** The undeliverable address a deleted member's user row keeps (unique per member). */
export const deletedEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;

/** What a member wants from their calories (the calculator's saved answer, app/calculator). */
export const GOALS = ["lose", "maintain", "gain"] as const;
export type Goal = (typeof GOALS)[number];

/** The diets a meal plan can follow (app/meals). */
export const DIETS = ["omnivore", "vegetarian", "vegan"] as const;
export type Diet = (typeof DIETS)[number];

/** Staff roles (staff_roles.role); what each may do is app/staff/roles.ts. */
export const STAFF_ROLES = ["support", "coach", "moderator", "admin"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What the audit log records (staff_audit.action): every staff action, once. */
export const STAFF_ACTIONS = [
  "reply",
  "close",
  "grant",
  "revoke",
  // Chat moderation (decision 076).
  "hide",
  "mute",
  "ban",
  "lift",
  "dismiss",
  // Coaching sessions (decision 070).
  "confirm",
  "cancel",
] as const;

/** A coaching session's state (coaching_sessions.status, decision 070). */
export const COACHING_STATUSES = ["requested", "confirmed", "cancelled"] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

/** Why a member reports a chat message (chat_reports.reason). */
export const REPORT_REASONS = ["spam", "harassment", "hate", "sexual", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What a support request is about (support_requests.topic). */
export const SUPPORT_TOPICS = ["account", "billing", "content", "scanner", "bug", "other"] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

/** Who a support request waits on: staff (a member wrote last) or the member (staff answered). */
export const SUPPORT_AWAITING = ["staff", "member"] as const;
