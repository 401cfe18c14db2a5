// Playwright with Debian's chromium: first-visit bytes, FCP/LCP under a throttled
// profile, and the JavaScript-disabled check.
import { execFileSync } from "node:child_process";
import { appendFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium, devices } from "@playwright/test";
import { formatStates, socketStates } from "./sockets.mjs";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CHROME_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

// The throttling profile (stated in the report exactly as applied).
export const PROFILE = {
  device: "Pixel 7 (Playwright descriptor: 412x915 CSS px, DPR 2.625, mobile UA)",
  // CDP Network.emulateNetworkConditions: `latency` is request-sent to response-headers,
  // i.e. the round trip: 150 ms each way = 300 ms. Throughputs are bytes per second.
  network: { offline: false, latency: 300, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 },
  cpuSlowdown: 4,
  runs: 3,
};

const { defaultBrowserType: _ignored, ...PIXEL7 } = devices["Pixel 7"];

// BENCH_NETLOG=file: Chromium's own network log (socket pools, throttling) for debugging.
const NETLOG = process.env.BENCH_NETLOG
  ? [`--log-net-log=${process.env.BENCH_NETLOG}`, "--net-log-capture-mode=Everything"]
  : [];
export const launch = () => chromium.launch({ executablePath: CHROMIUM, args: [...CHROME_FLAGS, ...NETLOG] });

// BENCH_TRACE=1: every request of every context, with times, to bench/out/browser-trace.log;
// a page load still pending after 20 s also logs `ss` for the Worker's port.
const TRACE = process.env.BENCH_TRACE === "1";
const T0 = Date.now();
export function trace(line) {
  if (TRACE) appendFileSync("bench/out/browser-trace.log", `${((Date.now() - T0) / 1000).toFixed(3)} ${line}\n`);
}
let ctxSeq = 0;
async function traceContext(context, page, label) {
  if (!TRACE) return;
  const id = ++ctxSeq;
  const open = new Map();
  const u = (r) => r.url().replace(/^https?:\/\/[^/]+/, "");
  page.on("request", (r) => {
    open.set(r, Date.now());
    trace(`ctx${id} ${label} request ${r.method()} ${u(r)} (${r.resourceType()})`);
  });
  page.on("response", (r) => trace(`ctx${id} ${label} response ${r.status()} ${u(r)}`));
  page.on("requestfinished", (r) => {
    open.delete(r);
    trace(`ctx${id} ${label} finished ${u(r)}`);
  });
  page.on("requestfailed", (r) => {
    open.delete(r);
    trace(`ctx${id} ${label} FAILED ${u(r)} ${r.failure()?.errorText}`);
  });
  page.on("load", () => trace(`ctx${id} ${label} load event`));
  page.on("domcontentloaded", () => trace(`ctx${id} ${label} DOMContentLoaded`));
  context.on("close", () =>
    trace(`ctx${id} ${label} context closed; still open: ${[...open.keys()].map(u).join(", ") || "none"}`),
  );
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    cdp.on("Network.requestWillBeSent", (e) =>
      trace(`ctx${id} cdp requestWillBeSent ${e.requestId} ${e.request.url.replace(/^https?:\/\/[^/]+/, "")}`),
    );
    cdp.on("Network.responseReceived", (e) =>
      trace(
        `ctx${id} cdp responseReceived ${e.requestId} conn=${e.response.connectionId} reused=${e.response.connectionReused} ${e.response.url.replace(/^https?:\/\/[^/]+/, "")}`,
      ),
    );
    cdp.on("Network.loadingFinished", (e) => trace(`ctx${id} cdp loadingFinished ${e.requestId}`));
    cdp.on("Network.loadingFailed", (e) => trace(`ctx${id} cdp loadingFailed ${e.requestId} ${e.errorText}`));
  } catch (e) {
    trace(`ctx${id} cdp failed ${e.message}`);
  }
  page.__traceOpen = open;
  page.__traceId = id;
}
export function traceStall(page, base) {
  if (!TRACE) return;
  const port = new URL(base).port;
  const open = page.__traceOpen
    ? [...page.__traceOpen.entries()].map(([r, t]) => `${r.url()} (${Date.now() - t} ms)`)
    : [];
  trace(`ctx${page.__traceId} STALL, open requests: ${open.join(", ") || "none"}`);
  try {
    trace(`ss:\n${execFileSync("ss", ["-tanpi", `( sport = :${port} or dport = :${port} )`]).toString()}`);
  } catch (e) {
    trace(`ss failed: ${e.message}`);
  }
  trace(`sockets: ${formatStates(socketStates(port))}`);
}

const COMPRESSIBLE = /text\/|javascript|json|xml|svg|manifest/i;

function category(resourceType, contentType) {
  if (resourceType === "document") return "html";
  if (resourceType === "stylesheet") return "css";
  if (resourceType === "script") return "js";
  if (resourceType === "image" || /^image\//.test(contentType)) return "images";
  if (resourceType === "font") return "fonts";
  return "other";
}

// A page load (HTML and every subresource until `load`) that takes longer than this on
// loopback is not slow, it is stuck: a throttled first visit takes 1-3 s, and 10 s on a
// machine loaded to 15+. One attempt (load plus what we read afterwards) has a hard limit
// on top, so that nothing Playwright awaits can stall the run.
export const PAGE_LOAD_TIMEOUT_MS = 30_000;
const ATTEMPT_LIMIT_MS = 60_000;

/**
 * Runs `fn(page, context)` in a fresh context and ALWAYS closes that context, also when
 * `fn` throws or overruns ATTEMPT_LIMIT_MS (a leaked context keeps its requests open).
 * `route.hang` (bench option --hang=PATH, bench only) holds every subresource request of
 * the page unanswered, so its `load` never fires: the failure the FAIL path is for.
 */
async function inPage(browser, base, route, cookies, options, fn) {
  const context = await browser.newContext({ ...PIXEL7, ...options });
  let timer;
  try {
    if (cookies?.length) await context.addCookies(cookies.map((c) => ({ name: c.name, value: c.value, url: base })));
    const page = await context.newPage();
    if (route.hang) await page.route("**/*", (r) => (r.request().isNavigationRequest() ? r.continue() : undefined));
    const limit = new Promise((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`${route.path}: gave up after ${ATTEMPT_LIMIT_MS / 1000} s`)),
        ATTEMPT_LIMIT_MS,
      );
    });
    return await Promise.race([fn(page, context), limit]);
  } finally {
    clearTimeout(timer);
    await Promise.race([context.close().catch(() => {}), new Promise((r) => setTimeout(r, 10_000))]);
  }
}

/**
 * `fn()` once more when it throws (a fresh context each time); the second error is thrown
 * with the first one's message, for the report's FAIL line.
 */
export async function retryOnce(label, fn, { log = () => {}, beforeRetry = async () => {} } = {}) {
  try {
    return await fn();
  } catch (first) {
    const why = firstLine(first);
    log(`${label}: ${why}; retrying once`);
    await beforeRetry(why);
    try {
      return await fn();
    } catch (second) {
      const e = new Error(`${firstLine(second)} (first attempt: ${why})`);
      e.attempts = [why, firstLine(second)];
      throw e;
    }
  }
}
const firstLine = (e) => String(e?.message ?? e).split("\n")[0];

/**
 * One first visit (fresh context = empty cache) under the throttling profile.
 * With `collect`, also records every response with its gzip size (zlib level 6),
 * because local wrangler sends bodies uncompressed while Cloudflare compresses them.
 */
export function visit(browser, base, route, cookies, { collect = false } = {}) {
  return inPage(browser, base, route, cookies, {}, (page, context) => visitPage(page, context, base, route, collect));
}

async function visitPage(page, context, base, route, collect) {
  await traceContext(context, page, `visit ${route.path}`);
  // Requests still in flight (the favicon, asked for after `load`) when the context closes
  // are cut mid-throttle; let them finish (bounded) and lift the throttle before closing.
  let inFlight = 0;
  page.on("request", () => inFlight++);
  page.on("requestfinished", () => inFlight--);
  page.on("requestfailed", () => inFlight--);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", PROFILE.network);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: PROFILE.cpuSlowdown });
  const pending = [];
  if (collect) {
    page.on("response", (resp) => {
      const req = resp.request();
      const contentType = resp.headers()["content-type"] ?? "";
      pending.push(
        Promise.all([resp.body().catch(() => Buffer.alloc(0)), req.sizes().catch(() => null)]).then(
          ([body, sizes]) => ({
            url: resp.url().replace(base, ""),
            status: resp.status(),
            type: req.resourceType(),
            category: category(req.resourceType(), contentType),
            contentType: contentType.split(";")[0],
            contentEncoding: resp.headers()["content-encoding"] ?? null,
            cacheControl: resp.headers()["cache-control"] ?? null,
            raw: body.length,
            // What the local server actually sent (encoded body + headers), for comparison.
            localTransfer: sizes ? sizes.responseBodySize + sizes.responseHeadersSize : null,
            gzip: body.length && COMPRESSIBLE.test(contentType) ? gzipSync(body, { level: 6 }).length : body.length,
          }),
        ),
      );
    });
  }
  const stallTimer = setTimeout(() => traceStall(page, base), 20_000);
  const resp = await page
    .goto(`${base}${route.path}`, { waitUntil: "load", timeout: PAGE_LOAD_TIMEOUT_MS })
    .finally(() => clearTimeout(stallTimer));
  const status = resp?.status() ?? null;
  const finalPath = page.url().replace(base, "");
  const paint = await page.evaluate(
    () =>
      new Promise((resolve) => {
        let lcp = null;
        try {
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) lcp = e.startTime;
          }).observe({ type: "largest-contentful-paint", buffered: true });
        } catch {}
        const started = performance.now();
        const poll = () => {
          const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null;
          if ((fcp !== null && lcp !== null) || performance.now() - started > 3000) resolve({ fcp, lcp });
          else setTimeout(poll, 50);
        };
        setTimeout(poll, 100);
      }),
  );
  let responses = null;
  let images = null;
  if (collect) {
    await page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => {});
    images = await page.evaluate(() =>
      [...document.images].map((img) => ({
        src: img.currentSrc || img.src,
        lazy: img.loading === "lazy",
        belowFold: img.getBoundingClientRect().top >= innerHeight,
      })),
    );
    // A reader who scrolls to the end fetches the lazy illustrations too: count them in
    // the first visit's weight (bench/lib/weights.mjs).
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
        scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 100));
      }
      scrollTo(0, 0);
    });
    // networkidle was reached once already (it would not wait again): wait for the images.
    await page
      .waitForFunction(() => [...document.images].every((i) => i.complete), null, { timeout: 15_000 })
      .catch(() => {});
    responses = await Promise.all(pending);
  }
  for (const until = Date.now() + 3000; inFlight > 0 && Date.now() < until;)
    await new Promise((r) => setTimeout(r, 50));
  await cdp
    .send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    })
    .catch(() => {});
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 }).catch(() => {});
  await cdp.detach().catch(() => {});
  return { status, finalPath, fcp: paint.fcp, lcp: paint.lcp, responses, images };
}

/** The page's core job with JavaScript disabled (proxy: heading renders, forms post without JS). */
export async function noJsCheck(browser, base, route, cookies) {
  const seen = await inPage(browser, base, route, cookies, { javaScriptEnabled: false }, (page, context) =>
    noJsPage(page, context, base, route),
  );
  const { status, finalPath, heading, headingVisible, forms, html } = seen;
  const problems = [];
  if (status !== route.status) problems.push(`HTTP ${status}, expected ${route.status}`);
  if (route.as && finalPath.startsWith("/auth")) problems.push("sent to sign-in although signed in");
  if (!headingVisible) problems.push("no visible h1");
  const bad = forms.filter((f) => !f.method || f.action === null);
  if (bad.length) problems.push(`${bad.length} form(s) without method+action`);
  if (route.needsForm && forms.length === 0) problems.push("no form");
  return {
    ok: problems.length === 0,
    problems,
    status,
    finalPath,
    heading,
    forms: forms.length,
    scriptTags: (html.match(/<script\b/gi) ?? []).length,
  };
}

async function noJsPage(page, context, base, route) {
  await traceContext(context, page, `nojs ${route.path}`);
  const stallTimer = setTimeout(() => traceStall(page, base), 20_000);
  const resp = await page
    .goto(`${base}${route.path}`, { waitUntil: "load", timeout: PAGE_LOAD_TIMEOUT_MS })
    .finally(() => clearTimeout(stallTimer));
  const status = resp?.status() ?? null;
  const html = (await resp?.text()) ?? "";
  const finalPath = page.url().replace(base, "");
  const h1 = page.locator("main h1, h1").first();
  const heading = (await h1.count()) ? ((await h1.textContent()) ?? "").trim().replace(/\s+/g, " ") : null;
  const headingVisible = heading !== null && (await h1.isVisible());
  const formLocator = page.locator("form");
  const forms = [];
  for (let i = 0; i < (await formLocator.count()); i++) {
    const f = formLocator.nth(i);
    forms.push({ method: await f.getAttribute("method"), action: await f.getAttribute("action") });
  }
  return { status, finalPath, heading, headingVisible, forms, html };
}
