// The leagues' public server module: the Cron's step, the league page's reads and Settings' switch.
import { config } from "~/config.server";
import type { Env } from "~/env";
import { mailResults, runLeagues } from "./leagues.server";

export { dropWeek, leagueReads, leaguesRead, setLeagues } from "./leagues.server";
export { leagueView } from "./view";

/** The hourly Cron's league step: close last week, build this one (each once), then mail a page of results. */
export async function leagueCron(env: Env, now: Date, options: { mail?: boolean } = {}) {
  const run = await runLeagues(env, now);
  const mailed = options.mail === false ? 0 : await mailResults(env, now, config(env).origin);
  return { ...run, mailed };
}
