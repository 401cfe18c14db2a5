// The date the legal pages print: its own module with no imports, so the browser tests
// can import it without the rest of the app.
/** "March 5, 2026" for the UTC calendar day of `date`. */
export function formatLegalDate(date: Date): string {
  return date.toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}
