// Friends' public module for pages (decision 078).
export { FollowForm } from "./forms";
export { FOLLOW_CAP, FRIEND_STREAK_WINDOW, FRIENDS_MESSAGES, followToast, type FollowOutcome } from "./rules";
