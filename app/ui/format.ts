// How the pages write a calendar date ("November 22, 2026"), in UTC like the stored times.
export const formatDate = (d: Date | string) =>
  new Date(d).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/** A calendar day ('YYYY-MM-DD') written short, with its weekday ("Mon, Dec 8"). */
export const formatShortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
