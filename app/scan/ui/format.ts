// How the scanner's views show dates.
export const formatDay = (at: number) =>
  new Date(at).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
