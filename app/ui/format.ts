// How the pages write a calendar date ("November 22, 2026"), in UTC like the stored times.
export const formatDate = (d: Date | string) =>
  new Date(d).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
