// Friends' public module for pages (decision 078).
export { FollowForm } from "./forms";
export { FRIENDS_MESSAGES, followToast } from "./rules";
