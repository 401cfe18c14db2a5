// Builds nothing: prepares a fresh local database and serves the built Worker with
// `wrangler dev --local` (like scripts/start.mjs), with D1 query counting switched on.
import { execFileSync, spawn } from "node:child_process";
import { createWriteStream, mkdirSync, readdirSync, readFileSync, readlinkSync, rmSync } from "node:fs";
import net from "node:net";
import { developmentVars } from "../../scripts/wrangler-env.mjs";

const children = new Set();

/** A free loopback port, trying `preferred` first. */
export async function freePort(preferred = 0) {
  const tryPort = (port) =>
    new Promise((resolve) => {
      const srv = net.createServer();
      srv.once("error", () => resolve(null));
      srv.listen(port, "127.0.0.1", () => {
        const { port: got } = srv.address();
        srv.close(() => resolve(got));
      });
    });
  return (preferred && (await tryPort(preferred))) || (await tryPort(0));
}

/** Spawn a process in its own process group so it (and its children) can be ended together. */
export function spawnGroup(cmd, args, options = {}) {
  const child = spawn(cmd, args, { detached: true, stdio: ["ignore", "pipe", "pipe"], ...options });
  children.add(child);
  child.on("exit", () => children.delete(child));
  return child;
}

export async function stopGroup(child, graceMs = 5000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((r) => child.once("exit", r));
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {}
  const timer = new Promise((r) => setTimeout(r, graceMs, "timeout"));
  if ((await Promise.race([gone, timer])) === "timeout") {
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {}
    await gone;
  }
}

/** Synchronous last resort (process 'exit' handler): kill every group we started. */
export function killAllSync() {
  for (const child of children) {
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {}
  }
}

/** countD1: false leaves out D1 counting and Server-Timing (the load test measures plain).
 * fresh: false serves a database prepared before (the scale run's seeded ones). */
/** origin: the app's configured origin when it is reached elsewhere than wrangler's port
 * (the load test's pipe to the app's own socket); wrangler's port otherwise. */
export async function startWorker({ port, persist, logFile, countD1 = true, vars = {}, fresh = true, origin }) {
  const env = {
    ...process.env,
    WRANGLER_SEND_METRICS: "false",
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
    GLOWUP_PERSIST: persist,
  };
  if (fresh) {
    rmSync(persist, { recursive: true, force: true });
    try {
      execFileSync("node", ["scripts/prepare-local.mjs"], { env, stdio: ["ignore", "pipe", "pipe"] });
    } catch (e) {
      throw new Error(`preparing the local database failed:\n${e.stdout ?? ""}${e.stderr ?? ""}`);
    }
  }
  const inspector = await freePort(0);
  const child = spawnGroup(
    "node_modules/.bin/wrangler",
    [
      "dev",
      "--local",
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--inspector-port",
      String(inspector),
      "--persist-to",
      persist,
      "--show-interactive-dev-session=false",
      "--var",
      "AUTH_RATE_LIMIT:100000",
      ...(countD1 ? ["--var", "BENCH_COUNT_D1:1"] : []),
      ...Object.entries(vars).flatMap(([k, v]) => ["--var", `${k}:${v}`]),
      ...developmentVars(origin ?? `http://127.0.0.1:${port}`),
    ],
    { env },
  );
  let output = "";
  mkdirSync("bench/out", { recursive: true });
  const log = logFile ? createWriteStream(logFile) : null;
  const collect = (d) => {
    output += d;
    if (output.length > 100_000) output = output.slice(-50_000);
    log?.write(d);
  };
  child.on("exit", (code, signal) =>
    log?.end(`\n[bench] wrangler exited: code ${code} signal ${signal} at ${new Date().toISOString()}\n`),
  );
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler exited (${child.exitCode}):\n${output.slice(-3000)}`);
    try {
      const res = await fetch(`${base}/favicon.svg`);
      if (res.ok) return { child, base, inspector, output: () => output, direct: await appSocket(child.pid) };
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  await stopGroup(child);
  throw new Error(`wrangler did not answer within 90 s:\n${output.slice(-3000)}`);
}

/**
 * The app's own HTTP socket behind wrangler dev's proxy (null when not found). wrangler
 * runs two workerd processes: its proxy workers on the port it prints, and the app, the one
 * started with an inspector, listening on a port of its own. The load test pipes its
 * connections there, without the proxy's Durable Object in between (bench/load.mjs says
 * why); production has no such proxy.
 */
async function appSocket(groupId) {
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let ports = [];
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) !== groupId || !stat.includes("(workerd)")) continue;
      if (!readFileSync(`/proc/${entry}/cmdline`, "utf8").includes("--inspector-addr")) continue;
      const inodes = new Set(
        readdirSync(`/proc/${entry}/fd`)
          .map((fd) => {
            try {
              return readlinkSync(`/proc/${entry}/fd/${fd}`).match(/socket:\[(\d+)\]/)?.[1];
            } catch {
              return undefined;
            }
          })
          .filter(Boolean),
      );
      for (const table of ["/proc/net/tcp", "/proc/net/tcp6"])
        for (const line of readFileSync(table, "utf8").split("\n").slice(1)) {
          const c = line.trim().split(/\s+/);
          if (c[3] === "0A" && inodes.has(c[9])) ports.push(parseInt(c[1].split(":").pop(), 16));
        }
    } catch {
      continue;
    }
    for (const port of ports) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/favicon.svg`, { signal: AbortSignal.timeout(5_000) });
        if (res.ok && (res.headers.get("content-type") ?? "").includes("svg")) return `http://127.0.0.1:${port}`;
      } catch {
        // the inspector or another socket: not HTTP for the app
      }
    }
  }
  return null;
}
