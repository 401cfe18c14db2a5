// `node bench/edge-ratio.mjs [--skip-build]`: every page the edge cache answers for a signed-out
// visitor, against the static /favicon.svg under the same load (issue #28's goal: ≤ 1.3× at
// concurrency 1 and 20), next to the floor that `wrangler dev --local` itself puts under any
// cached page (bench/cache-probe.mjs: a Worker that does nothing but a Cache API hit).
// Writes its own section of bench/REPORT.md and bench/out/edge-ratio.md.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import { medianTimes, RATIO_GOAL, RATIO_LOAD } from "./lib/ratio.mjs";
import { writeSection } from "./lib/sections.mjs";
import { freePort, startWorker, stopGroup } from "./lib/server.mjs";

const HEADING = "## Edge cache: cached pages against a static asset";
const STATIC_PATH = "/favicon.svg";
const ROUNDS = 5;

if (!process.argv.includes("--skip-build")) execFileSync("npm", ["run", "build"], { stdio: "inherit" });
const startedAt = new Date().toISOString();
const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"]).toString().trim();
const dirty = execFileSync("git", ["status", "--porcelain"]).toString().trim() !== "";

const port = await freePort(0);
// Plain, as production runs: no D1 counting or Server-Timing wrapper.
const server = await startWorker({ port, persist: ".wrangler/bench-edge", countD1: false });
let times;
let paths;
try {
  // The pages a visitor can reach from the sitemap, plus the two the sitemap leaves out;
  // only those the cache really answers (X-Edge-Cache: HIT on a second request) are measured.
  const sitemap = await (await fetch(`${server.base}/sitemap.xml`)).text();
  const candidates = [
    ...new Set([
      ...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname),
      "/auth",
      "/robots.txt",
      "/sitemap.xml",
    ]),
  ];
  paths = [];
  for (const path of candidates) {
    await (await fetch(`${server.base}${path}`)).arrayBuffer();
    const again = await fetch(`${server.base}${path}`);
    await again.arrayBuffer();
    if (again.headers.get("X-Edge-Cache") === "HIT") paths.push(path);
  }
  times = await medianTimes(server.base, STATIC_PATH, paths, ROUNDS);
} finally {
  await stopGroup(server.child);
}
const probe = JSON.parse(
  execFileSync("node", ["bench/cache-probe.mjs", "--json", "--kb=40"]).toString().trim().split("\n").pop(),
);

const ratio = (c, path) => times[c][path] / times[c][STATIC_PATH];
const within = paths.filter((p) => Object.keys(RATIO_LOAD).every((c) => ratio(c, p) <= RATIO_GOAL));
const floor = (c) => probe.times[c]["/cached"] / probe.times[c][STATIC_PATH];
const ms = (x) => x.toFixed(1);
const rows = paths.map(
  (p) =>
    `| ${p} | ${ms(times.c1[p])} | ${ratio("c1", p).toFixed(2)} | ${ms(times.c20[p])} | ${ratio("c20", p).toFixed(2)} | ${within.includes(p) ? "yes" : "no"} |`,
);
const md = `${HEADING}

${startedAt}, commit ${commit}${dirty ? " with uncommitted changes" : ""}, ${os.cpus().length} cores, load average at the end ${os
  .loadavg()
  .map((x) => x.toFixed(1))
  .join(" / ")}. The built Worker under \`wrangler dev --local\` without the bench's D1 counting; each page
a cache hit (\`X-Edge-Cache: HIT\`), measured as a signed-out visitor. Milliseconds: the median of
${ROUNDS} rounds' medians (autocannon, ${RATIO_LOAD.c1.amount} requests at concurrency 1, ${RATIO_LOAD.c20.amount} at 20), the
pages and ${STATIC_PATH} alternated in each round. Static ${STATIC_PATH}: ${ms(times.c1[STATIC_PATH])} ms at c1,
${ms(times.c20[STATIC_PATH])} ms at c20.

**${within.length} of ${paths.length} cached pages within ${RATIO_GOAL}× of the static asset at both concurrencies.**
The local floor (\`node bench/cache-probe.mjs\`, the same run): a Worker that does nothing but answer a
${probe.kb} KB page from the Cache API is ${floor("c1").toFixed(2)}× the static asset at c1 and ${floor("c20").toFixed(2)}× at c20
(${ms(probe.times.c1["/cached"])} / ${ms(probe.times.c1[STATIC_PATH])} ms and ${ms(probe.times.c20["/cached"])} / ${ms(probe.times.c20[STATIC_PATH])} ms).
What a page costs above that floor is the app's own hit path.

| page | c1 ms | c1 ×static | c20 ms | c20 ×static | within ${RATIO_GOAL}× |
| ---- | ----: | ---------: | -----: | ----------: | ----------- |
${rows.join("\n")}
`;
mkdirSync("bench/out", { recursive: true });
writeFileSync("bench/out/edge-ratio.md", md);
await writeSection(HEADING, md);
console.log(md);
