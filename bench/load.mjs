// `npm run load`: a mixed load test against the BUILT Worker on loopback (issue #17).
// Builds (unless --skip-build), prepares a fresh local state in .wrangler/load, serves the
// build with `wrangler dev --local` on 127.0.0.1 (bench/lib/server.mjs), signs up the
// virtual users' members, then runs every virtual user for the given time:
//   browsers     page views signed out and signed in
//   players      today's challenge starts and completions, the daily task, /progress
//   chatters     chat sends through the no-JS form (under the chat's rate limit)
//   listeners    a live room socket each (ticket from /chat/ticket), plus /chat views
//   subscribers  subscription refreshes (POST /billing/refresh) and /settings
//   scanners     face scans with the local face analysis (Elite: 30 a day), and /face-scanner
//   hostile      beside them (issue #23): decompression bombs, 100 MB bodies (declared and
//                streamed), one room ticket tried on a flood of sockets (one opens: tickets
//                are single-use), /chat/missed over every id (clamped to HISTORY_LIMIT,
//                then 429 per member), and faceless retakes again and again; and once,
//                50 slow uploads at once declaring 10 MB and trickling (signed out,
//                signed in without the scanner's plan, an Elite member over the caps),
//                with the isolate's memory read meanwhile (bench/lib/slow-uploads.mjs)
// Afterwards it checks: no 5xx, no lost chat message (sent = stored = received by every
// listener), and every load member's XP equal to the sum of their awards in activity_log
// (read from the local D1 with `wrangler d1 execute --local`), and that the slow uploads
// were refused while their bodies were still arriving (within 300 ms, or 100 ms above what
// the local stack needs for the same requests sent beside them) or cut at their deadline, that the isolate's
// heap and buffers and workerd's whole process grew by under 64 MB meanwhile, and that honest scans went on. Exit code 1 when a check fails. Options: --vus=50 --seconds=60 --skip-build --port=8798 --via-proxy. Loopback only, bounded in time and
// in requests (each virtual user waits for its answer before the next request).
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import net from "node:net";
import { performance } from "node:perf_hooks";
import { scene } from "../tests/fixtures/photo-scene.mjs";
import { pngBomb } from "../tests/fixtures/photo-bomb.mjs";
import { withPortrait } from "../tests/fixtures/portrait-scene.mjs";
import { cookieHeader, signIn } from "./lib/http.mjs";
import { freePort, killAllSync, startWorker, stopGroup } from "./lib/server.mjs";
import { inspectIsolate, peakResident, resetPeak, sampleWhile, slowUpload, workerdPid } from "./lib/slow-uploads.mjs";

const arg = (name, fallback) => {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? hit.split("=")[1] : fallback;
};
const VUS = Math.max(10, Math.min(200, Number(arg("vus", 50))));
const SECONDS = Math.max(10, Math.min(600, Number(arg("seconds", 60))));
const SKIP_BUILD = process.argv.includes("--skip-build");
/** The port tried first (a free one otherwise): --port=N or LOAD_PORT. */
const PORT = Number(arg("port", process.env.LOAD_PORT ?? 8798));
const PERSIST = ".wrangler/load";
const PASSWORD = "load-pass-123";
const REQUEST_TIMEOUT_MS = 30_000;
const SETUP_TIMEOUT_MS = 240_000;
const CHAT_SEND_EVERY_MS = 2_600; // 4 sends per 10 s, under the chat's 5 per 10 s
const SCANS_PER_MEMBER = 25; // Elite may complete 30 a day (app/scan/rules.ts)
const GRACE_MS = 4_000; // for the last broadcasts to arrive
const STAMP = Date.now().toString(36);

// Shares of the virtual users, by role (the rest are browsers).
const SHARE = { players: 0.2, chatters: 0.22, listeners: 0.12, subscribers: 0.1, scanners: 0.1, hostile: 0.06 };
/** Sockets a hostile member tries to open with one room ticket. */
const SOCKET_FLOOD = 40;
const BIG_BODY_BYTES = 100 * 1024 * 1024;
/** The most messages (or ids present) one /chat/missed answer may carry: the chat's history (HISTORY_LIMIT, app/chat/rules.ts). */
const MISSED_WINDOW = 100;
/** The slow declared uploads sent at once, a third into the run (issue #34). */
const SLOW_UPLOADS = 50;
const SLOW_DECLARED_BYTES = 10 * 1024 * 1024;
/** What the slow uploads may cost: every refusal answered within this, the isolate's added memory under this. */
const REFUSAL_BUDGET_MS = 300;
const REFUSAL_SLACK_MS = 100;
const MEMORY_BUDGET_MB = 64;
/** The scanner's deadline for a body (app/scan/upload.server.ts UPLOAD_DEADLINE.graceMs): a trickle is cut then. */
const UPLOAD_GRACE_MS = 10_000;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const jitter = (ms) => ms / 2 + Math.random() * ms;
const pct = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null;

// ------------------------------------------------------------------ measuring
const stats = new Map(); // kind -> { times: [], statuses: {}, errors: 0, unexpected: 0 }
const fiveHundreds = [];
/** Network errors by kind and cause (the check names them). */
const networkErrors = new Map();
function record(kind, ms, status, expected = true) {
  let s = stats.get(kind);
  if (!s) stats.set(kind, (s = { times: [], statuses: {}, errors: 0, unexpected: 0 }));
  if (!expected) s.unexpected++;
  if (status === "error") s.errors++;
  else {
    s.times.push(ms);
    s.statuses[status] = (s.statuses[status] ?? 0) + 1;
  }
}

let base = "";
/** True when the load goes through wrangler dev's proxy, not the pipe (see `main`). */
let throughProxy = false;
let pipe = null;
/** A TCP pipe from `port` on loopback to the app's socket: bytes both ways, nothing else. */
function pipeTo(port, target) {
  // Half-open allowed both ways, so an end (FIN) on one side reaches the other only after
  // every byte before it; a reset (error) resets the other side.
  const srv = net.createServer({ allowHalfOpen: true }, (client) => {
    const app = net.connect({ port: Number(target), host: "127.0.0.1", allowHalfOpen: true });
    client.pipe(app);
    app.pipe(client);
    client.on("error", () => app.resetAndDestroy());
    app.on("error", () => client.resetAndDestroy());
  });
  return new Promise((resolve, reject) => {
    srv.once("error", reject);
    srv.listen(port, "127.0.0.1", () => resolve(srv));
  });
}
const VIA_PROXY = process.argv.includes("--via-proxy");
/**
 * fetch, with a request sent once more when its connection was closed or reset before any
 * answer (UND_ERR_SOCKET, ECONNRESET): Chromium resends a request in that case on a reused
 * keep-alive connection, whatever its method (HttpNetworkTransaction's resend). Through the
 * pipe, on a loaded machine, the server closing an idle connection races the next request
 * more often than when the client talks to workerd itself. Streamed bodies (the hostile 100
 * MB) are never resent. Each resend is counted and shown with the checks; the answers still
 * go through every check (chat sent = stored, XP = awards), so a resend that counted twice
 * would fail them.
 */
const resent = new Map();
/** Answers whose connection closed while their body was read, by kind, status and cause. */
const closedAfterAnswer = new Map();
async function send(url, method, init, kind) {
  try {
    return await fetch(url, init);
  } catch (error) {
    const code = error?.cause?.code;
    if (init.body instanceof ReadableStream || (code !== "UND_ERR_SOCKET" && code !== "ECONNRESET")) throw error;
    resent.set(`${kind}: ${code}`, (resent.get(`${kind}: ${code}`) ?? 0) + 1);
    return fetch(url, init);
  }
}
const BIG_UPLOAD_KIND = "hostile: 100 MB";
async function request(
  kind,
  path,
  { method = "GET", cookie = "", form, body, headers: extra = {}, expect: ok = [200, 302, 303], closeOk = false } = {},
) {
  const u = new URL(base);
  const headers = { ...(cookie ? { Cookie: cookie } : {}), ...extra };
  if (method !== "GET") Object.assign(headers, { Origin: u.origin });
  if (form) headers["Content-Type"] = "application/x-www-form-urlencoded";
  const t = performance.now();
  try {
    const res = await send(
      `${base}${path}`,
      method,
      {
        method,
        redirect: "manual",
        headers,
        body: form ? new URLSearchParams(form) : body,
        ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      },
      kind,
    );
    let text = "";
    try {
      text = await res.text();
    } catch (error) {
      // An upload refused before its body was read (4xx): the server may close the
      // connection after the answer while the client is still sending (HTTP allows it),
      // and reading the answer's body then fails. The status came: it is the answer.
      if (!(res.status >= 400 && res.status < 500)) throw error;
      const why = `${kind}: ${res.status}, ${error?.cause?.code ?? error?.code ?? error?.name}`;
      closedAfterAnswer.set(why, (closedAfterAnswer.get(why) ?? 0) + 1);
    }
    const requestId = res.headers.get("x-request-id");
    // The app puts x-request-id on every response; a 5xx without one came from the local
    // tooling in front of it. wrangler dev's proxy does that to 100 MB uploads the app
    // refused before reading (bench/proxy-probe.mjs shows it with a one-line Worker that
    // only answers 413); production has no such proxy. Those are reported apart.
    const proxied = throughProxy && res.status >= 500 && !requestId && kind.startsWith(BIG_UPLOAD_KIND);
    record(
      kind,
      performance.now() - t,
      proxied ? `${res.status} (wrangler)` : res.status,
      proxied || ok.includes(res.status),
    );
    if (res.status >= 500)
      fiveHundreds.push({
        kind,
        path: path.split("?")[0],
        status: res.status,
        requestId,
        proxied,
        body: text.slice(0, 120),
      });
    return {
      status: res.status,
      text,
      location: res.headers.get("location"),
      retryAfter: Number(res.headers.get("retry-after") ?? NaN),
      ok: ok.includes(res.status),
    };
  } catch (error) {
    // A server may close the connection on a body it refused while it was still arriving
    // (HTTP lets it: the 413 can be sent before the client has finished its 100 MB, and the
    // client then sees the close); that is the refusal, not a failure. A timeout stays one.
    if (closeOk && error?.name !== "TimeoutError") {
      record(kind, performance.now() - t, "closed", true);
      return { status: 0, text: "", location: null, ok: true, error };
    }
    record(kind, performance.now() - t, "error", false);
    const why = `${kind}: ${error?.cause?.code ?? error?.cause?.message ?? error?.name ?? error}`;
    networkErrors.set(why, (networkErrors.get(why) ?? 0) + 1);
    return { status: 0, text: "", location: null, ok: false, error };
  }
}

// ------------------------------------------------------------------ members
const memberEmail = (i) => `load-${STAMP}-${i}@load.test`;

async function signUpAndIn(email, username) {
  const res = await request("setup: sign-up", "/auth", {
    method: "POST",
    form: { mode: "signup", email, username: username.slice(0, 20), password: PASSWORD, confirmPassword: PASSWORD },
  });
  if (res.status !== 303) throw new Error(`sign-up of ${email} answered ${res.status}`);
  return cookieHeader(await signIn(base, email, PASSWORD));
}

/** Buys a plan through the local provider's hosted checkout (card 4242...). */
async function buy(cookie, plan) {
  const start = await request("setup: checkout", `/checkout?plan=${plan}`, { method: "POST", cookie, form: { plan } });
  if (start.status !== 303 || !start.location) throw new Error(`checkout answered ${start.status}`);
  const path = new URL(start.location, base).pathname;
  const paid = await request("setup: checkout", path, {
    method: "POST",
    cookie,
    form: { cardNumber: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123" },
  });
  if (paid.status !== 303) throw new Error(`paying the checkout answered ${paid.status}`);
}

async function inBatches(items, size, fn) {
  const out = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map(fn))));
  return out;
}

// ------------------------------------------------------------------ photos
async function photos(n) {
  const { PhotonImage } = await import("@cf-wasm/photon");
  const out = [];
  for (let k = 0; k < n; k++) {
    // Different sizes, so every upload is a new photo (one stored result per photo); the
    // portrait on the scene's background, so the face analysis finds a face to measure.
    const w = 480 + k * 4;
    const h = 640;
    const img = new PhotonImage(withPortrait(scene(w, h), w, h), w, h);
    out.push(img.get_bytes_jpeg(85));
    img.free();
  }
  return out;
}

/** A photo without a face in it: the scanner asks for a retake. */
async function facelessPhoto() {
  const { PhotonImage } = await import("@cf-wasm/photon");
  const img = new PhotonImage(scene(600, 800), 600, 800);
  const bytes = img.get_bytes_jpeg(85);
  img.free();
  return bytes;
}

// ------------------------------------------------------------------ virtual users
const until = () => Date.now() < deadline;
let deadline = 0;

const PUBLIC_PAGES = ["/", "/terms", "/privacy", "/calculator", "/course", "/assessment", "/skincare", "/healthz"];
const MEMBER_PAGES = ["/", "/progress", "/account", "/settings", "/rankings", "/achievements", "/course", "/chat"];

async function browser(vu) {
  for (let n = 0; until(); n++) {
    if (n % 2 === 0) await request("page, signed out", PUBLIC_PAGES[n % PUBLIC_PAGES.length]);
    else await request("page, member", MEMBER_PAGES[n % MEMBER_PAGES.length], { cookie: vu.cookie });
    await sleep(jitter(400));
  }
}

async function player(vu) {
  const board = await request("page, member", "/progress", { cookie: vu.cookie });
  const ids = [...new Set([...board.text.matchAll(/name="challengeId" value="([^"]+)"/g)].map((m) => m[1]))];
  for (const challengeId of ids) {
    if (!until()) return;
    await request("challenge start", "/progress?tab=challenges", {
      method: "POST",
      cookie: vu.cookie,
      form: { intent: "start", challengeId },
    });
    await sleep(jitter(300));
    await request("challenge complete", "/progress?tab=challenges", {
      method: "POST",
      cookie: vu.cookie,
      form: { intent: "complete", challengeId },
    });
    await sleep(jitter(300));
  }
  if (until())
    await request("daily task", "/progress?tab=challenges", {
      method: "POST",
      cookie: vu.cookie,
      form: { intent: "daily-task" },
    });
  for (let n = 0; until(); n++) {
    // The day's challenges are done: a repeat must change nothing (checked by the XP sums).
    if (n % 4 === 0 && ids.length) {
      await request("challenge complete", "/progress?tab=challenges", {
        method: "POST",
        cookie: vu.cookie,
        form: { intent: "complete", challengeId: ids[n % ids.length] },
      });
    } else await request("page, member", ["/progress", "/achievements", "/rankings"][n % 3], { cookie: vu.cookie });
    await sleep(jitter(500));
  }
}

const sent = new Set();
const refusedSends = { rateLimited: 0, other: 0 };
async function chatter(vu) {
  await sleep(Math.random() * CHAT_SEND_EVERY_MS);
  for (let n = 0; until(); n++) {
    const started = Date.now();
    const text = `load-${STAMP}-${vu.i}-${n}`;
    const res = await request("chat send", "/chat?channel=general", {
      method: "POST",
      cookie: vu.cookie,
      form: { intent: "send", channel: "general", message: text, clientId: `load${STAMP}v${vu.i}n${n}` },
    });
    if (res.status === 303) sent.add(text);
    else if (res.status === 429) refusedSends.rateLimited++;
    else refusedSends.other++;
    if (n % 5 === 4) await request("chat page", "/chat?channel=general", { cookie: vu.cookie });
    await sleep(Math.max(0, CHAT_SEND_EVERY_MS - (Date.now() - started)));
  }
}

const listeners = [];
async function ticket(cookie) {
  const res = await request("chat ticket", "/chat/ticket?channel=general", { cookie });
  return res.status === 200 ? JSON.parse(res.text).ticket : null;
}

/** A live room socket that counts this run's messages; it reconnects and catches up from D1. */
function listen(vu) {
  const state = {
    vu: vu.i,
    received: new Set(),
    lastId: 0,
    firstId: 0,
    socket: null,
    closedByUs: false,
    reconnects: 0,
  };
  listeners.push(state);
  const open = async () => {
    const t = performance.now();
    const tk = await ticket(vu.cookie);
    if (!tk) throw new Error("no room ticket");
    // As a browser does, the socket says which page opened it.
    const ws = new WebSocket(
      `${base.replace("http", "ws")}/parties/chat-room/general?ticket=${encodeURIComponent(tk)}`,
      {
        headers: { Origin: new URL(base).origin },
      },
    );
    state.socket = ws;
    await new Promise((resolve, reject) => {
      ws.addEventListener(
        "open",
        () => {
          record("room socket open", performance.now() - t, 101);
          resolve();
        },
        { once: true },
      );
      ws.addEventListener(
        "error",
        () => {
          record("room socket open", performance.now() - t, "error");
          reject(new Error("room socket failed"));
        },
        { once: true },
      );
    });
    ws.addEventListener("message", (e) => {
      try {
        const event = JSON.parse(String(e.data));
        if (event.type === "message") take(event.message);
      } catch {}
    });
    ws.addEventListener("close", () => {
      if (state.closedByUs || !until()) return;
      state.reconnects++;
      open()
        .then(catchUp)
        .catch(() => {});
    });
  };
  const take = (m) => {
    if (typeof m?.message !== "string" || !m.message.startsWith(`load-${STAMP}-`)) return;
    state.received.add(m.message);
    state.firstId ||= m.id;
    state.lastId = Math.max(state.lastId, m.id);
  };
  // What the socket missed while it was away, from D1 (as the browser's live.ts does).
  const catchUp = async () => {
    if (!state.lastId) return;
    const res = await request(
      "chat missed",
      `/chat/missed?channel=general&from=${state.firstId}&after=${state.lastId}`,
      { cookie: vu.cookie },
    );
    if (res.status === 200) for (const m of JSON.parse(res.text).messages ?? []) take(m);
  };
  state.open = open;
  return state;
}

async function listener(vu) {
  const state = vu.listener;
  for (let n = 0; until(); n++) {
    await request("chat page", "/chat?channel=general", { cookie: vu.cookie });
    await sleep(jitter(3_000));
  }
  return state;
}

async function subscriber(vu) {
  for (let n = 0; until(); n++) {
    if (n % 2 === 0)
      await request("subscription refresh", "/billing/refresh", {
        method: "POST",
        cookie: vu.cookie,
        form: { return: "/settings" },
      });
    else await request("page, member", n % 4 === 1 ? "/settings" : "/success", { cookie: vu.cookie });
    await sleep(jitter(600));
  }
}

let photoSet = [];
const scansDone = { completed: 0, refused: 0, busy: 0, at: [] };
async function scanner(vu) {
  for (let n = 0; until(); n++) {
    if (n < SCANS_PER_MEMBER) {
      const upload = () => {
        const form = new FormData();
        form.append("photo", new Blob([photoSet[(n + vu.i) % photoSet.length]], { type: "image/jpeg" }), "photo.jpg");
        return request("scan upload", "/face-scanner", {
          method: "POST",
          cookie: vu.cookie,
          body: form,
          expect: [303, 429],
        });
      };
      let res = await upload();
      // The isolate's uploads are capped: a member told to wait tries again, as the page says.
      if (res.status === 429 && res.retryAfter > 0 && until()) {
        scansDone.busy++;
        await sleep(res.retryAfter * 1000);
        res = await upload();
      }
      if (res.status === 303 && /\/face-scanner\/scans\/\d+$/.test(res.location ?? "")) {
        scansDone.completed++;
        scansDone.at.push(Date.now());
        await request("scan result page", new URL(res.location, base).pathname, { cookie: vu.cookie });
      } else scansDone.refused++;
    } else await request("page, member", "/face-scanner", { cookie: vu.cookie });
    await sleep(jitter(1_500));
  }
}

// ------------------------------------------------------------------ hostile
const flood = { tries: 0, opened: 0, accepted: [] };
const missedSizes = [];
let missedLimited = 0;
let bombBytes = null;

/** A body of `bytes` zeros, streamed in 64 KB chunks (no Content-Length: the server must count). */
function streamedZeros(bytes) {
  let left = bytes;
  const chunk = new Uint8Array(64 * 1024);
  return new ReadableStream({
    pull(controller) {
      if (left <= 0) return controller.close();
      const n = Math.min(left, chunk.length);
      left -= n;
      controller.enqueue(n === chunk.length ? chunk : chunk.subarray(0, n));
    },
  });
}

/** How many of SOCKET_FLOOD sockets one ticket opens (each closed at once). */
async function socketFlood(cookie) {
  const tk = await ticket(cookie);
  if (!tk) return;
  const url = `${base.replace("http", "ws")}/parties/chat-room/general?ticket=${encodeURIComponent(tk)}`;
  const origin = new URL(base).origin;
  const results = await Promise.all(
    Array.from({ length: SOCKET_FLOOD }, () => {
      const t = performance.now();
      return new Promise((resolve) => {
        const ws = new WebSocket(url, { headers: { Origin: origin } });
        const done = (opened) => {
          record("hostile: socket flood (one ticket)", performance.now() - t, opened ? 101 : "refused");
          try {
            ws.close();
          } catch {}
          resolve(opened);
        };
        ws.addEventListener("open", () => done(true), { once: true });
        ws.addEventListener("error", () => done(false), { once: true });
        setTimeout(() => done(false), 10_000);
      });
    }),
  );
  flood.tries++;
  flood.opened += results.filter(Boolean).length;
  flood.accepted.push(results.filter(Boolean).length);
}

async function hostile(vu) {
  const faceless = photoSet.faceless;
  bombBytes ??= pngBomb(8000, 8000);
  for (let n = 0; until(); n++) {
    const step = (n + vu.i) % 6;
    if (step === 0) {
      const form = new FormData();
      form.append("photo", new Blob([bombBytes], { type: "image/png" }), "bomb.png");
      // 429: the isolate's upload cap (issue #34) refused it first, before reading it (the
      // slow uploads hold the cap a third into the run); then the connection may be closed.
      await request("hostile: decompression bomb 8000x8000", "/face-scanner", {
        method: "POST",
        cookie: vu.cookie,
        body: form,
        expect: [413, 422, 429],
        closeOk: true,
      });
    } else if (step === 1) {
      await request("hostile: 100 MB form, declared", "/auth", {
        method: "POST",
        body: new Uint8Array(BIG_BODY_BYTES),
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        expect: [413],
        closeOk: true,
      });
    } else if (step === 2) {
      await request("hostile: 100 MB form, streamed", "/assessment", {
        method: "POST",
        cookie: vu.cookie,
        body: streamedZeros(BIG_BODY_BYTES),
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        expect: [413],
        closeOk: true,
      });
    } else if (step === 3) {
      await socketFlood(vu.cookie);
    } else if (step === 4) {
      // Every id there is: the answer is clamped to a screen's window, and the member is rate-limited.
      const res = await request(
        "hostile: /chat/missed over every id",
        `/chat/missed?channel=general&from=1&after=${Number.MAX_SAFE_INTEGER}`,
        { cookie: vu.cookie, expect: [200, 429] },
      );
      if (res.status === 200) {
        const body = JSON.parse(res.text);
        missedSizes.push(Math.max(body.messages?.length ?? 0, body.present?.length ?? 0));
      } else missedLimited++;
    } else {
      const form = new FormData();
      form.append("photo", new Blob([faceless], { type: "image/jpeg" }), "retake.jpg");
      await request("hostile: faceless retake", "/face-scanner", {
        method: "POST",
        cookie: vu.cookie,
        body: form,
        expect: [303, 422, 429],
      });
    }
    await sleep(jitter(1_000));
  }
}

/**
 * SLOW_UPLOADS uploads at once, each declaring 10 MB and trickling: signed out (the JSON
 * endpoint and the no-JS page), signed in without the scanner's plan, and one Elite
 * member over the per-member cap. The isolate's memory is read meanwhile.
 */
const slow = { results: [], memory: null, control: null, window: null, floor: [] };
/** The isolate's inspector session, opened when the server starts. */
let isolate = null;
async function slowUploadBurst({ freeCookie, eliteCookie }) {
  const who = Array.from({ length: SLOW_UPLOADS }, (_, i) =>
    i < 20
      ? { kind: "signed out", cookie: "", expect: [200, 403] }
      : i < 35
        ? { kind: "signed in, no scanner plan", cookie: freeCookie, expect: [200, 403] }
        : { kind: "an Elite member, over the caps", cookie: eliteCookie, expect: [408, 429] },
  );
  const pathOf = (i) => (i % 2 ? "/face-scanner" : "/face-scanner/upload");
  const pid = workerdPid(server.child.pid);
  const stopSampling = isolate ? sampleWhile(isolate) : null;
  await sleep(300); // a baseline sample or three before the uploads
  const residentAtStart = pid ? resetPeak(pid) : null;
  const started = Date.now();
  // Beside each slow upload, at the same moment, its twin with nothing left to send: what
  // this machine's local stack takes to answer the same request at all, in the same queue
  // (a face analysis of the honest scanners holds the isolate for a few hundred ms, so a
  // floor measured a second earlier or later can be far off). The floor for the refusals.
  // Sent interleaved, twin first for half of them, slow upload first for the other half.
  const sent = who.map((w, i) => {
    const twin = () => slowUpload({ base, path: pathOf(i), cookie: w.cookie, complete: true });
    const upload = () => slowUpload({ base, path: pathOf(i), cookie: w.cookie, declared: SLOW_DECLARED_BYTES });
    if (i % 4 < 2) {
      const t = twin();
      return { twin: t, upload: upload() };
    }
    const u = upload();
    return { twin: twin(), upload: u };
  });
  slow.results = await Promise.all(
    who.map(async (w, i) => {
      const path = pathOf(i);
      const r = await sent[i].upload;
      const kind = `hostile: slow 10 MB upload, ${w.kind}`;
      // As for the 100 MB bodies: a 5xx without the app's x-request-id came from wrangler
      // dev's proxy in front of an upload the app answered early (bench/proxy-probe.mjs --slow).
      const proxied = throughProxy && typeof r.status === "number" && r.status >= 500 && !r.requestId;
      // A connection closed before the answer could be read: the app answered without
      // reading the body, and locally the proxy or workerd may then drop the connection
      // (HTTP/1.1 cannot be reused with a body left unread); counted apart, as "closed".
      const closed = r.status === "error";
      const status = proxied ? `${r.status} (wrangler)` : closed ? "closed" : r.status;
      record(kind, r.ms, status, proxied || closed || w.expect.includes(r.status));
      if (typeof r.status === "number" && r.status >= 500)
        fiveHundreds.push({ kind, path, status: r.status, requestId: r.requestId, proxied, body: "" });
      return { ...w, ...r };
    }),
  );
  slow.window = { started, ended: Date.now() };
  slow.floor = (await Promise.all(sent.map((s) => s.twin))).map((r) => r.ms);
  const sampled = stopSampling ? await stopSampling() : null;
  slow.memory = {
    isolate: sampled,
    process: pid ? { atStart: residentAtStart, peak: peakResident(pid) } : null,
  };
  // Then the same load without them, for as long as they were in flight, measured the same
  // way: how far the peaks move anyway (honest scans decode photos and run the face models,
  // the local D1 and the other isolates share workerd's process).
  const stopControl = isolate ? sampleWhile(isolate) : null;
  await sleep(300);
  const controlAtStart = pid ? resetPeak(pid) : null;
  await sleep(slow.window.ended - slow.window.started);
  slow.control = {
    process: pid ? { atStart: controlAtStart, peak: peakResident(pid) } : null,
    isolate: stopControl ? await stopControl() : null,
  };
}

// ------------------------------------------------------------------ checks
function d1(sql) {
  const out = execFileSync(
    "node_modules/.bin/wrangler",
    ["d1", "execute", "DB", "--local", "--persist-to", PERSIST, "--json", "--command", sql],
    {
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  ).toString();
  return JSON.parse(out)[0].results;
}

function summarise() {
  const rows = [];
  for (const [kind, s] of [...stats].sort(([a], [b]) => a.localeCompare(b))) {
    const t = [...s.times].sort((a, b) => a - b);
    rows.push({
      kind,
      n: t.length + s.errors,
      p50: pct(t, 50),
      p95: pct(t, 95),
      p99: pct(t, 99),
      unexpected: s.unexpected,
      statuses:
        Object.entries(s.statuses)
          .map(([k, v]) => `${k}×${v}`)
          .join(" ") + (s.errors ? ` error×${s.errors}` : ""),
    });
  }
  return rows;
}

const ms = (v) => (v === null ? "–" : `${Math.round(v)}`);
/** A figure in MB with its sign (+3.1, -2.4), or a dash. */
const signed = (v) => (v == null ? "–" : v >= 0 ? `+${v}` : `${v}`);
const mb = (bytes) => (bytes == null || Number.isNaN(bytes) ? null : Math.round((bytes / 1048576) * 10) / 10);

/** The slow uploads' figures: answers by who sent them, refusal times, memory, honest scans meanwhile. */
function slowUploadSummary() {
  if (!slow.window) return null;
  const answered = (r) => typeof r.status === "number" && (r.status < 500 || r.requestId);
  const refusals = slow.results.filter((r) => answered(r) && r.status !== 408).map((r) => r.ms);
  const floorSorted = [...slow.floor].sort((a, b) => a - b);
  const cut = slow.results.filter((r) => r.status === 408).map((r) => r.ms);
  const sorted = [...refusals].sort((a, b) => a - b);
  const iso = slow.memory.isolate;
  const total = (s) => (s ? s.heap + s.buffers : null);
  const proc = slow.memory.process;
  return {
    sent: slow.results.length,
    byWho: Object.entries(
      slow.results.reduce((a, r) => {
        const key = `${r.kind}: ${r.status}`;
        a[key] = (a[key] ?? 0) + 1;
        return a;
      }, {}),
    ).map(([k, n]) => `${k}×${n}`),
    refusals: { n: refusals.length, p50: pct(sorted, 50), p95: pct(sorted, 95), max: sorted.at(-1) ?? null },
    floor: { p50: pct(floorSorted, 50), max: floorSorted.at(-1) ?? null },
    proxied: slow.results.filter((r) => throughProxy && typeof r.status === "number" && r.status >= 500 && !r.requestId)
      .length,
    closed: slow.results.filter((r) => r.status === "error").length,
    cutAtDeadline: {
      n: cut.length,
      min: cut.length ? Math.min(...cut) : null,
      max: cut.length ? Math.max(...cut) : null,
    },
    isolate: iso
      ? {
          samples: iso.samples,
          baselineMB: mb(total(iso.first)),
          peakMB: mb(total(iso.peak)),
          addedMB: mb(total(iso.peak) - total(iso.first)),
          peakHeapMB: mb(iso.peak.heap),
          peakBuffersMB: mb(iso.peakBuffers),
          baselineBuffersMB: mb(iso.first.buffers),
        }
      : null,
    process: proc
      ? { residentAtStartMB: mb(proc.atStart), peakMB: mb(proc.peak), addedMB: mb(proc.peak - proc.atStart) }
      : null,
    // The same load without the slow uploads, right after, for as long: its peaks, and what
    // the slow uploads' window peaked above them (a negative figure: below them).
    control: slow.control
      ? {
          isolatePeakMB: slow.control.isolate ? mb(total(slow.control.isolate.peak)) : null,
          isolateAddedMB: slow.control.isolate
            ? mb(total(slow.control.isolate.peak) - total(slow.control.isolate.first))
            : null,
          processPeakMB: slow.control.process ? mb(slow.control.process.peak) : null,
          processAddedMB: slow.control.process ? mb(slow.control.process.peak - slow.control.process.atStart) : null,
          isolateAboveMB: slow.control.isolate && iso ? mb(total(iso.peak) - total(slow.control.isolate.peak)) : null,
          processAboveMB: slow.control.process && proc ? mb(proc.peak - slow.control.process.peak) : null,
        }
      : null,
    honestScansDuring: scansDone.at.filter((t) => t >= slow.window.started && t <= slow.window.ended).length,
    seconds: Math.round((slow.window.ended - slow.window.started) / 100) / 10,
  };
}

function slowUploadChecks() {
  const s = slowUploadSummary();
  if (!s) return [{ name: "hostile: slow declared uploads", ok: false, detail: "did not run" }];
  const fiveXX = slow.results.filter(
    (r) => typeof r.status === "number" && r.status >= 500 && (r.requestId || !throughProxy),
  ).length;
  const unanswered = slow.results.filter((r) => r.status === "timeout").length;
  // The budget is the goal's 300 ms; where this machine's stack alone needs more for the
  // same 50 requests with nothing left to send, no more than REFUSAL_SLACK_MS above that.
  const budget = Math.max(REFUSAL_BUDGET_MS, (s.floor.max ?? 0) + REFUSAL_SLACK_MS);
  return [
    {
      name: `hostile: ${SLOW_UPLOADS} slow uploads declaring 10 MB: each refused while its body was still arriving (or cut at the deadline), no 5xx`,
      ok:
        fiveXX === 0 &&
        unanswered === 0 &&
        s.refusals.n + s.cutAtDeadline.n + s.proxied + s.closed === SLOW_UPLOADS &&
        s.refusals.n > 0 &&
        s.refusals.max < UPLOAD_GRACE_MS &&
        s.cutAtDeadline.n <= 2 &&
        (s.cutAtDeadline.min ?? UPLOAD_GRACE_MS) >= UPLOAD_GRACE_MS,
      detail: `${s.byWho.join(", ")}; cut at the deadline: ${s.cutAtDeadline.n} after ${ms(s.cutAtDeadline.min)}-${ms(s.cutAtDeadline.max)} ms; ${fiveXX} 5xx from the app; local tooling: ${s.proxied} 503 from wrangler dev's proxy, ${s.closed} connections closed before the answer was read; ${unanswered} unanswered`,
    },
    {
      name: `hostile: slow uploads' refusals within ${REFUSAL_BUDGET_MS} ms (or ${REFUSAL_SLACK_MS} ms above what this machine takes for the same requests with nothing left to send, sent beside them)`,
      ok: s.refusals.max !== null && s.refusals.max <= budget,
      detail: `refusals p50 ${ms(s.refusals.p50)} ms, p95 ${ms(s.refusals.p95)} ms, max ${ms(s.refusals.max)} ms; the same 50 requests with complete bodies, sent beside them: p50 ${ms(s.floor.p50)} ms, max ${ms(s.floor.max)} ms; budget ${ms(budget)} ms`,
    },
    {
      // What the uploads add, as the photo table measures a path (a peak above a baseline),
      // for the isolate's own count and for workerd's whole process (every isolate, the local
      // D1 and the rest of the load at the same time). The baseline is the same load without
      // them, right after, for as long: its peak. A single sample before the uploads is no
      // baseline under this load (V8's count moves by 30-60 MB with the garbage collector).
      name: `hostile: the slow uploads in flight added under ${MEMORY_BUDGET_MB} MB to the peaks of the same load without them (the isolate's heap and buffers, and workerd's whole process)`,
      ok:
        Boolean(s.isolate && s.process && s.control) &&
        s.control.isolateAboveMB !== null &&
        s.control.isolateAboveMB < MEMORY_BUDGET_MB &&
        s.control.processAboveMB !== null &&
        s.control.processAboveMB < MEMORY_BUDGET_MB,
      detail: s.isolate
        ? `V8's count (heap in use + ArrayBuffer backing stores, ${s.isolate.samples} samples 100 ms apart): peak ${s.isolate.peakMB} MB with the slow uploads in flight against ${s.control?.isolatePeakMB ?? "–"} MB without them (${signed(s.control?.isolateAboveMB)} MB; buffers ${s.isolate.baselineBuffersMB} → ${s.isolate.peakBuffersMB} MB; +${s.isolate.addedMB} MB above the sample before them, +${s.control?.isolateAddedMB ?? "–"} MB without them); workerd's whole process, peak resident size (the photo table's method): ${s.process?.peakMB ?? "–"} MB with them against ${s.control?.processPeakMB ?? "–"} MB without (${signed(s.control?.processAboveMB)} MB; +${s.process?.addedMB} MB above the resident size when they started, +${s.control?.processAddedMB ?? "–"} MB without them)`
        : "no inspector",
    },
    {
      name: "honest uploads beside the slow ones were rated",
      ok: s.honestScansDuring > 0,
      detail: `${s.honestScansDuring} scans completed in the ${s.seconds} s the slow uploads were in flight`,
    },
  ];
}

function markdown(result) {
  const lines = [
    `## Load test (\`npm run load\`)`,
    "",
    `${result.when}: ${result.vus} virtual users for ${result.seconds} s against the built Worker (\`wrangler dev --local\`, loopback, fresh state), on this 2-core machine. ${result.requests} requests.`,
    `Roles: ${Object.entries(result.roles)
      .map(([k, v]) => `${v} ${k}`)
      .join(", ")}.`,
    "",
    "| request kind | n | p50 ms | p95 ms | p99 ms | statuses |",
    "|---|---:|---:|---:|---:|---|",
    ...result.rows.map((r) => `| ${r.kind} | ${r.n} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.statuses} |`),
    "",
    "| check | result |",
    "|---|---|",
    ...result.checks.map((c) => `| ${c.name} | ${c.ok ? "pass" : "FAIL"}: ${c.detail} |`),
    "",
  ];
  return lines.join("\n");
}

// ------------------------------------------------------------------ run
let server = null;
process.on("exit", killAllSync);
for (const sig of ["SIGINT", "SIGTERM"]) {
  process.on(sig, async () => {
    await stopGroup(server?.child);
    process.exit(130);
  });
}

async function main() {
  if (!SKIP_BUILD) {
    console.log("[load] building…");
    execFileSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"] });
  }
  const port = await freePort(PORT);
  mkdirSync("bench/out", { recursive: true });
  // wrangler dev puts a proxy (a Durable Object in a workerd of its own) in front of the app.
  // Under this load it failed by itself: it answered uploads the app refused early with its
  // own 503, and lost its state mid-run ("Your worker restarted mid-request", 503 to POSTs,
  // then 17 s answers). Production has no such proxy, so the load goes through a plain TCP
  // pipe on `port` to the app's own socket, and the app's origin is the pipe's
  // (`--via-proxy` keeps wrangler's proxy in front, as before).
  throughProxy = VIA_PROXY;
  const wranglerPort = throughProxy ? port : await freePort(0);
  console.log(`[load] starting the built Worker (fresh state in ${PERSIST})…`);
  server = await startWorker({
    port: wranglerPort,
    origin: `http://127.0.0.1:${port}`,
    persist: PERSIST,
    logFile: "bench/out/load-wrangler.log",
    countD1: false,
  });
  if (throughProxy) base = server.base;
  else {
    if (!server.direct) throw new Error("the app's own socket was not found (try --via-proxy)");
    pipe = await pipeTo(port, new URL(server.direct).port);
    base = `http://127.0.0.1:${port}`;
  }
  console.log(
    `[load] requests go to ${base}, ${throughProxy ? "wrangler dev's proxy" : `piped to the app's socket ${server.direct}`}`,
  );
  if (!["127.0.0.1", "localhost", "[::1]"].includes(new URL(base).hostname))
    throw new Error("the load test runs against loopback only");
  // The isolate's memory is read through wrangler's inspector, opened now, before any load,
  // with the Network domain off (bench/lib/slow-uploads.mjs says why).
  try {
    isolate = await inspectIsolate(server.inspector);
  } catch (e) {
    console.error(`[load] no inspector: ${e.message}`);
  }

  const roles = {};
  const count = (share) => Math.max(1, Math.round(VUS * share));
  for (const [role, share] of Object.entries(SHARE)) roles[role] = count(share);
  roles.browsers = VUS - Object.values(roles).reduce((a, b) => a + b, 0);
  const plan = Object.entries(roles).flatMap(([role, n]) => Array.from({ length: n }, () => role));

  console.log(`[load] signing up ${VUS} members and buying their plans…`);
  const setupDeadline = Date.now() + SETUP_TIMEOUT_MS;
  const vus = await inBatches(
    plan.map((role, i) => ({ role, i })),
    5,
    async (vu) => {
      if (Date.now() > setupDeadline) throw new Error("setup took too long");
      vu.cookie = await signUpAndIn(memberEmail(vu.i), `ld${STAMP.slice(-6)}${vu.i}`);
      if (vu.role === "subscribers") await buy(vu.cookie, "starter");
      if (vu.role === "scanners" || vu.role === "hostile") await buy(vu.cookie, "elite");
      return vu;
    },
  );
  // The slow uploads' own members (not virtual users): one without the scanner's plan, one Elite.
  const slowFree = await signUpAndIn(`slow-${STAMP}-free@load.test`, `sf${STAMP.slice(-6)}`);
  const slowElite = await signUpAndIn(`slow-${STAMP}-elite@load.test`, `se${STAMP.slice(-6)}`);
  await buy(slowElite, "elite");
  photoSet = await photos(SCANS_PER_MEMBER + 5);
  photoSet.faceless = await facelessPhoto();
  // Listeners connect before anyone sends.
  for (const vu of vus.filter((v) => v.role === "listeners")) {
    vu.listener = listen(vu);
    await vu.listener.open();
  }
  const setupStats = new Map([...stats].filter(([k]) => k.startsWith("setup")));
  for (const k of setupStats.keys()) stats.delete(k);

  console.log(`[load] running ${VUS} virtual users for ${SECONDS} s…`);
  const started = Date.now();
  deadline = started + SECONDS * 1000;
  const run = {
    browsers: browser,
    players: player,
    chatters: chatter,
    listeners: listener,
    subscribers: subscriber,
    scanners: scanner,
    hostile,
  };
  const ticker = setInterval(() => {
    const n = [...stats.values()].reduce((a, s) => a + s.times.length + s.errors, 0);
    console.log(
      `[load] ${Math.round((Date.now() - started) / 1000)} s: ${n} requests, ${fiveHundreds.length} 5xx, ${sent.size} chat messages sent`,
    );
  }, 10_000);
  // A third into the run, beside every virtual user: the slow declared uploads.
  const burst = sleep((SECONDS * 1000) / 3)
    .then(() => {
      console.log(`[load] ${SLOW_UPLOADS} slow uploads declaring 10 MB, at once…`);
      return slowUploadBurst({ freeCookie: slowFree, eliteCookie: slowElite });
    })
    .catch((e) => {
      record("hostile: slow uploads crashed", 0, "error");
      console.error(`[load] slow uploads: ${e?.stack ?? e}`);
    });
  await Promise.all([
    burst,
    ...vus.map((vu) =>
      run[vu.role](vu).catch((e) => {
        record(`${vu.role} crashed`, 0, "error");
        console.error(`[load] virtual user ${vu.i} (${vu.role}): ${e?.message ?? e}`);
      }),
    ),
  ]);
  clearInterval(ticker);
  const elapsed = (Date.now() - started) / 1000;
  await sleep(GRACE_MS);
  for (const l of listeners) {
    l.closedByUs = true;
    l.socket?.close();
  }

  const rows = summarise();
  isolate?.close();
  pipe?.close();
  await stopGroup(server.child);
  server = null;

  // The record: what D1 holds after the run.
  const stored = d1(`SELECT message FROM chat_messages WHERE message LIKE 'load-${STAMP}-%'`).map((r) => r.message);
  const xp = d1(
    `SELECT p.user_id AS id, p.xp, (SELECT coalesce(sum(a.xp_earned), 0) FROM activity_log a WHERE a.user_id = p.user_id) AS logged,
       (SELECT count(*) FROM activity_log a WHERE a.user_id = p.user_id) AS awards
     FROM user_profiles p JOIN user u ON u.id = p.user_id WHERE u.email LIKE 'load-${STAMP}-%'`,
  );
  const storedSet = new Set(stored);
  const missingFromD1 = [...sent].filter((m) => !storedSet.has(m));
  const unexplained = stored.filter((m) => !sent.has(m));
  const lost = listeners.map((l) => ({
    vu: l.vu,
    missing: [...sent].filter((m) => !l.received.has(m)).length,
    reconnects: l.reconnects,
  }));
  const xpWrong = xp.filter((r) => r.xp !== r.logged);
  const awards = xp.reduce((a, r) => a + r.awards, 0);
  const requests = rows.reduce((a, r) => a + r.n, 0);

  const proxiedFiveHundreds = fiveHundreds.filter((f) => f.proxied);
  const appFiveHundreds = fiveHundreds.filter((f) => !f.proxied);
  const checks = [
    {
      name: "no 5xx",
      ok: appFiveHundreds.length === 0,
      detail:
        (appFiveHundreds.length
          ? `${appFiveHundreds.length} (${appFiveHundreds.filter((f) => !f.requestId).length} without x-request-id, i.e. not answered by the app): ${JSON.stringify(appFiveHundreds.slice(0, 3))}`
          : `0 of ${requests} requests`) +
        (proxiedFiveHundreds.length
          ? `; apart from ${proxiedFiveHundreds.length} from wrangler dev's proxy on 100 MB uploads the app refused unread (no x-request-id; local only, see bench/proxy-probe.mjs)`
          : ""),
    },
    {
      name: "no network errors or timeouts (hostile requests aside: the server may close on them)",
      ok: rows.filter((r) => !r.kind.startsWith("hostile: ")).every((r) => !/error×/.test(r.statuses)),
      detail:
        (rows
          .filter((r) => !r.kind.startsWith("hostile: ") && /error×/.test(r.statuses))
          .map((r) => `${r.kind}: ${r.statuses}`)
          .join("; ") +
          (networkErrors.size ? `; causes: ${[...networkErrors].map(([k, n]) => `${k}×${n}`).join(", ")}` : "") ||
          "none") +
        (resent.size
          ? `; sent again once after the connection closed before an answer (as Chromium does): ${[...resent].map(([k, n]) => `${k}×${n}`).join(", ")}`
          : "") +
        (closedAfterAnswer.size
          ? `; closed after an early refusal's status had come (the status counts): ${[...closedAfterAnswer].map(([k, n]) => `${k}×${n}`).join(", ")}`
          : ""),
    },
    {
      name: "chat: sent = stored",
      ok: sent.size > 0 && missingFromD1.length === 0 && unexplained.length === 0,
      detail: `${sent.size} sent (303), ${stored.length} stored, ${missingFromD1.length} missing, ${unexplained.length} unexplained; refused: ${refusedSends.rateLimited} rate-limited, ${refusedSends.other} other`,
    },
    {
      name: "chat: every listener received every message",
      ok: listeners.length > 0 && lost.every((l) => l.missing === 0),
      detail: `${listeners.length} listeners; missing per listener: ${lost.map((l) => l.missing).join(", ")}; reconnects: ${lost.reduce((a, l) => a + l.reconnects, 0)}`,
    },
    {
      name: "XP = sum of awards in activity_log",
      ok: xp.length === VUS && xpWrong.length === 0 && awards > 0,
      detail: `${xp.length} members, ${awards} awards, ${xpWrong.length} mismatches${xpWrong.length ? `: ${JSON.stringify(xpWrong.slice(0, 3))}` : ""}`,
    },
    {
      name: "hostile: one ticket opens at most one socket",
      ok: flood.tries > 0 && flood.accepted.every((n) => n <= 1),
      detail: `${flood.tries} floods of ${SOCKET_FLOOD}: sockets opened per flood ${flood.accepted.join(", ") || "none"}`,
    },
    {
      name: "hostile: /chat/missed answers a bounded window",
      ok: missedSizes.every((n) => n <= MISSED_WINDOW),
      detail: `${missedSizes.length} answered 200, largest ${Math.max(0, ...missedSizes)} messages or ids (bound ${MISSED_WINDOW}); ${missedLimited} rate-limited (429)`,
    },
    {
      name: "hostile: every hostile request refused as expected",
      ok: rows
        .filter((r) => r.kind.startsWith("hostile: ") && r.kind !== "hostile: socket flood (one ticket)")
        .every((r) => r.n > 0 && r.unexpected === 0),
      detail:
        rows
          .filter((r) => r.kind.startsWith("hostile: "))
          .map((r) => `${r.kind}: ${r.statuses}`)
          .join("; ") || "none ran",
    },
    {
      name: "scans completed",
      ok: scansDone.completed > 0,
      detail: `${scansDone.completed} completed, ${scansDone.refused} not completed; ${scansDone.busy} told to retry (429, the isolate's upload cap) and retried`,
    },
    ...slowUploadChecks(),
  ];
  const result = {
    slowUploads: slowUploadSummary(),
    when: new Date().toISOString().slice(0, 16).replace("T", " ") + " UTC",
    vus: VUS,
    seconds: Math.round(elapsed),
    roles,
    requests,
    rows,
    checks,
  };
  writeFileSync("bench/out/load.json", JSON.stringify(result, null, 2));
  const md = markdown(result);
  writeFileSync("bench/out/load.md", md);
  console.log(`\n${md}`);
  const failed = checks.filter((c) => !c.ok);
  if (failed.length) {
    console.error(`[load] FAILED: ${failed.map((c) => c.name).join(", ")}`);
    process.exitCode = 1;
  } else console.log("[load] every check passed");
}

main()
  .catch(async (error) => {
    console.error(`[load] ${error?.stack ?? error}`);
    process.exitCode = 1;
  })
  .finally(async () => {
    await stopGroup(server?.child);
    // Sockets and timers must not keep the process alive.
    setTimeout(() => process.exit(), 200).unref();
  });
