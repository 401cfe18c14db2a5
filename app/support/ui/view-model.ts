// What the views need of the rules, with dates as they arrive through a loader (strings).
import { isOverdue, MESSAGE_MAX, requestStatus as statusOf } from "../index";

export { MESSAGE_MAX };

export type QueueStateLike = {
  closedAt: string | number | Date | null;
  awaiting: "staff" | "member";
  dueAt: string | number | Date;
};

const asState = (r: QueueStateLike) => ({
  closedAt: r.closedAt === null ? null : new Date(r.closedAt),
  awaiting: r.awaiting,
  dueAt: new Date(r.dueAt),
});

export const requestStatus = (r: QueueStateLike) => statusOf(asState(r));
export const overdue = (r: QueueStateLike, now: Date) => isOverdue(asState(r), now);
