// The weekly leagues' rules (decision 077), pure: the week (Monday 00:00 UTC to the next
// Monday), the divisions, group size, and who moves up or down when a week closes. The SQL in
// leagues.server.ts applies the same rules to the whole membership at once
// (tests/worker/leagues.test.ts checks that they agree).

/** Divisions from the bottom up, named in the brand (not the achievement ranks). */
export const DIVISIONS = ["Spark", "Ember", "Glow", "Radiant", "Luminous", "Brilliant"] as const;
export const TOP_DIVISION = DIVISIONS.length - 1;
export const GROUP_SIZE = 30;
export const PROMOTED = 7;
export const DEMOTED = 5;
/** Active: played on one of the last 14 days before the week starts. */
export const ACTIVE_DAYS = 14;
/** Members are grouped with others of similar XP earned over the 4 weeks before the week. */
export const RECENT_DAYS = 28;

const DAY_MS = 86_400_000;

export const divisionName = (division: number) =>
  DIVISIONS[Math.max(0, Math.min(TOP_DIVISION, division))] ?? DIVISIONS[0];

/** The league week `now` falls in: its Monday (UTC) as YYYY-MM-DD. */
export function weekOf(now: Date): string {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMonday = (new Date(day).getUTCDay() + 6) % 7;
  return new Date(day - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** The week's instants: from its Monday 00:00 UTC (inclusive) to the next Monday's (exclusive). */
export function weekRange(week: string) {
  const start = Date.parse(`${week}T00:00:00Z`);
  return { start, end: start + 7 * DAY_MS };
}

/** How many groups a division of `size` members splits into, each at most GROUP_SIZE. */
export const groupCount = (size: number) => Math.ceil(size / GROUP_SIZE);

/** The group of the member at `row` (1-based, by recent XP) of a division of `size`: even groups. */
export const groupOf = (row: number, size: number) => Math.floor(((row - 1) * groupCount(size)) / size);

/**
 * The move at the week's close for the member at `place` (1-based) of a group of `size`: the
 * top 7 who earned XP go up (not past the top division), the bottom 5 below them go down
 * (not below the first). A group of 12 or fewer promotes before it demotes.
 */
export function moveFor(place: number, size: number, division: number, weekXp: number): -1 | 0 | 1 {
  if (place <= PROMOTED && weekXp > 0 && division < TOP_DIVISION) return 1;
  if (place > size - DEMOTED && place > PROMOTED && division > 0) return -1;
  return 0;
}

/** What a week's move means, in words. */
export function moveText(division: number, move: number) {
  if (move > 0) return `Moved up to ${divisionName(division + 1)}`;
  if (move < 0) return `Moved down to ${divisionName(division - 1)}`;
  return `Stayed in ${divisionName(division)}`;
}
