// Friends' views for pages.
export { FollowButton } from "./follow-button";
export { FriendSearch, FriendsList } from "./friends-board";
