// What the league page shows, from its reads: the member's group ranked by this week's XP,
// where the promotion and demotion lines fall, and last week's result.
import type { BatchResponse } from "drizzle-orm/batch";
import type { leagueReads } from "./leagues.server";
import { DEMOTED, PROMOTED, TOP_DIVISION, divisionName, moveFor, moveText, weekOf, weekRange } from "./rules";

export function leagueView(
  [settings, group, last]: BatchResponse<ReturnType<typeof leagueReads>>,
  me: string,
  now: Date,
) {
  const week = weekOf(now);
  const division = group[0]?.division ?? null;
  const ranked = [...group]
    .sort((a, b) => b.xp - a.xp || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0))
    .map((row, i) => ({
      place: i + 1,
      username: row.username,
      xp: row.xp,
      me: row.userId === me,
      move: moveFor(i + 1, group.length, row.division, row.xp),
    }));
  const result = last[0];
  return {
    inLeagues: settings[0]?.leagues ?? true,
    week,
    endsAt: weekRange(week).end,
    division: division === null ? null : { name: divisionName(division), top: division === TOP_DIVISION },
    board: ranked,
    rules: { promoted: PROMOTED, demoted: DEMOTED },
    lastResult: result?.place
      ? {
          division: divisionName(result.division),
          place: result.place,
          weekXp: result.weekXp ?? 0,
          outcome: moveText(result.division, result.move ?? 0),
        }
      : null,
  };
}

export type LeagueView = ReturnType<typeof leagueView>;
