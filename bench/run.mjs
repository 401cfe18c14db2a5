// `npm run bench`: build, serve the built Worker locally, measure every route of the
// spec, and write bench/out/report.{md,json} plus a committed copy in bench/REPORT.md.
// Options: --skip-build, --no-lighthouse, --routes=/,/auth (subset, for debugging),
// --hang=/terms (bench only: that page's subresources are never answered, to prove that a
// page that does not load becomes a FAIL line, not a crash), --d1-latency=100 (every D1
// round trip of the run waits 100 ms first), --distance-only (only the distance table).
// Whatever happens, the run writes the report with what it measured and stops its servers.
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { launch, noJsCheck, PAGE_LOAD_TIMEOUT_MS, PROFILE, retryOnce, visit } from "./lib/browser.mjs";
import { cookieHeader, d1Count, headersOf, median, signIn, timeAuth } from "./lib/http.mjs";
import { LH_FLAGS, withLighthouse } from "./lib/lighthouse.mjs";
import { measure } from "./lib/load.mjs";
import { DISTANCE_HEADING, measureDistance, renderDistance } from "./lib/distance.mjs";
import { writeSection } from "./lib/sections.mjs";
import { measureMembers } from "./lib/members.mjs";
import { renderMarkdown } from "./lib/report.mjs";
import { ACCOUNTS, BUDGET, DEMO_PASSWORD, ROUTES } from "./lib/routes.mjs";
import { freePort, killAllSync, startWorker, stopGroup } from "./lib/server.mjs";
import { weigh } from "./lib/weights.mjs";
import { formatStates, socketStates } from "./lib/sockets.mjs";

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const only = args
  .find((a) => a.startsWith("--routes="))
  ?.slice(9)
  .split(",");
const hang =
  args
    .find((a) => a.startsWith("--hang="))
    ?.slice(7)
    .split(",") ?? [];
// The distance the whole run's D1 round trips have (the distance table sets its own per request).
const d1LatencyMs = Number(args.find((a) => a.startsWith("--d1-latency="))?.slice(13) ?? 0);
if (!Number.isFinite(d1LatencyMs) || d1LatencyMs < 0 || d1LatencyMs > 1000) {
  console.error("bench: --d1-latency takes milliseconds from 0 to 1000");
  process.exit(2);
}
const distanceOnly = flag("distance-only");
const routes = (only ? ROUTES.filter((r) => only.includes(r.path) || only.includes(r.label)) : ROUTES).map((r) => ({
  ...r,
  hang: hang.includes(r.path),
}));

// Bounded load: requests per route and concurrency.
// The static asset is measured right before each page with the same settings, so every
// page has a neighbouring baseline taken under the same machine load.
const STATIC_PATH = "/favicon.svg";
const LH_AUDIT_LIMIT_MS = 180_000;
const LOAD = { c1: { connections: 1, amount: 20 }, c20: { connections: 20, amount: 80 }, warmup: 5 };

const t0 = performance.now();
const phases = {};
const errors = [];
const log = (line) => process.stdout.write(`\nbench:   ${line}`);
/** One phase: timed; an error is recorded for the report and rethrown only for `required` phases. */
const step = async (name, fn, { required = false } = {}) => {
  const t = performance.now();
  process.stdout.write(`bench: ${name} ...`);
  try {
    return await fn();
  } catch (e) {
    errors.push({ phase: name, message: String(e?.stack ?? e).slice(0, 4000) });
    process.stdout.write(` FAILED: ${String(e?.message ?? e).split("\n")[0]}`);
    if (required || workerDied()) throw e;
    return undefined;
  } finally {
    phases[name] = Math.round(performance.now() - t);
    process.stdout.write(` ${(phases[name] / 1000).toFixed(1)} s\n`);
  }
};

let server = null;
let browser = null;
const workerDied = () => Boolean(server?.child && (server.child.exitCode !== null || server.child.signalCode !== null));
const cleanup = async () => {
  const b = browser;
  browser = null;
  await b?.close().catch(() => {});
  await stopGroup(server?.child);
};
process.on("exit", killAllSync);
// A stray rejection (a Playwright event handler, a socket) must not end the run unreported.
process.on("unhandledRejection", (e) => {
  errors.push({ phase: "unhandled rejection", message: String(e?.stack ?? e).slice(0, 4000) });
});
for (const sig of ["SIGINT", "SIGTERM"]) {
  process.on(sig, async () => {
    errors.push({ phase: "interrupted", message: `stopped by ${sig}` });
    await cleanup();
    writeReport();
    process.exit(130);
  });
}

const results = {
  startedAt: new Date().toISOString(),
  commit: git("rev-parse", "--short", "HEAD"),
  dirty: git("status", "--porcelain", "--", "app", "db", "server.ts", "party", "public").length > 0,
  machine: {
    cpus: os.cpus().length,
    model: os.cpus()[0]?.model,
    loadAvgAtStart: os.loadavg().map((x) => +x.toFixed(2)),
    node: process.version,
  },
  profile: PROFILE,
  lighthouseFlags: LH_FLAGS,
  load: LOAD,
  pageLoadTimeoutMs: PAGE_LOAD_TIMEOUT_MS,
  simulatedHang: hang,
  d1LatencyMs,
  routes: {},
  errors,
};

function git(...a) {
  try {
    return execFileSync("git", a).toString().trim();
  } catch {
    return "";
  }
}

try {
  if (!flag("skip-build")) {
    await step(
      "build",
      () => {
        try {
          execFileSync("npm", ["run", "build"], { stdio: ["ignore", "pipe", "pipe"] });
        } catch (e) {
          process.stderr.write(`${e.stdout ?? ""}${e.stderr ?? ""}`);
          throw new Error("npm run build failed");
        }
      },
      { required: true },
    );
  }
  const port = await freePort(Number(process.env.BENCH_PORT ?? 8799));
  server = await step(
    `start worker on 127.0.0.1:${port}`,
    () =>
      startWorker({
        port,
        persist: ".wrangler/bench",
        logFile: "bench/out/wrangler.log",
        vars: d1LatencyMs ? { BENCH_D1_LATENCY_MS: String(d1LatencyMs) } : {},
      }),
    { required: true },
  );
  const base = server.base;

  const sessions = await step(
    "sign in demo accounts",
    async () => {
      const out = {};
      for (const [key, email] of Object.entries(ACCOUNTS)) out[key] = await signIn(base, email, DEMO_PASSWORD);
      return out;
    },
    { required: true },
  );
  const cookiesFor = (route) => (route.as ? sessions[route.as] : []);
  for (const r of routes)
    results.routes[r.path] = {
      label: r.label,
      kind: r.kind,
      as: r.as ? ACCOUNTS[r.as] : null,
      expectedStatus: r.status,
      budgetKB: r.budgetKB,
      hydrates: r.hydrates ?? null,
    };

  await step("D1 queries per request", async () => {
    for (const r of routes) results.routes[r.path].d1 = await d1Count(base, r.path, cookiesFor(r));
  });

  results.distance = await step(`distance: every route at 0, 50 and 150 ms per D1 round trip`, () =>
    measureDistance(base, routes, cookiesFor),
  );
  if (distanceOnly) throw new DistanceOnly();

  results.headers = await step("cache and compression headers", async () => {
    const home = await (await fetch(`${base}/`)).text();
    // The icon sprite is referenced as /assets/icons-<hash>.svg#name: one asset.
    const assets = [...new Set([...home.matchAll(/(?:href|src)="(\/assets\/[^"#]+)/g)].map((m) => m[1]))];
    const sprite = assets.find((a) => /\/assets\/icons-[^/]+\.svg$/.test(a)) ?? "/assets/icons.svg";
    const calc = await (await fetch(`${base}/calculator`)).text();
    const jsAssets = [...calc.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    const out = {
      html: await headersOf(base, "/"),
      favicon: await headersOf(base, "/favicon.svg"),
      icons: { path: sprite, ...(await headersOf(base, sprite)) },
      assets: {},
    };
    for (const a of [...new Set([...assets, ...jsAssets.slice(0, 3)])]) out.assets[a] = await headersOf(base, a);
    out.fontFaceInCss = false;
    out.fontFaces = [];
    for (const a of assets.filter((x) => x.endsWith(".css"))) {
      const css = await (await fetch(`${base}${a}`)).text();
      for (const face of css.match(/@font-face\s*{[^}]*}/gi) ?? []) {
        out.fontFaceInCss = true;
        out.fontFaces.push({
          display: face.match(/font-display:\s*([a-z]+)/i)?.[1] ?? null,
          src: face.match(/url\(([^)]+)\)/)?.[1] ?? null,
        });
      }
    }
    out.fontPreloads = [...home.matchAll(/<link[^>]*rel="preload"[^>]*>/g)]
      .map((m) => m[0])
      .filter((l) => /as="font"/.test(l))
      .map((l) => l.match(/href="([^"]+)"/)?.[1]);
    return out;
  });

  results.auth = await step("sign-up and sign-in times", () =>
    timeAuth(base, { email: ACCOUNTS.free, password: DEMO_PASSWORD, n: 5 }),
  );

  results.serverTime = await step("server time (autocannon)", async () => {
    const fav = `${base}${STATIC_PATH}`;
    // Warm-up with plain fetches (an autocannon run costs at least a second of its own).
    const warm = async (url, cookie) => {
      for (let i = 0; i < LOAD.warmup; i++)
        await (await fetch(url, { redirect: "manual", headers: cookie ? { cookie } : {} })).arrayBuffer();
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

  await step(`browser: no-JS check, bytes, FCP/LCP x${PROFILE.runs}`, async () => {
    for (const r of routes) {
      const cookies = cookiesFor(r);
      const entry = results.routes[r.path];
      // Each page load gets one retry in a fresh context; a page that still does not load
      // is a FAIL line for this route in the report, and the run goes on with the next one.
      // The retry runs in a fresh chromium: if it then loads, the stall was the browser's
      // state; if it still does not, the server's. The Worker port's sockets are noted.
      let what = "no-JS check";
      const runs = [];
      const beforeRetry = async (why) => {
        (entry.retries ??= []).push({ step: what, firstError: why, sockets: formatStates(socketStates(port)) });
        await browser?.close().catch(() => {});
        browser = await launch();
      };
      try {
        if (!browser?.isConnected()) browser = await launch();
        entry.noJs = await retryOnce(`${r.label} ${what}`, () => noJsCheck(browser, base, r, cookies), {
          log,
          beforeRetry,
        });
        for (let i = 0; i < PROFILE.runs; i++) {
          what = `throttled visit ${i + 1}`;
          runs.push(
            await retryOnce(`${r.label} ${what}`, () => visit(browser, base, r, cookies, { collect: i === 0 }), {
              log,
              beforeRetry,
            }),
          );
        }
      } catch (e) {
        entry.loadFailure = {
          step: what,
          message: e.message,
          attempts: e.attempts ?? [e.message],
          timeoutMs: PAGE_LOAD_TIMEOUT_MS,
          simulated: r.hang,
        };
        log(`${r.label}: FAIL, ${what} did not complete twice: ${e.message}`);
        if (workerDied()) throw new Error(`the local Worker died during the browser phase (at ${r.label})`);
        continue;
      }
      const first = runs[0];
      entry.visit = { status: first.status, finalPath: first.finalPath };
      entry.responses = first.responses;
      entry.images = first.images;
      const { bytes, raw } = weigh(first.responses);
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
  await browser?.close().catch(() => {});
  browser = null;

  if (!flag("no-lighthouse")) {
    const publicRoutes = routes.filter((r) => r.kind === "public");
    await step(`lighthouse on ${publicRoutes.length} public pages`, () =>
      withLighthouse(async (unbounded) => {
        // Lighthouse gives up on a page load itself (45 s); this bound is for anything else
        // that could wait forever, so one page cannot hold the run (its row says why).
        const audit = (url, options) => {
          let timer;
          const limit = new Promise((_, reject) => {
            timer = setTimeout(
              () => reject(new Error(`Lighthouse gave no result within ${LH_AUDIT_LIMIT_MS / 1000} s`)),
              LH_AUDIT_LIMIT_MS,
            );
          });
          return Promise.race([unbounded(url, options), limit]).finally(() => clearTimeout(timer));
        };
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
  results.members = await step("members' flows: progress, chat, face scanner", () =>
    measureMembers({ base, sessions, launch, paths: only }),
  );
} catch (e) {
  if (e instanceof DistanceOnly) {
    await cleanup();
    await writeDistance();
    setTimeout(() => process.exit(), 5000).unref();
    process.exit(errors.length ? 1 : 0);
  }
  if (!errors.some((x) => x.message === String(e?.stack ?? e).slice(0, 4000)))
    errors.push({ phase: "run", message: String(e?.stack ?? e).slice(0, 4000) });
  const child = server?.child;
  if (workerDied()) {
    const tail = server.output().slice(-2000);
    errors.push({
      phase: "local Worker",
      message: `exited (code ${child.exitCode}, signal ${child.signalCode}); last output:\n${tail}`,
    });
    console.error(
      `\nbench: the local Worker died (exit ${child.exitCode}, signal ${child.signalCode}); its output is in bench/out/wrangler.log:\n${tail}`,
    );
  }
  console.error(`\nbench: stopped early: ${String(e?.message ?? e)}`);
} finally {
  await cleanup();
}

writeReport();
if (!only && !hang.length && results.complete) await writeDistance();
const failedLoads = routes.filter((r) => results.routes[r.path]?.loadFailure).map((r) => r.label);
if (failedLoads.length)
  console.log(`bench: FAIL: ${failedLoads.length} page(s) did not load: ${failedLoads.join(", ")} (see the report)`);
if (errors.length)
  console.log(
    `bench: ${errors.length} error(s), listed at the top of the report: ${errors.map((x) => x.phase).join("; ")}`,
  );
process.exitCode = errors.length ? 1 : 0;
// Nothing of ours is left running; if a stray handle would keep Node alive, do not hang.
setTimeout(() => process.exit(), 5000).unref();

/** Stops a --distance-only run after the distance table. */
function DistanceOnly() {}

/** The distance section of bench/REPORT.md (and bench/out/distance.md), from a run over every route. */
async function writeDistance() {
  if (!results.distance) return;
  const md = renderDistance(results.distance, {
    commit: results.commit + (results.dirty ? " with uncommitted changes" : ""),
    when: results.startedAt,
    label: d1LatencyMs ? `--d1-latency=${d1LatencyMs} for the rest of the run` : "",
  });
  mkdirSync("bench/out", { recursive: true });
  writeFileSync("bench/out/distance.md", md);
  if (!only) await writeSection(DISTANCE_HEADING, md);
  console.log(`bench: distance table -> bench/out/distance.md${only ? "" : ", bench/REPORT.md"}`);
}

/** Writes bench/out/report.{md,json} with whatever was measured; never throws. */
function writeReport() {
  try {
    results.durationS = Math.round((performance.now() - t0) / 1000);
    results.phasesMs = phases;
    results.complete = errors.length === 0;
    results.machine.loadAvgAtEnd = os.loadavg().map((x) => +x.toFixed(2));
    mkdirSync("bench/out", { recursive: true });
    const stamp = results.startedAt.replace(/[:.]/g, "-");
    writeFileSync("bench/out/report.json", JSON.stringify(results, null, 2));
    let md;
    try {
      md = renderMarkdown(results, routes);
    } catch (e) {
      // The JSON is already written; a renderer bug must not cost the whole report.
      md = `# Glowup benchmark report\n\nThe markdown could not be rendered (${e?.stack ?? e}); the figures are in bench/out/report.json.\n`;
    }
    writeFileSync("bench/out/report.md", md);
    copyFileSync("bench/out/report.json", `bench/out/report-${stamp}.json`);
    copyFileSync("bench/out/report.md", `bench/out/report-${stamp}.md`);
    // Only a complete run of every route replaces the committed copy.
    // A run at a distance (--d1-latency) is not the baseline: it stays in bench/out.
    const full = !only && !hang.length && !d1LatencyMs && results.complete;
    if (full) {
      // `npm run load` keeps its own section at the end of the committed report (bench/load.mjs).
      const previous = existsSync("bench/REPORT.md") ? readFileSync("bench/REPORT.md", "utf8") : "";
      const load = previous.indexOf("\n## Load test");
      writeFileSync("bench/REPORT.md", md + (load >= 0 ? previous.slice(load) : ""));
    }
    console.log(
      `bench: ${results.complete ? "done" : "incomplete run"} in ${results.durationS} s -> bench/out/report.md${full ? ", bench/REPORT.md" : ""}`,
    );
  } catch (e) {
    console.error(`bench: could not write the report: ${e?.stack ?? e}`);
  }
}
