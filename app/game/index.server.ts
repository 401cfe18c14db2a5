// The game's public server module: how a member's battles and invitations name the other side,
// and today's daily task (the streak reminder names it; no views, so the Worker entry may import it).
export { otherMember } from "./battles.server";
export { dailyFive, dailyTaskFor } from "./daily";
export { activeChallengesQuery } from "./day.server";
export { badgesQuery } from "./profile.server";
export { checkAchievements, DEEDS, guideReads, openGuide, recordDeed, unlockHeaders } from "./deeds.server";
