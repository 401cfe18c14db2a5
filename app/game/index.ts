// The game's public module: its level and rank rules and the cards other pages show.
export { rankForAchievements, XP_PER_LEVEL, xpIntoLevel } from "./levels";
export { ChallengesTab } from "./ui/challenges-tab";
export { LevelCard } from "./ui/level-card";
export { ProgressLine } from "./ui/progress-line";
export type { MemberHomeView } from "./boards.server";
export { awardToasts, unlockToasts } from "./messages";
