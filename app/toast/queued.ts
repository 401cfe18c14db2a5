// What an action sent by the offline queue (decision 081) answers when it does not count:
// the same two toasts wherever the queue posts (today's challenges, the plan's ticks).
import type { Toast } from "./toast";

/**
 * `what` names what was sent ("That tick"); `below` says what the page shows instead
 * ("Today's plan is").
 */
export const queuedToasts = (what: string, below: string) =>
  ({
    /** The queue sent an action the server already has. */
    received: { title: "Already received", description: `${what} was already saved. Nothing changed.`, kind: "info" },
    /** The queue sent an action made on an earlier day. */
    stale: {
      title: "Not sent",
      description: `${what} was saved offline on an earlier day, so it no longer counts. ${below} below.`,
      kind: "info",
    },
  }) as const satisfies Record<"received" | "stale", Toast>;
