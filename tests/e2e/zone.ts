// The one time zone of an end-to-end run: every browser context reports it, and the demo
// accounts are seeded in it (GLOWUP_DEMO_ZONE), so a demo member's 'today' is the same
// day in the page as in the data at any hour. The edge's guess (wrangler dev says
// America/Chicago) is left as it is: pages rendered without a browser zone use it.
// E2E_TIMEZONE picks another zone, for the runs either side of midnight (README, Test).
export const E2E_TIMEZONE = process.env.E2E_TIMEZONE || "UTC";
