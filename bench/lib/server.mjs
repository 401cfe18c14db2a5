// Builds nothing: prepares a fresh local database and serves the built Worker with
// `wrangler dev --local` (like scripts/start.mjs), with D1 query counting switched on.
import { execFileSync, spawn } from "node:child_process";
import { createWriteStream, mkdirSync, rmSync } from "node:fs";
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
export async function startWorker({ port, persist, logFile, countD1 = true, vars = {}, fresh = true }) {
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
      ...developmentVars(`http://127.0.0.1:${port}`),
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
      if (res.ok) return { child, base, inspector, output: () => output };
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  await stopGroup(child);
  throw new Error(`wrangler did not answer within 90 s:\n${output.slice(-3000)}`);
}
