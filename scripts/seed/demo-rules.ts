// The app's pure rules that scripts/seed/demo.mjs plays the demo members' history through, so
// demo XP, levels, ranks, streaks, unlocks and usernames follow exactly the rules the app uses.
// The scripts bundle this file with esbuild (scripts/bundle-ts.mjs); tests import it directly.
export { BATTLE_WIN_XP } from "../../app/game/battle";
export { dailyFive, dailyTaskFor, dailyTaskXp, seededRandom } from "../../app/game/daily";
export { addDays, calendarDay, zonedInstant } from "../../app/calendar/days";
export { levelForXp, rankForAchievements } from "../../app/game/levels";
export { nextStreak } from "../../app/game/streak";
export { settleUnlocks } from "../../app/game/unlocks";
export { TRIAL_DAYS } from "../../app/billing/plans";
export { awardKey, isWorkout, SKINCARE_CATEGORY } from "../../app/game/award-keys";
export { usernameSkeleton } from "../../app/auth/username-skeleton";
// Meal plans and the calories they are sized to: the demo's Pro and Elite members have a week built by the app's rules.
export { dailyCalories } from "../../app/calculator/formulas";
export { goalCalories } from "../../app/calculator/goals";
export { buildPlan, proteinFloorFor } from "../../app/meals/plan";
