// The calculator's public server module: the answer a member saved (meal plans are sized
// to it), and its part in the data export and account deletion.
export { savedTargetDeletion, savedTargetQuery, type SavedTarget } from "./saved.server";
