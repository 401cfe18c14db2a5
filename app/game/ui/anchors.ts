// The in-page places a /progress (or member home) action lands on without JavaScript:
// the redirect carries the fragment and the browser scrolls to the item that was pressed.

/** The element id (and fragment) of one of today's challenge cards. */
export const challengeAnchor = (challengeId: string) => `challenge-${challengeId.replace(/[^\w-]/g, "_")}`;

export const DAILY_TASK_ANCHOR = "daily-task";

/** The streak freezes card on /progress. */
export const FREEZES_ANCHOR = "streak-freezes";
