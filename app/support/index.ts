// The support desk's public module: its rules, forms and addresses.
export { FREE_REPLY_HOURS, isOverdue, requestStatus } from "./due";
export { MESSAGE_MAX, NewRequest, SCREENSHOT_FIELD, Reply, SupportIntent, TOPIC_NAMES } from "./forms";
export { screenshotPath, SUPPORT_PATHS, supportThreadPath } from "./paths";
