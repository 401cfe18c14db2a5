// `npm run bench:offline` (issue #40): what the service worker costs and what it gives.
// Builds (unless --skip-build), serves the build with `wrangler dev --local` on loopback
// (bench/lib/server.mjs), signs in the demo Free member and, in Debian's chromium with the
// report's slow 4G profile (bench/lib/browser.mjs PROFILE: CDP network and CPU throttling,
// Pixel 7) and service workers allowed:
//   1. the member's first visit to home with an empty cache: the page's bytes until `load`,
//      then the worker's script and its precache, and when each began against the page's
//      first contentful paint and load event (the worker is registered after `load`);
//   2. a visitor's first visit to home: no worker and no offline island at all;
//   3. repeat visits to home (the member's), FCP, median of 3: with the worker installed
//      and controlling the page, beside the same visits in a context that blocks workers.
// The throttle is applied to the worker's own requests too (its target, through the
// browser's CDP session), so a page the worker fetches waits as long as one the page fetches.
// Options: --skip-build --port=8814 (or BENCH_PORT). Writes bench/out/offline.json and .md.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import { gzipSync } from "node:zlib";
import { devices } from "@playwright/test";
import { launch, PROFILE } from "./lib/browser.mjs";
import { signIn } from "./lib/http.mjs";
import { ACCOUNTS, DEMO_PASSWORD } from "./lib/routes.mjs";
import { freePort, killAllSync, startWorker, stopGroup } from "./lib/server.mjs";

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback;
const SKIP_BUILD = process.argv.includes("--skip-build");
const PORT = Number(arg("port", process.env.BENCH_PORT ?? 8799));
const RUNS = PROFILE.runs;
const { defaultBrowserType: _ignored, ...PIXEL7 } = devices["Pixel 7"];
const COMPRESSIBLE = /text\/|javascript|json|xml|svg|manifest/i;
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const gz = (buf) => gzipSync(buf, { level: 6 }).length;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" / ");

/** Throttles every service worker target of the browser as the page is (CDP, not flattened). */
async function throttleWorkers(browser) {
  const cdp = await browser.newBrowserCDPSession();
  let id = 0;
  const throttled = new Set();
  const apply = async () => {
    const { targetInfos } = await cdp.send("Target.getTargets");
    for (const t of targetInfos.filter((t) => t.type === "service_worker" && !throttled.has(t.targetId))) {
      throttled.add(t.targetId);
      const { sessionId } = await cdp.send("Target.attachToTarget", { targetId: t.targetId, flatten: false });
      for (const [method, params] of [
        ["Network.enable", {}],
        ["Network.emulateNetworkConditions", PROFILE.network],
      ])
        await cdp.send("Target.sendMessageToTarget", {
          sessionId,
          message: JSON.stringify({ id: ++id, method, params }),
        });
    }
  };
  return { apply, throttled };
}

/** A throttled page in `context`, as bench/lib/browser.mjs visits do. */
async function throttledPage(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", PROFILE.network);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: PROFILE.cpuSlowdown });
  return page;
}

/** FCP, the load event and the time origin of the page's last navigation (ms; epoch for origin). */
const paintTimes = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        const started = performance.now();
        const poll = () => {
          const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null;
          const nav = performance.getEntriesByType("navigation")[0];
          if ((fcp !== null && nav?.loadEventEnd) || performance.now() - started > 5000)
            resolve({
              origin: performance.timeOrigin,
              fcp,
              load: nav?.loadEventStart ?? null,
              controlled: Boolean(navigator.serviceWorker?.controller),
            });
          else setTimeout(poll, 50);
        };
        poll();
      }),
  );

/** The page's responses until now: gzip bytes (as the report counts them) by kind. */
function collector(page, base) {
  const rows = [];
  page.on("response", (resp) => {
    const req = resp.request();
    const type = req.resourceType();
    const contentType = resp.headers()["content-type"] ?? "";
    rows.push(
      resp
        .body()
        .catch(() => Buffer.alloc(0))
        .then((body) => ({
          url: resp.url().replace(base, ""),
          at: Date.now(),
          type,
          bytes: body.length && COMPRESSIBLE.test(contentType) ? gz(body) : body.length,
          media: type === "image" || type === "font" || /^image\//.test(contentType),
        })),
    );
  });
  return async () => Promise.all(rows);
}

async function memberFirstVisit(browser, base, cookies, workers) {
  const context = await browser.newContext({ ...PIXEL7, serviceWorkers: "allow" });
  await context.addCookies(cookies.map((c) => ({ ...c, url: base })));
  const page = await throttledPage(context);
  const responses = collector(page, base);
  const workerSeen = new Promise((resolve) => context.once("serviceworker", () => resolve(Date.now())));
  await page.goto(`${base}/`, { waitUntil: "load" });
  const paint = await paintTimes(page);
  const workerStarted = await Promise.race([workerSeen, new Promise((r) => setTimeout(r, 30_000, null))]);
  await workers.apply();
  // Installed means precached (install waits for it); then the shell cache is read back.
  await page.evaluate(() => navigator.serviceWorker.ready);
  const [worker] = context.serviceWorkers();
  const sw = await worker.evaluate(() => ({
    origin: performance.timeOrigin,
    fetched: performance
      .getEntriesByType("resource")
      .map((e) => ({ url: new URL(e.name).pathname, start: e.startTime, transfer: e.transferSize })),
  }));
  const cached = await page.evaluate(async () => {
    const out = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const req of await cache.keys()) out.push({ cache: name, path: new URL(req.url).pathname });
    }
    return out;
  });
  await page.waitForLoadState("networkidle").catch(() => {});
  const rows = await responses();
  await context.close();
  return { paint, workerStarted, sw, cached, rows };
}

async function visitorFirstVisit(browser, base) {
  const context = await browser.newContext({ ...PIXEL7, serviceWorkers: "allow" });
  const page = await throttledPage(context);
  const responses = collector(page, base);
  await page.goto(`${base}/`, { waitUntil: "load" });
  await page.waitForLoadState("networkidle").catch(() => {});
  const registrations = await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
  const rows = await responses();
  await context.close();
  return { registrations, island: rows.some((r) => r.url.startsWith("/islands/offline.js")), rows };
}

/** Home's FCP on RUNS repeat visits after a first one, with the worker or with workers blocked. */
async function repeatVisits(browser, base, cookies, withWorker, workers) {
  const context = await browser.newContext({ ...PIXEL7, serviceWorkers: withWorker ? "allow" : "block" });
  await context.addCookies(cookies.map((c) => ({ ...c, url: base })));
  const page = await throttledPage(context);
  await page.goto(`${base}/`, { waitUntil: "load" });
  if (withWorker) {
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForLoadState("networkidle").catch(() => {});
    await workers.apply();
  }
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    await page.goto(`${base}/`, { waitUntil: "load" });
    const p = await paintTimes(page);
    runs.push({ fcp: Math.round(p.fcp), controlled: p.controlled });
  }
  let networkFirst = null;
  if (withWorker) {
    // The worker's own fetch of the page on the last visit: it waited for the throttled network.
    const [worker] = context.serviceWorkers();
    networkFirst = await worker.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((e) => new URL(e.name).pathname === "/")
        .map((e) => Math.round(e.duration))
        .at(-1),
    );
  }
  await context.close();
  return { runs, median: median(runs.map((r) => r.fcp)), networkFirst };
}

async function main() {
  if (!SKIP_BUILD) {
    console.log("[offline] building…");
    execFileSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"] });
  }
  const swFile = readFileSync("build/client/sw.js");
  const precache = [
    ...new Set(
      swFile
        .toString()
        .match(/"\/(?:assets|islands)\/[^"]+"/g)
        .map((s) => JSON.parse(s)),
    ),
  ];
  const loadAtStart = load();
  const port = await freePort(PORT);
  mkdirSync("bench/out", { recursive: true });
  const server = await startWorker({
    port,
    persist: ".wrangler/bench-offline",
    logFile: "bench/out/offline-wrangler.log",
    countD1: false,
  });
  let browser;
  try {
    const base = server.base;
    const cookies = await signIn(base, ACCOUNTS.free, DEMO_PASSWORD);
    browser = await launch();
    const workers = await throttleWorkers(browser);

    const first = await memberFirstVisit(browser, base, cookies, workers);
    const visitor = await visitorFirstVisit(browser, base);
    const without = await repeatVisits(browser, base, cookies, false, workers);
    const withSw = await repeatVisits(browser, base, cookies, true, workers);

    const fcpAt = first.paint.origin + first.paint.fcp;
    const loadAt = first.paint.origin + first.paint.load;
    const beforeLoad = first.rows.filter((r) => r.at <= loadAt + 50);
    const pageBytes = beforeLoad.filter((r) => !r.media).reduce((a, r) => a + r.bytes, 0);
    const allBytes = beforeLoad.reduce((a, r) => a + r.bytes, 0);
    const fromNetwork = first.sw.fetched.filter((f) => f.transfer > 0);
    // What the precache sends over the network: Chromium's transfer size of each file the
    // worker fetched (headers and the body as the local server sent it); 0 when the file came
    // from the HTTP cache the page had just filled (the hashed assets), a few hundred bytes
    // for a revalidation (304).
    const precacheNetwork = fromNetwork.map((f) => ({ path: f.url, bytes: f.transfer }));
    const swGzip = gz(swFile);
    const addedBytes = swGzip + precacheNetwork.reduce((a, f) => a + f.bytes, 0);
    const result = {
      when: new Date().toISOString(),
      commit: execFileSync("git", ["rev-parse", "--short", "HEAD"]).toString().trim(),
      load: { start: loadAtStart, end: load() },
      profile: PROFILE,
      sw: { bytes: swFile.length, gzip: swGzip, precache },
      first: {
        fcp: Math.round(first.paint.fcp),
        load: Math.round(first.paint.load),
        workerStartedAfterLoadMs: first.workerStarted ? Math.round(first.workerStarted - loadAt) : null,
        workerScriptRanAfterFcpMs: Math.round(first.sw.origin - fcpAt),
        workerScriptRanAfterLoadMs: Math.round(first.sw.origin - loadAt),
        firstPrecacheFetchAfterLoadMs: first.sw.fetched.length
          ? Math.round(first.sw.origin + Math.min(...first.sw.fetched.map((f) => f.start)) - loadAt)
          : null,
        pageBytesBeforeLoad: pageBytes,
        allBytesBeforeLoad: allBytes,
        workerRequests: 1 + first.sw.fetched.length,
        precacheFetched: first.sw.fetched.map((f) => ({ url: f.url, transfer: f.transfer })),
        precacheFromNetwork: precacheNetwork,
        addedBytes,
        cached: first.cached,
      },
      visitor: {
        registrations: visitor.registrations,
        island: visitor.island,
        requests: visitor.rows.length,
      },
      repeat: { without, with: withSw, workersThrottled: workers.throttled.size },
    };
    writeFileSync("bench/out/offline.json", JSON.stringify(result, null, 2));
    const f = result.first;
    const md = [
      `${result.when}, commit ${result.commit}, load average ${result.load.start} at start and ${result.load.end} at end.`,
      "",
      "| figure | value |",
      "|---|---|",
      `| sw.js | ${kb(result.sw.bytes)} KB, ${kb(result.sw.gzip)} KB gzip; precaches ${precache.length} files and /offline |`,
      `| member's first visit to home, until load | page ${kb(f.pageBytesBeforeLoad)} KB (budget 35), with fonts and images ${kb(f.allBytesBeforeLoad)} KB (budget 100); FCP ${f.fcp} ms, load ${f.load} ms |`,
      `| after load: the worker and its precache | ${f.workerRequests} requests (sw.js and ${f.workerRequests - 1} fetches, ${f.precacheFetched.filter((p) => p.transfer === 0).length} of them from the HTTP cache); ${kb(f.addedBytes)} KB (sw.js gzip + ${kb(f.addedBytes - result.sw.gzip)} KB transferred) |`,
      `| with the worker's bytes added | page ${kb(f.pageBytesBeforeLoad + f.addedBytes)} KB of 35, all ${kb(f.allBytesBeforeLoad + f.addedBytes)} KB of 100 |`,
      `| timeline | the worker was started ${f.workerStartedAfterLoadMs} ms after the load event; its script ran ${f.workerScriptRanAfterFcpMs} ms after FCP (${f.workerScriptRanAfterLoadMs} ms after load); its first precache fetch ${f.firstPrecacheFetchAfterLoadMs} ms after load |`,
      `| visitor's first visit to home | ${result.visitor.registrations} worker registrations, offline island loaded: ${result.visitor.island ? "yes" : "no"} |`,
      `| repeat visit FCP, slow 4G, without the worker | median ${without.median} ms (runs ${without.runs.map((r) => r.fcp).join(", ")}) |`,
      `| repeat visit FCP, slow 4G, with the worker | median ${withSw.median} ms (runs ${withSw.runs.map((r) => r.fcp).join(", ")}; controlled: ${withSw.runs.every((r) => r.controlled) ? "every visit" : "not every visit"}; the worker's own network-first fetch of the page took ${withSw.networkFirst} ms) |`,
    ].join("\n");
    writeFileSync("bench/out/offline.md", md);
    console.log(md);
  } finally {
    await browser?.close();
    await stopGroup(server.child);
  }
}

process.on("exit", killAllSync);
main().catch((e) => {
  console.error(`[offline] ${e?.stack ?? e}`);
  process.exitCode = 1;
});
