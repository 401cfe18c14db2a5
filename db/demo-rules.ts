// The game's pure rules that db/demo.mjs plays the demo members' history through, so
// demo XP, levels, ranks, streaks and unlocks follow exactly the rules the app uses.
// scripts/prepare-local.mjs bundles this file with esbuild; tests import it directly.
export { BATTLE_WIN_XP } from "../app/game/battle";
export { dailyFive, dailyTaskFor, dailyTaskXp, seededRandom } from "../app/game/daily";
export { addDays, calendarDay, zonedInstant } from "../app/calendar/days";
export { levelForXp, rankForAchievements } from "../app/game/levels";
export { nextStreak } from "../app/game/streak";
export { settleUnlocks } from "../app/game/unlocks";
export { TRIAL_DAYS } from "../app/billing/plans";
export { awardKey, isWorkout, SKINCARE_CATEGORY } from "../app/game/award-keys";
// Meal plans and the calories they are sized to: the demo's Pro and Elite members have a week built by the app's rules.
export { dailyCalories } from "../app/calculator/formulas";
export { goalCalories } from "../app/calculator/goals";
export { buildPlan, proteinFloorFor } from "../app/meals/plan";
