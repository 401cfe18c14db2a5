// The distance table: every route's median server time with each D1 round trip made
// 0, 50 and 150 ms long (the bench-only x-bench-d1-latency header, app/bench/d1-count.server.ts),
// beside its round trips, so what a member far from the database pays is measured.
import { performance } from "node:perf_hooks";
import { cookieHeader, median } from "./http.mjs";

export const DISTANCES_MS = [0, 50, 150];
export const DISTANCE_HEADING = "## Distance: D1 round trips at 0, 50 and 150 ms";
const SAMPLES = 7;

/** Sequential requests per route and distance (after one warm-up), the median wall time of each. */
export async function measureDistance(base, routes, cookiesFor) {
  const out = {};
  for (const r of routes) {
    const cookie = cookieHeader(cookiesFor(r));
    const row = { label: r.label, as: r.as ?? null, medianMs: {}, roundTrips: null, status: null };
    for (const latency of DISTANCES_MS) {
      const get = async () => {
        const t = performance.now();
        const res = await fetch(`${base}${r.path}`, {
          redirect: "manual",
          headers: { ...(cookie ? { cookie } : {}), "x-bench-d1-latency": String(latency) },
        });
        await res.arrayBuffer();
        return { ms: performance.now() - t, res };
      };
      await get();
      const times = [];
      for (let i = 0; i < SAMPLES; i++) {
        const { ms, res } = await get();
        times.push(ms);
        row.status = res.status;
        row.roundTrips = Number(res.headers.get("x-d1-round-trips") ?? NaN);
      }
      row.medianMs[latency] = median(times);
    }
    out[r.path] = row;
  }
  return { samples: SAMPLES, distancesMs: DISTANCES_MS, routes: out };
}

const ms = (v) => (v === null || v === undefined ? "–" : `${Math.round(v)}`);

export function renderDistance(distance, { commit, when, label = "" }) {
  const L = [DISTANCE_HEADING, ""];
  L.push(
    `${when}, commit ${commit}${label ? ` (${label})` : ""}: the built Worker under \`wrangler dev --local\` with \`BENCH_COUNT_D1=1\`; each D1 round trip (a batch is one) first waits the distance, as a member that far from the database's primary would. Median of ${distance.samples} sequential requests over loopback after one warm-up, signed in as the route's demo member. The extra at 150 ms is about 150 ms × round trips: the round trips, not the work, decide what a distant member waits.`,
    "",
    `| route | as | status | D1 round trips | ${distance.distancesMs.map((d) => `${d} ms`).join(" | ")} |`,
    `|---|---|---:|---:|${distance.distancesMs.map(() => "---:").join("|")}|`,
  );
  for (const [path, r] of Object.entries(distance.routes))
    L.push(
      `| ${r.label === path ? path : `${r.label} (${path})`} | ${r.as ?? "visitor"} | ${r.status} | ${Number.isNaN(r.roundTrips) ? "–" : r.roundTrips} | ${distance.distancesMs.map((d) => ms(r.medianMs[d])).join(" | ")} |`,
    );
  L.push("");
  return L.join("\n");
}
