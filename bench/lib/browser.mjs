// Playwright with Debian's chromium: first-visit bytes, FCP/LCP under a throttled
// profile, and the JavaScript-disabled check.
import { gzipSync } from "node:zlib";
import { chromium, devices } from "@playwright/test";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CHROME_FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

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

export const launch = () => chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });

const COMPRESSIBLE = /text\/|javascript|json|xml|svg|manifest/i;

function category(resourceType, contentType) {
  if (resourceType === "document") return "html";
  if (resourceType === "stylesheet") return "css";
  if (resourceType === "script") return "js";
  if (resourceType === "image" || /^image\//.test(contentType)) return "images";
  if (resourceType === "font") return "fonts";
  return "other";
}

async function newContext(browser, base, cookies, options = {}) {
  const context = await browser.newContext({ ...PIXEL7, ...options });
  if (cookies?.length) await context.addCookies(cookies.map((c) => ({ name: c.name, value: c.value, url: base })));
  return context;
}

/**
 * One first visit (fresh context = empty cache) under the throttling profile.
 * With `collect`, also records every response with its gzip size (zlib level 6),
 * because local wrangler sends bodies uncompressed while Cloudflare compresses them.
 */
export async function visit(browser, base, route, cookies, { collect = false } = {}) {
  const context = await newContext(browser, base, cookies);
  const page = await context.newPage();
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
        Promise.all([
          resp.body().catch(() => Buffer.alloc(0)),
          req.sizes().catch(() => null),
        ]).then(([body, sizes]) => ({
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
        })),
      );
    });
  }
  const resp = await page.goto(`${base}${route.path}`, { waitUntil: "load", timeout: 60_000 });
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
    responses = await Promise.all(pending);
  }
  await context.close();
  return { status, finalPath, fcp: paint.fcp, lcp: paint.lcp, responses, images };
}

/** The page's core job with JavaScript disabled (proxy: heading renders, forms post without JS). */
export async function noJsCheck(browser, base, route, cookies) {
  const context = await newContext(browser, base, cookies, { javaScriptEnabled: false });
  const page = await context.newPage();
  const resp = await page.goto(`${base}${route.path}`, { waitUntil: "load", timeout: 60_000 });
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
  await context.close();
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
