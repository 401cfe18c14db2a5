// The load test's slow declared uploads (issue #34) and the isolate's memory while they
// are in flight. An upload declares 10 MB (a raw HTTP request: fetch will not send a
// Content-Length of its own choosing), sends a photo field's first bytes (a JPEG's start,
// so only the caps and the deadline can stop it) and then trickles a few bytes a second
// until it is answered. Memory is read two ways: V8's own count for the isolate through
// wrangler's inspector (heap in use plus ArrayBuffer backing stores, which is what a
// buffer sized from a declared length inflates), sampled; and the workerd process's peak
// resident size from the kernel (VmHWM, reset when the uploads start and read when they
// end, above the resident size at the reset), as the photo table does.
//
// The inspector costs nothing only when it is opened before the load and switches the
// Network domain off. wrangler's inspector proxy turns Network on in the runtime, so
// workerd reports every subrequest (each D1 query, with its body) to the proxy, which
// keeps every message in memory until a DevTools client connects and then sends the whole
// backlog at once, logging each. Connected a third into a run, that backlog stalled the
// proxy in front of the app (17 s answers) and wrangler exited. workerd takes one
// inspector session per worker, so the proxy is the only way in.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import { performance } from "node:perf_hooks";

const BOUNDARY = "----glowupslowupload";
const HEAD = Buffer.concat([
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photo"; filename="slow.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  ),
  // A JPEG's start (SOI, APP0 JFIF): the type check passes, the rest never comes.
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
]);

/**
 * One upload declaring `declared` bytes and trickling `bytes` every `everyMs` after the
 * photo's first bytes. Resolves with the status and the time to the answer's headers
 * (the body is no longer sent once answered), or an error; never waits past `maxMs`.
 * `complete`: the photo's first bytes are the whole body instead (the same request with
 * nothing left to arrive: what the local stack takes to answer it at all).
 */
export function slowUpload({
  base,
  path,
  cookie,
  declared,
  everyMs = 500,
  bytes = 8,
  maxMs = 75_000,
  complete = false,
}) {
  const url = new URL(path, base);
  return new Promise((resolve) => {
    const started = performance.now();
    let timer = null;
    let done = false;
    const finish = (result) => {
      if (done) return;
      done = true;
      clearInterval(timer);
      req.destroy();
      resolve({ ...result, ms: performance.now() - started });
    };
    const req = http.request({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: "POST",
      headers: {
        "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`,
        "Content-Length": String(complete ? HEAD.length : declared),
        Origin: url.origin,
        ...(cookie ? { Cookie: cookie } : {}),
      },
    });
    req.on("response", (res) => {
      res.resume();
      finish({ status: res.statusCode, requestId: res.headers["x-request-id"] ?? null });
    });
    req.on("error", (error) => finish({ status: "error", error: error.code ?? error.message }));
    setTimeout(() => finish({ status: "timeout" }), maxMs).unref();
    if (complete) return req.end(HEAD);
    req.write(HEAD);
    const trickle = Buffer.alloc(bytes);
    timer = setInterval(() => {
      if (!done) req.write(trickle);
    }, everyMs);
  });
}

// ------------------------------------------------------------------ the isolate's memory

/** V8's count for the isolate through wrangler's inspector proxy: `sample()` gives the JS
 * heap in use and the ArrayBuffer backing stores (bytes). */
export async function inspectIsolate(inspectorPort) {
  const ws = new WebSocket(`ws://127.0.0.1:${inspectorPort}/ws`, { headers: { Origin: "http://localhost" } });
  await new Promise((resolve, reject) => {
    ws.addEventListener("open", resolve, { once: true });
    ws.addEventListener("error", () => reject(new Error("the inspector did not answer")), { once: true });
  });
  let id = 0;
  const pending = new Map();
  ws.addEventListener("message", (e) => {
    const text = String(e.data);
    // Events (the backlog drained on connecting, console calls) are not answers: skip
    // them unparsed.
    if (text.startsWith('{"method":')) return;
    const m = JSON.parse(text);
    pending.get(m.id)?.(m);
    pending.delete(m.id);
  });
  const call = (method) =>
    new Promise((resolve, reject) => {
      const i = ++id;
      pending.set(i, resolve);
      ws.send(JSON.stringify({ id: i, method }));
      setTimeout(() => pending.has(i) && (pending.delete(i), reject(new Error(`${method} timed out`))), 5_000);
    });
  // Before anything else: no more Network events (see the top of this file).
  await call("Network.disable");
  return {
    async sample() {
      const { result } = await call("Runtime.getHeapUsage");
      return { heap: result.usedSize, buffers: result.backingStorageSize ?? 0 };
    },
    close: () => ws.close(),
  };
}

/** Samples the isolate every `everyMs` until `stop()`; the peak and the first sample. */
export function sampleWhile(isolate, everyMs = 100) {
  const samples = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const t = performance.now();
      try {
        samples.push(await isolate.sample());
      } catch {
        // a sample lost under load: the next one counts
      }
      await new Promise((r) => setTimeout(r, Math.max(0, everyMs - (performance.now() - t))));
    }
  })();
  return async () => {
    running = false;
    await loop;
    const total = (s) => s.heap + s.buffers;
    const peak = samples.reduce((a, s) => (total(s) > total(a) ? s : a), samples[0]);
    return {
      samples: samples.length,
      first: samples[0],
      peak,
      peakBuffers: Math.max(...samples.map((s) => s.buffers)),
    };
  };
}

/** The workerd process that runs the app among the processes of a process group
 * (wrangler's). wrangler runs two: one for its own proxy workers in front (the port the
 * bench talks to) and one for the app, the only one started with an inspector. */
export function workerdPid(groupId) {
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const app = () => readFileSync(`/proc/${entry}/cmdline`, "utf8").includes("--inspector-addr");
      if (Number(fields[2]) === groupId && stat.includes("(workerd)") && app()) return Number(entry);
    } catch {
      // gone meanwhile
    }
  }
  return null;
}

const statusKb = (pid, field) =>
  Number(readFileSync(`/proc/${pid}/status`, "utf8").match(new RegExp(`${field}:\\s+(\\d+) kB`))?.[1] ?? NaN);

/** The kernel's peak resident size of `pid`, reset now; returns the resident size at the reset (bytes). */
export function resetPeak(pid) {
  writeFileSync(`/proc/${pid}/clear_refs`, "5");
  return statusKb(pid, "VmRSS") * 1024;
}

/** The peak resident size since the last reset (bytes). */
export const peakResident = (pid) => statusKb(pid, "VmHWM") * 1024;
