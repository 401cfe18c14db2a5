// Members' flows the route table cannot show (issues #14, #15, #16):
// - /progress and one challenge completion: D1 round trips and server time;
// - /chat: JavaScript bytes for a member, and send-to-arrival time between two browsers;
// - the face scanner: bytes uploaded with and without JavaScript for a 12 MP phone
//   portrait, submit-to-result time with the local face analysis, the Worker's own timings.
// Every phase is bounded in time and never throws: a failure is { ok: false, error }.
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { gzipSync } from "node:zlib";
import { cookieHeader, median } from "./http.mjs";
import { ACCOUNTS } from "./routes.mjs";
import { portrait12mp } from "./photo-inputs.mjs";

export const CHAT = {
  messages: 100,
  receiver: "free",
  // Four senders take turns: each sends every SEND_INTERVAL_MS x 4 = 2.6 s, i.e. at most
  // 4 messages in any 10 s, under the chat's limit (app/chat/rules.ts: 5 per 10 s).
  senders: ["starter", "pro", "elite", "trial"],
  sendIntervalMs: 650,
  // Issue #41: the live room is an island (decision 055), no React.
  budgetKB: 25,
  timeoutMs: 180_000,
};
/** The photo: bench/lib/photo-inputs.mjs's 12 MP portrait (3000 x 4000, JPEG quality 90). */
export const SCAN = { width: 3000, height: 4000, jpegQuality: 90, timeoutMs: 180_000 };
export const PROGRESS = { samples: 20, timeoutMs: 60_000 };

const p95 = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil(0.95 * s.length) - 1)] : null;
};

/** Run `fn` with a deadline; any error or the deadline becomes { ok: false, error }. */
export async function bounded(ms, fn) {
  let timer;
  const deadline = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`did not finish within ${ms / 1000} s`)), ms);
  });
  try {
    return { ok: true, ...(await Promise.race([fn(), deadline])) };
  } catch (e) {
    return {
      ok: false,
      error: String(e?.message ?? e)
        .split("\n")[0]
        .slice(0, 300),
    };
  } finally {
    clearTimeout(timer);
  }
}

const d1Of = (res) => ({
  roundTrips: res.headers.has("x-d1-round-trips") ? Number(res.headers.get("x-d1-round-trips")) : null,
  statements: res.headers.has("x-d1-statements") ? Number(res.headers.get("x-d1-statements")) : null,
});

function post(base, path, fields, cookie) {
  const u = new URL(base);
  return fetch(`${base}${path}`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: u.origin, Cookie: cookie },
  });
}

// ---------------------------------------------------------------- #14: /progress

/**
 * GET /progress as a demo member (after one warm-up): D1 round trips and wall time over
 * loopback, `PROGRESS.samples` sequential requests. Then start and complete each of
 * today's challenges (one sample per challenge: a challenge completes once a day).
 */
export function measureProgress(base, sessions, as = "free") {
  return bounded(PROGRESS.timeoutMs, async () => {
    const cookie = cookieHeader(sessions[as]);
    const get = async () => {
      const t = performance.now();
      const res = await fetch(`${base}/progress`, { redirect: "manual", headers: { Cookie: cookie } });
      const html = await res.text();
      return { ms: performance.now() - t, res, html };
    };
    const first = await get();
    if (first.res.status !== 200)
      throw new Error(
        `GET /progress answered ${first.res.status}${first.res.headers.get("location") ? ` → ${first.res.headers.get("location")}` : ""}`,
      );
    const page = { times: [], d1: [] };
    for (let i = 0; i < PROGRESS.samples; i++) {
      const g = await get();
      page.times.push(g.ms);
      page.d1.push(d1Of(g.res));
    }
    // Today's challenges: the start forms' hidden challengeId fields.
    const ids = [...new Set([...first.html.matchAll(/name="challengeId" value="([^"]+)"/g)].map((m) => m[1]))];
    if (ids.length === 0) throw new Error("no challenge forms found on /progress");
    const start = [];
    const complete = [];
    for (const challengeId of ids) {
      for (const [intent, into] of [
        ["start", start],
        ["complete", complete],
      ]) {
        const t = performance.now();
        const res = await post(base, "/progress?tab=challenges", { intent, challengeId }, cookie);
        await res.arrayBuffer();
        into.push({ challengeId, status: res.status, ms: performance.now() - t, ...d1Of(res) });
      }
    }
    const summary = (xs) => ({
      n: xs.length,
      medianMs: median(xs.map((x) => x.ms)),
      p95Ms: p95(xs.map((x) => x.ms)),
      roundTrips: xs.map((x) => x.roundTrips),
      statements: xs.map((x) => x.statements),
      statuses: xs.map((x) => x.status),
    });
    return {
      as: ACCOUNTS[as],
      page: {
        n: page.times.length,
        medianMs: median(page.times),
        p95Ms: p95(page.times),
        roundTrips: page.d1.at(-1).roundTrips,
        statements: page.d1.at(-1).statements,
      },
      start: summary(start),
      complete: summary(complete),
    };
  });
}

// ---------------------------------------------------------------- #15: /chat

const COMPRESSIBLE = /text\/|javascript|json|xml|svg|manifest/i;

async function memberPage(browser, base, cookies, options = {}) {
  const context = await browser.newContext({ viewport: { width: 1000, height: 800 }, ...options });
  if (cookies?.length) await context.addCookies(cookies.map((c) => ({ name: c.name, value: c.value, url: base })));
  return { context, page: await context.newPage() };
}

const waitLive = (page) =>
  page
    .getByTestId("live-status")
    .filter({ hasText: /online/ })
    .waitFor({ timeout: 30_000 });

/**
 * The receiver (a member, fresh context: every script is fetched) opens /chat; its JS
 * responses are gzipped (level 6) and summed. Four other members open /chat in their own
 * browsers and take turns sending through the page's form (Enter in the composer, JS on).
 * Sent time: a capture-phase submit listener in the sender's page; arrival: a
 * MutationObserver on the receiver's page (both Date.now(), same machine clock).
 */
export function measureChat(browser, base, sessions) {
  const opened = [];
  const run = bounded(CHAT.timeoutMs, async () => {
    const receiver = await memberPage(browser, base, sessions[CHAT.receiver]);
    opened.push(receiver.context);
    const js = [];
    receiver.page.on("response", (resp) => {
      if (resp.request().resourceType() !== "script") return;
      const type = resp.headers()["content-type"] ?? "";
      js.push(
        resp
          .body()
          .then((body) => ({
            url: resp.url().replace(base, ""),
            raw: body.length,
            gzip: COMPRESSIBLE.test(type) ? gzipSync(body, { level: 6 }).length : body.length,
          }))
          .catch(() => null),
      );
    });
    const first = await receiver.page.goto(`${base}/chat`, { waitUntil: "load", timeout: 30_000 });
    if (first?.status() !== 200 || !receiver.page.url().includes("/chat"))
      throw new Error(`receiver's /chat answered ${first?.status()} at ${receiver.page.url().replace(base, "")}`);
    await waitLive(receiver.page);
    await receiver.page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => {});
    const scripts = (await Promise.all(js)).filter(Boolean);
    const jsBytes = {
      gzip: scripts.reduce((a, x) => a + x.gzip, 0),
      raw: scripts.reduce((a, x) => a + x.raw, 0),
      files: scripts.length,
    };

    const stamp = Date.now().toString(36);
    await receiver.page.evaluate((prefix) => {
      window.__arrived = {};
      const seen = () => {
        for (const el of document.querySelectorAll('[data-testid="message-text"]')) {
          const text = (el.textContent ?? "").trim();
          if (text.startsWith(prefix) && !(text in window.__arrived)) window.__arrived[text] = Date.now();
        }
      };
      new MutationObserver(seen).observe(document.body, { childList: true, subtree: true, characterData: true });
    }, `bench-${stamp}-`);

    const senders = [];
    const statuses = {};
    for (const key of CHAT.senders) {
      const s = await memberPage(browser, base, sessions[key]);
      opened.push(s.context);
      await s.page.goto(`${base}/chat`, { waitUntil: "load", timeout: 30_000 });
      await waitLive(s.page);
      await s.page.evaluate(() => {
        window.__sent = {};
        document.addEventListener(
          "submit",
          (e) => {
            const box = e.target.querySelector?.('textarea[name="message"]');
            if (box) window.__sent[box.value.trim()] = Date.now();
          },
          true,
        );
      });
      // The send action's answers (a refusal, e.g. 429 for the rate limit, shows here).
      s.page.on("response", (resp) => {
        if (resp.request().method() === "POST" && new URL(resp.url()).pathname.startsWith("/chat"))
          statuses[resp.status()] = (statuses[resp.status()] ?? 0) + 1;
      });
      senders.push({ key, page: s.page });
    }

    // Paced from the previous send, never catching up after a slow one: a burst would put
    // one member over the rate limit.
    const t0 = performance.now();
    let last = -Infinity;
    for (let i = 0; i < CHAT.messages; i++) {
      const wait = last + CHAT.sendIntervalMs - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      last = performance.now();
      const s = senders[i % senders.length];
      const box = s.page.locator('textarea[name="message"]');
      // This member's previous message has been answered (the composer clears on success).
      await s.page
        .waitForFunction(() => !document.querySelector('textarea[name="message"]')?.value, null, { timeout: 5_000 })
        .catch(() => {});
      await box.fill(`bench-${stamp}-${String(i).padStart(3, "0")}`);
      await box.press("Enter");
    }
    // Let the last messages arrive (at most 10 s).
    const settle = Date.now() + 10_000;
    while (Date.now() < settle) {
      const n = await receiver.page.evaluate(() => Object.keys(window.__arrived).length);
      if (n >= CHAT.messages) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const arrived = await receiver.page.evaluate(() => window.__arrived);
    const sent = {};
    for (const s of senders) Object.assign(sent, await s.page.evaluate(() => window.__sent));
    const latencies = Object.entries(sent)
      .filter(([text]) => text in arrived)
      .map(([text, at]) => arrived[text] - at);
    const refused = [];
    for (const s of senders) {
      const alert = await s.page.getByText(/too fast|Failed to send/).count();
      if (alert) refused.push(s.key);
    }
    return {
      receiver: ACCOUNTS[CHAT.receiver],
      senders: CHAT.senders.map((k) => ACCOUNTS[k]),
      jsBytes,
      jsFiles: scripts.map((x) => ({ url: x.url, gzip: x.gzip })),
      messages: CHAT.messages,
      submitted: Object.keys(sent).length,
      arrived: latencies.length,
      sendingS: (performance.now() - t0) / 1000,
      medianMs: median(latencies),
      p95Ms: p95(latencies),
      maxMs: latencies.length ? Math.max(...latencies) : null,
      refusedSenders: refused,
      sendStatuses: statuses,
    };
  });
  return run.finally(() => Promise.all(opened.map((c) => c.close().catch(() => {}))));
}

// ---------------------------------------------------------------- #16: the face scanner

const parseServerTiming = (h) =>
  Object.fromEntries(
    (h ?? "")
      .split(",")
      .map((part) => part.trim().match(/^([^;]+);dur=([\d.]+)/))
      .filter(Boolean)
      .map((m) => [m[1], Number(m[2])]),
  );

/** One upload through /face-scanner with JS on or off, submit to result page. */
async function scanOnce(browser, base, cookies, file, javaScriptEnabled, opened) {
  const { context, page } = await memberPage(browser, base, cookies, { javaScriptEnabled });
  opened.push(context);
  try {
    await page.goto(`${base}/face-scanner`, { waitUntil: "load", timeout: 30_000 });
    if (javaScriptEnabled) await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => {});
    await page.locator('form[data-scanner] input[name="photo"]').setInputFiles(file);
    const uploadPath = javaScriptEnabled ? "/face-scanner/upload" : "/face-scanner";
    const posted = page.waitForResponse(
      (r) => r.request().method() === "POST" && new URL(r.url()).pathname === uploadPath,
      { timeout: 90_000 },
    );
    posted.catch(() => {}); // awaited below; never an unhandled rejection if the click fails
    const t = performance.now();
    await page.locator("form[data-scanner] button[type=submit]").click();
    const resp = await posted;
    await page.waitForURL(/\/face-scanner\/scans\/\d+/, { waitUntil: "load", timeout: 90_000 });
    const ms = performance.now() - t;
    const req = resp.request();
    const sizes = await req.sizes().catch(() => null);
    const headers = await req.allHeaders().catch(() => ({}));
    const bodyBytes = sizes?.requestBodySize || Number(headers["content-length"] ?? 0) || null;
    const rating = await page
      .getByTestId("scan-rating")
      .first()
      .textContent({ timeout: 5_000 })
      .catch(() => null);
    return {
      status: resp.status(),
      bodyBytes,
      submitToResultMs: ms,
      serverTiming: parseServerTiming((await resp.allHeaders())["server-timing"]),
      rating: rating?.trim().replace(/\s+/g, " ") ?? null,
    };
  } finally {
    await context.close().catch(() => {});
  }
}

export function measureScanner(browser, base, sessions, as = "pro") {
  const opened = [];
  const run = bounded(SCAN.timeoutMs, async () => {
    const file = portrait12mp();
    const fileBytes = readFileSync(file).length;
    const out = { as: ACCOUNTS[as], photo: { width: SCAN.width, height: SCAN.height, bytes: fileBytes } };
    for (const [key, js] of [
      ["noJs", false],
      ["js", true],
    ]) {
      try {
        out[key] = await scanOnce(browser, base, sessions[as], file, js, opened);
      } catch (e) {
        out[key] = {
          error: String(e?.message ?? e)
            .split("\n")[0]
            .slice(0, 300),
        };
      }
    }
    return out;
  });
  return run.finally(() => Promise.all(opened.map((c) => c.close().catch(() => {}))));
}

/**
 * All three, each only when its route is selected (`paths`: the --routes subset, or null
 * for all), in its own chromium. Never throws.
 */
export async function measureMembers({ base, sessions, launch, paths }) {
  const want = (path) => !paths || paths.includes(path);
  const out = { skipped: [] };
  if (want("/progress")) out.progress = await measureProgress(base, sessions);
  else out.skipped.push("/progress");
  if (!want("/chat") && !want("/face-scanner")) {
    out.skipped.push("/chat", "/face-scanner");
    return out;
  }
  let browser = null;
  try {
    browser = await launch();
    if (want("/chat")) out.chat = await measureChat(browser, base, sessions);
    else out.skipped.push("/chat");
    if (want("/face-scanner")) out.scanner = await measureScanner(browser, base, sessions);
    else out.skipped.push("/face-scanner");
  } catch (e) {
    const error = `browser: ${String(e?.message ?? e).split("\n")[0]}`;
    out.chat ??= want("/chat") ? { ok: false, error } : undefined;
    out.scanner ??= want("/face-scanner") ? { ok: false, error } : undefined;
  } finally {
    await browser?.close().catch(() => {});
  }
  return out;
}
