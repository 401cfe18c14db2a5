// `node bench/cache-probe.mjs`: the floor under the edge-cache ratio (issue #28). The bench
// compares each cached page's median with /favicon.svg's; this probe serves the same kind of
// answers from a Worker that does nothing else, under the same `wrangler dev --local`:
//   /favicon.svg  a static asset, answered before any Worker code runs (as in the app);
//   /plain        a 7.8 KB page from the Worker's memory (the cost of running a Worker at all);
//   /cached       the same page through the Cache API, a hit after the first request
//                 (the least any cached page can cost locally).
// If /cached ÷ /favicon.svg is above 1.3 here, no app code can bring the bench's ratio under
// it locally: the remainder is the local runtime's Worker invocation and cache.
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { medianTimes, RATIO_LOAD } from "./lib/ratio.mjs";
import { freePort, spawnGroup, stopGroup } from "./lib/server.mjs";

// --json prints the figures for bench/edge-ratio.mjs. --kb=N: the page's size (the app's home page is about 40 KB before compression).
const KB = Number(process.argv.find((a) => a.startsWith("--kb="))?.split("=")[1] ?? 8);
const dir = ".wrangler/cache-probe";
mkdirSync(`${dir}/public`, { recursive: true });
copyFileSync("public/favicon.svg", `${dir}/public/favicon.svg`);
writeFileSync(
  `${dir}/worker.js`,
  `const PAGE = "<!doctype html><title>probe</title>" + "<p>${"x".repeat(70)}</p>".repeat(${Math.round((KB * 1024) / 77)});
const html = () => new Response(PAGE, { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=300" } });
export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    if (url.pathname === "/plain") return html();
    const key = new Request("https://probe.test" + url.pathname);
    const hit = await caches.default.match(key);
    if (hit) return hit;
    ctx.waitUntil(caches.default.put(key, html()));
    return html();
  },
};
`,
);
writeFileSync(
  `${dir}/wrangler.toml`,
  'name = "cache-probe"\nmain = "worker.js"\ncompatibility_date = "2025-09-01"\n[assets]\ndirectory = "./public"\n',
);

const port = await freePort(0);
const child = spawnGroup(
  "../../node_modules/.bin/wrangler",
  ["dev", "--local", "--ip", "127.0.0.1", "--port", String(port), "--show-interactive-dev-session=false"],
  { cwd: dir, env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" } },
);
const base = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  if (i > 60) throw new Error("wrangler dev did not start");
  await new Promise((r) => setTimeout(r, 500));
  if (
    await fetch(`${base}/favicon.svg`).then(
      () => true,
      () => false,
    )
  )
    break;
}

const PATHS = ["/plain", "/cached"];
const ROUNDS = 3;
const times = await medianTimes(base, "/favicon.svg", PATHS, ROUNDS);
await stopGroup(child);

if (process.argv.includes("--json")) {
  console.log(JSON.stringify({ kb: KB, rounds: ROUNDS, times }));
  process.exit(0);
}
console.log(
  `Median of ${ROUNDS} rounds' p50 (ms), wrangler dev --local, one Worker that does nothing else, a ${KB} KB page:`,
);
console.log("| concurrency | /favicon.svg | /plain | /cached | /plain ÷ static | /cached ÷ static |");
console.log("| ----------- | -----------: | -----: | ------: | --------------: | ---------------: |");
for (const c of Object.keys(RATIO_LOAD)) {
  const [s, p, k] = ["/favicon.svg", ...PATHS].map((path) => times[c][path]);
  console.log(
    `| ${c} | ${s.toFixed(1)} | ${p.toFixed(1)} | ${k.toFixed(1)} | ${(p / s).toFixed(2)} | ${(k / s).toFixed(2)} |`,
  );
}
