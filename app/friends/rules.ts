// Friends' rules with numbers in them (decision 078): pure, shared by the server and the page.
import { addDays } from "~/calendar/days";

/** Members one can follow at most: the board and its friend streaks stay bounded reads. */
export const FOLLOW_CAP = 100;
/** Follow attempts per member: at most FOLLOW_RATE_COUNT in any FOLLOW_RATE_WINDOW_MS. */
export const FOLLOW_RATE_COUNT = 20;
export const FOLLOW_RATE_WINDOW_MS = 10 * 60_000;
/** How far back a friend streak is read: a longer one shows as "FRIEND_STREAK_WINDOW+". */
export const FRIEND_STREAK_WINDOW = 120;
/** Members a username search lists. */
export const SEARCH_LIMIT = 10;

/**
 * A friend streak: consecutive days, up to `today`, on which both members completed at
 * least one challenge (each on their own calendar day as recorded). `sharedDays` are those
 * days. A streak still counts while today is unplayed by one of them: it runs from yesterday.
 */
export function friendStreak(sharedDays: Iterable<string>, today: string): number {
  const days = new Set(sharedDays);
  let day = days.has(today) ? today : addDays(today, -1);
  let n = 0;
  while (days.has(day) && n < FRIEND_STREAK_WINDOW) {
    n += 1;
    day = addDays(day, -1);
  }
  return n;
}

export type FollowOutcome = "followed" | "already" | "unknown" | "self" | "blocked" | "limited" | "full";

export const FRIENDS_MESSAGES = {
  followed: (name: string) => `You follow ${name}. Follow each other to start a friend streak.`,
  already: (name: string) => `You already follow ${name}.`,
  unknown: "No member has that username.",
  self: "You can't follow yourself.",
  blocked: "You can't follow this member.",
  limited: "You're following members too fast. Wait a few minutes and try again.",
  full: `You follow ${FOLLOW_CAP} members, the most you can. Unfollow someone first.`,
  unfollowed: (name: string) => `You no longer follow ${name}.`,
  notFollowing: "You don't follow that member.",
} as const;

/** The toast for a follow's outcome (`name`: the member as the page named them). */
export function followToast(outcome: FollowOutcome, name: string) {
  switch (outcome) {
    case "followed":
      return { title: "Following", description: FRIENDS_MESSAGES.followed(name) };
    case "already":
      return { title: "Already following", description: FRIENDS_MESSAGES.already(name) };
    default:
      return { title: "Not followed", description: FRIENDS_MESSAGES[outcome], kind: "error" as const };
  }
}
