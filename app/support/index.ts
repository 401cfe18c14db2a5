// The support desk's public module: its rules, forms and addresses.
export { dueAt, FREE_REPLY_HOURS, formatWhen, isOverdue, replyHours, requestStatus } from "./due";
export { MESSAGE_MAX, NewRequest, Reply, SupportIntent, TOPIC_NAMES } from "./forms";
export { screenshotPath, SUPPORT_PATHS, supportThreadPath } from "./paths";
