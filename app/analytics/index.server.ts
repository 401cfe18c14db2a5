// Analytics' public server module: the reads the monthly review shares (completions by
// category, XP) for one member or many. No views (the Worker's scheduled entry imports it
// through the review job); the page's own reads and view are ./analytics.server.ts.
export { completionsRead, ownedByAny, xpRead } from "./reads.server";
