// The game's public server module: how a member's battles and invitations name the other side,
// and today's daily task (the streak reminder names it; no views, so the Worker entry may import it).
export { otherMember } from "./battle-lists.server";
export { dailyFive, dailyTaskFor } from "./daily";
export { activeChallengesQuery } from "./day.server";
export { badgesQuery } from "./profile.server";
export {
  deedReads,
  DEEDS,
  guideProgress,
  guideProgressQuery,
  guideReads,
  NEW_MESSAGE,
  NEW_SCAN,
  openGuide,
  recordDeed,
  recordDeedAfter,
  unlockCheck,
  unlockHeaders,
} from "./deeds.server";
export { AWARD_KEY_PREFIX } from "./award-keys";
export { profileQuery } from "./profile.server";
export { addWorkout, workoutDay, workoutReads } from "./workouts.server";
export {
  routineDay,
  routineTickReads,
  routineTicksQuery,
  tickedOn,
  tickRoutine,
  ROUTINE_TICK_XP,
} from "./routine.server";
