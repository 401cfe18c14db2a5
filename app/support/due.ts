// When a support request is due (decision 069): the member's tier at the moment they ask
// sets the hours (the plans' promise, app/billing); members without a plan get FREE_REPLY_HOURS.
// Pure: unit-tested at the boundaries.
import { SUPPORT_PROMISE, type Tier } from "~/billing";

/** Members without a plan are answered too, behind every plan's promise. */
export const FREE_REPLY_HOURS = 72;

const HOUR_MS = 3_600_000;

export const replyHours = (tier: Tier | null) => (tier ? SUPPORT_PROMISE[tier].hours : FREE_REPLY_HOURS);

/** The reply a member who asked at `askedAt` holding `tier` is owed by. */
export const dueAt = (askedAt: Date, tier: Tier | null) => new Date(askedAt.getTime() + replyHours(tier) * HOUR_MS);

export type QueueState = { closedAt: Date | null; awaiting: "staff" | "member"; dueAt: Date };

/** Open, waiting on staff, and past its due time. */
export const isOverdue = (r: QueueState, now: Date) =>
  r.closedAt === null && r.awaiting === "staff" && r.dueAt.getTime() < now.getTime();

/** What the member and staff read as the request's state. */
export function requestStatus(r: QueueState): "closed" | "waiting" | "answered" {
  if (r.closedAt) return "closed";
  return r.awaiting === "staff" ? "waiting" : "answered";
}
