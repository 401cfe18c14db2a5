// The support desk's views.
export { BackLink, CloseForm, ReplyForm, StatusChip, Thread, type ThreadMessage } from "./support-views";
export { overdue } from "./view-model";
