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
import { measure } from "./lib/load.mjs";
import { freePort, spawnGroup, stopGroup } from "./lib/server.mjs";

// --kb=N: the page's size (the app's home page is about 40 KB before compression).
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

// The bench's own settings (bench/run.mjs LOAD), three rounds, paths alternated.
const LOAD = { c1: { connections: 1, amount: 20 }, c20: { connections: 20, amount: 80 } };
const PATHS = ["/favicon.svg", "/plain", "/cached"];
const ROUNDS = 3;
for (const path of PATHS) for (let i = 0; i < 5; i++) await (await fetch(`${base}${path}`)).arrayBuffer();
const runs = {};
for (let round = 0; round < ROUNDS; round++)
  for (const c of Object.keys(LOAD))
    for (const path of PATHS) {
      const r = await measure(`${base}${path}`, LOAD[c]);
      ((runs[c] ??= {})[path] ??= []).push(r.p50);
    }
await stopGroup(child);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(
  `Median of ${ROUNDS} rounds' p50 (ms), wrangler dev --local, one Worker that does nothing else, a ${KB} KB page:`,
);
console.log("| concurrency | /favicon.svg | /plain | /cached | /plain ÷ static | /cached ÷ static |");
console.log("| ----------- | -----------: | -----: | ------: | --------------: | ---------------: |");
for (const c of Object.keys(LOAD)) {
  const [s, p, k] = PATHS.map((path) => median(runs[c][path]));
  console.log(`| ${c} | ${s} | ${p} | ${k} | ${(p / s).toFixed(2)} | ${(k / s).toFixed(2)} |`);
}
