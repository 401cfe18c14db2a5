// Seasonal art and the dates it belongs to. Decided on the UTC calendar day, not the
// visitor's: the public home page is the same bytes for every visitor (and will be
// cached at the edge), so a figure of the season cannot depend on who asks.

export type Season = "halloween";

/** Each season's first and last day, as [month, day] pairs (months 1-12), inclusive. */
export const SEASONS: readonly { season: Season; from: [number, number]; to: [number, number] }[] = [
  // Halloween is October's: the pumpkin and the ghost leave when November starts.
  { season: "halloween", from: [10, 1], to: [10, 31] },
];

/** The season whose art shows on `now`'s UTC day, or null outside every season. */
export function seasonOn(now: Date): Season | null {
  const day = (now.getUTCMonth() + 1) * 100 + now.getUTCDate();
  const found = SEASONS.find(({ from, to }) => day >= from[0] * 100 + from[1] && day <= to[0] * 100 + to[1]);
  return found?.season ?? null;
}
