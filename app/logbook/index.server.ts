// The progress log's public server module: the page's reads and view, the writes, the
// monthly reviews (the hourly job, the Reviews tab's reads, the unsubscribe link), and what
// the data export and account deletion take from it.
export {
  deleteEntry,
  logPageReads,
  logPageView,
  memberLog,
  memberLogReads,
  saveEntry,
  setReviewMails,
  setUnits,
  settingsOf,
  settingsRead,
} from "./entries.server";
export { reviewsPageReads, reviewsPageView, reviewTokenState, unsubscribeReviews } from "./review-pages.server";
export { writeMonthlyReviews } from "./reviews.server";
export { logbookExport, logbookExportReads, logbookRowsDeletion } from "./account.server";
