// What an XP award is for, as its key in activity_log.award_key (unique per member, so
// the same thing is never paid twice), and which challenges count as workouts. The app's
// writers (app/game/challenges.server.ts, completion.server.ts, battles.server.ts,
// awards.server.ts) and the demo data (scripts/seed/demo.mjs) build keys only here.

export const AWARD_KEY_PREFIX = {
  challenge: "challenge:",
  dailyTask: "daily-task:",
  achievement: "achievement:",
  battle: "battle:",
  assessment: "assessment:",
  guide: "guide:",
  checklist: "checklist:",
  freeze: "freeze:",
  routine: "routine:",
} as const;

export const awardKey = {
  /** One completion of a challenge on a member's day. */
  challenge: (challengeId: string, day: string) => `${AWARD_KEY_PREFIX.challenge}${challengeId}:${day}`,
  /** The daily task's bonus, once per member's day. */
  dailyTask: (day: string) => `${AWARD_KEY_PREFIX.dailyTask}${day}`,
  /** An achievement's XP, once ever. */
  achievement: (achievementId: string) => `${AWARD_KEY_PREFIX.achievement}${achievementId}`,
  /** A battle's winner XP, once per battle. */
  battle: (battleId: number | string) => `${AWARD_KEY_PREFIX.battle}${battleId}`,
  /** A finished assessment (no XP), once per UTC day. */
  assessment: (day: string) => `${AWARD_KEY_PREFIX.assessment}${day}`,
  /** A category guide opened (no XP), once ever. */
  guide: (slug: string) => `${AWARD_KEY_PREFIX.guide}${slug}`,
  /** A guide checklist item ticked (no XP), once ever. */
  checklist: (itemId: string) => `${AWARD_KEY_PREFIX.checklist}${itemId}`,
  /** A streak freeze bought (negative XP), at most one per member's day. */
  freeze: (day: string) => `${AWARD_KEY_PREFIX.freeze}${day}`,
  /** A personal plan's routine item ticked (app/plan), once per member's day: `routine:<day>:<item>`. */
  routine: (day: string, itemId: string) => `${AWARD_KEY_PREFIX.routine}${day}:${itemId}`,
};

/** Completed challenges in this category count toward the "workout" achievements. */
export const WORKOUT_CATEGORY = "fitness";
export const isWorkout = (category: string) => category === WORKOUT_CATEGORY;
/** Completed challenges in this category count toward the skincare achievements. */
export const SKINCARE_CATEGORY = "skincare";
