// The support desk's views.
export { BackLink, CloseForm, ReplyForm, StatusChip, Thread } from "./support-views";
export { overdue } from "./view-model";
