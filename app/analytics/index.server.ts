// Analytics' public server module: the page's reads and view, and the reads the monthly
// review shares (completions by category, XP, scans) for one member or many.
export {
  analyticsReads,
  analyticsView,
  calendarMonth,
  completionsRead,
  ownedByAny,
  scansRead,
  xpRead,
  type AnalyticsView,
} from "./analytics.server";
