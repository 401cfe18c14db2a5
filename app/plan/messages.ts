// What ticking a plan item answers when nothing is paid (decision 074).
import { queuedToasts } from "~/toast/queued";
import type { Toast } from "~/toast/toast";

export const PLAN_TODAY_ANCHOR = "plan-today";
/** Where a tick posts (app/routes/plan.tick.ts). */
export const TICK_ACTION = "/plan/tick";

export const TICK_MESSAGES = {
  noPlan: {
    title: "No plan yet",
    description: "Take the assessment first: your answers make your plan.",
    kind: "info",
  },
  unknown: {
    title: "Error",
    description: "That item is not in your plan today. Your plan shows today's items.",
    kind: "error",
  },
  subscribersOnly: {
    title: "Error",
    description: "That item comes with a subscription: on the free plan you tick one item of your plan a day.",
    kind: "error",
  },
  already: { title: "Already ticked", description: "That item already counts for today.", kind: "info" },
  /** What the offline queue's replays answer (decision 081). */
  ...queuedToasts("That tick", "Today's plan is"),
} as const satisfies Record<string, Toast>;
