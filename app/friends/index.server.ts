// Friends' public server module (decision 078): following, the board's reads, and what chat's
// block, the data export and account deletion need.
export { friendsBoard, friendsReads, searchTerm } from "./board.server";
export {
  dropFollowsBetween,
  follow,
  followedNamesQuery,
  followRowsDeletion,
  followsExportQuery,
  memberNamed,
  unfollow,
} from "./follows.server";
