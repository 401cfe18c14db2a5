// The "Scale" section of bench/REPORT.md: each measurement's median and p95 at every
// community size measured (bench/scale.mjs), and how the median grew from the smallest to
// the largest size against the goal (at most 2x from 1k to 100k members).
export const SCALE_HEADING = "## Scale: 1k, 10k and 100k members (`npm run bench:scale`)";
export const GROWTH_GOAL = 2;

const ROWS = [
  ["rankings", "/rankings: top 50 and 'You're #N of M' for the last member"],
  ["searchPrefix", "member search, common prefix (/progress?tab=battles&q=…)"],
  ["searchRare", "member search, rare substring"],
  ["progress", "/progress (the member with the most rows)"],
  ["achievements", "/achievements (same member)"],
  ["chatGeneral", "/chat, General"],
  ["chatVip", "/chat, VIP Lounge"],
  ["home", "member home /"],
  ["export", "data export /settings/export (most rows)"],
  ["deletion", "account deletion (most rows; one sample per heavy member)"],
];

const ms = (v) => (v === undefined || v === null ? "–" : `${Math.round(v)}`);
const k = (n) => (n >= 1000 && n % 1000 === 0 ? `${n / 1000}k` : String(n));

export function renderScale(results) {
  const L = [SCALE_HEADING, ""];
  if (!results.length) return [...L, "Not measured yet.", ""].join("\n");
  const first = results[0];
  const last = results[results.length - 1];
  L.push(
    `Server time over loopback against the built Worker (\`wrangler dev --local\`, D1 counting on) serving a database seeded by \`scripts/seed-scale.mjs\`; median / p95 of ${first.samples} sequential requests after two warm-ups (deletion: one per heavy member). D1 = round trips of the request. Growth = median at ${k(last.members)} ÷ median at ${k(first.members)}; goal ≤ ${GROWTH_GOAL}×.`,
    "",
    `| measurement | D1 | ${results.map((r) => `${k(r.members)} median / p95 ms`).join(" | ")} | growth |`,
    `|---|---:|${results.map(() => "---:").join("|")}|---:|`,
  );
  for (const [key, label] of ROWS) {
    const cells = results.map((r) => r.measurements?.[key]);
    const a = first.measurements?.[key]?.medianMs;
    const b = last.measurements?.[key]?.medianMs;
    const growth = a && b && results.length > 1 ? b / a : null;
    const verdict = growth === null ? "–" : `${growth.toFixed(2)}×${growth > GROWTH_GOAL ? " **FAIL**" : ""}`;
    L.push(
      `| ${label} | ${cells.find(Boolean)?.roundTrips ?? "–"} | ${cells.map((c) => (c ? `${ms(c.medianMs)} / ${ms(c.p95Ms)}` : "–")).join(" | ")} | ${verdict} |`,
    );
  }
  L.push(
    "",
    "Measured after the changes of decision 028 (the standing in index-only counts, member search through the name index, chat history in id order from an index); their statements' times at 100k before and after are in `docs/decisions/028-flat-as-it-grows.md`. On a shared 2-core machine page medians move by tens of ms between runs.",
  );
  L.push("", "Each run:", "");
  for (const r of results)
    L.push(
      `- ${k(r.members)}: ${r.when}, commit ${r.commit}${r.dirty ? " (uncommitted app/db changes)" : ""}, load average ${r.loadAvg.join(" / ")} at start${
        r.rows
          ? `; rows: ${Object.entries(r.rows)
              .map(([t, n]) => `${t} ${n.toLocaleString("en-US")}`)
              .join(", ")}`
          : ""
      }.`,
    );
  L.push("");
  return L.join("\n");
}

export const LEAGUES_HEADING = "## Weekly leagues at scale (`npm run bench:scale -- --only=leagues`)";

/** The leagues' Cron step per membership size: time and statements, and the growth per member against the smallest. */
export function renderLeagues(runs) {
  if (runs.length === 0) return `${LEAGUES_HEADING}\n\nNo run yet.\n`;
  const first = runs[0];
  const perMember = (r, k) => r.measurements.leagues[k].ms / r.members;
  const growth = (r, k) => (perMember(r, k) / perMember(first, k)).toFixed(2);
  const rows = runs.flatMap((r) =>
    ["build", "close"].map((k) => {
      const x = r.measurements.leagues[k];
      return `| ${r.members.toLocaleString("en")} | ${k === "build" ? "build this week" : "close it, build the next"} | ${x.ms} | ${x.roundTrips} | ${x.statements} | ${k === "build" ? x.placed : x.closed} | ${growth(r, k)}× |`;
    }),
  );
  return [
    LEAGUES_HEADING,
    "",
    "The hourly Cron's league step (decision 077) through `/dev/leagues` on a seeded database, the built Worker",
    "under `wrangler dev --local`: building a week places every active member in one INSERT … SELECT; closing ranks",
    "every group and sets each move in one UPDATE … FROM (window functions), then builds the next week. The result",
    `mails (200 a run, paged by later runs) are left out here. Growth is time per member against ${first.members.toLocaleString("en")} members (goal ≤ ${GROWTH_GOAL}×).`,
    "",
    "| members | run | ms | D1 round trips | statements | placed / closed | time per member vs smallest |",
    "| ---: | --- | ---: | ---: | ---: | ---: | ---: |",
    ...rows,
    "",
    `Measured ${runs.map((r) => `${r.members.toLocaleString("en")} at ${r.when.slice(0, 16)}Z (${r.commit}${r.dirty ? ", dirty" : ""}, load ${r.loadAvg.join(" ")})`).join("; ")}.`,
    "",
  ].join("\n");
}
