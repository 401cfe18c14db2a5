// `npm run bench:photos`: the face scanner's photo path and face analysis alone (a few
// minutes, lighter than `npm run bench`): peak memory per kind of photo (Node, the
// Worker's modules), the Worker's size and start-up with and without the face models, and
// the scanner's times in the built Worker for a 12 MP portrait with and without
// JavaScript. Writes bench/out/photos.{json,md} and the section of bench/REPORT.md that
// follows the load test (npm run bench keeps it). Options: --skip-build, --only=memory.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import { format, resolveConfig } from "prettier";
import { launch } from "./lib/browser.mjs";
import { cookieHeader, signIn } from "./lib/http.mjs";
import { measureScanner } from "./lib/members.mjs";
import { measurePhotoMemory } from "./lib/photo-memory.mjs";
import { measureWorkerFigures } from "./lib/photo-figures.mjs";
import { PHOTOS_HEADING, renderPhotos } from "./lib/photos-report.mjs";
import { portrait12mp } from "./lib/photo-inputs.mjs";
import { ACCOUNTS, DEMO_PASSWORD } from "./lib/routes.mjs";
import { freePort, killAllSync, startWorker, stopGroup } from "./lib/server.mjs";

const flag = (name) => process.argv.includes(`--${name}`);
const only = process.argv.find((a) => a.startsWith("--only="))?.slice(7);
/** Uploads after the browser's two, for a warm isolate's times. */
const REPEATS = 5;
const git = (...a) => execFileSync("git", a).toString().trim();

process.on("exit", killAllSync);
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => process.exit(130));

const results = {
  startedAt: new Date().toISOString(),
  commit: git("rev-parse", "--short", "HEAD"),
  dirty: git("status", "--porcelain", "--", "app", "packages", "bench").length > 0,
  machine: { cpus: os.cpus().length, loadAvgAtStart: os.loadavg().map((x) => +x.toFixed(2)), node: process.version },
};

const phase = async (name, fn) => {
  const t = Date.now();
  process.stdout.write(`bench:photos: ${name}…\n`);
  try {
    return await fn();
  } catch (e) {
    return {
      ok: false,
      error: String(e?.message ?? e)
        .split("\n")[0]
        .slice(0, 300),
    };
  } finally {
    process.stdout.write(`bench:photos: ${name} done in ${((Date.now() - t) / 1000).toFixed(1)} s\n`);
  }
};

results.memory = await phase("peak memory per kind of photo", measurePhotoMemory);
if (only !== "memory") {
  results.worker = await phase("Worker size and start-up (three builds)", measureWorkerFigures);
  if (!flag("skip-build")) execFileSync("npm", ["run", "build"], { stdio: ["ignore", "pipe", "inherit"] });
  results.scanner = await phase("the scanner in the built Worker", async () => {
    const port = await freePort(Number(process.env.BENCH_PORT ?? 8798));
    const server = await startWorker({
      port,
      persist: ".wrangler/bench-photos",
      logFile: "bench/out/wrangler-photos.log",
    });
    try {
      const sessions = { pro: await signIn(server.base, ACCOUNTS.pro, DEMO_PASSWORD) };
      const browser = await launch();
      try {
        const flows = await measureScanner(browser, server.base, sessions);
        const elite = await signIn(server.base, ACCOUNTS.elite, DEMO_PASSWORD);
        return { ...flows, repeats: await repeats(server.base, elite) };
      } finally {
        await browser.close().catch(() => {});
      }
    } finally {
      await stopGroup(server.child);
    }
  });
}
results.finishedAt = new Date().toISOString();

mkdirSync("bench/out", { recursive: true });
writeFileSync("bench/out/photos.json", JSON.stringify(results, null, 2));
const md = renderPhotos(results);
writeFileSync("bench/out/photos.md", md);
if (!only) {
  // The section sits after the load test's, which `npm run bench` carries over; the file
  // stays as Prettier writes it (npm run format:check).
  const report = readFileSync("bench/REPORT.md", "utf8");
  const at = report.indexOf(`\n${PHOTOS_HEADING}`);
  const updated = `${(at >= 0 ? report.slice(0, at) : report).trimEnd()}\n\n${md}\n`;
  writeFileSync(
    "bench/REPORT.md",
    await format(updated, { ...(await resolveConfig("bench/REPORT.md")), parser: "markdown" }),
  );
}
console.log(`bench:photos: bench/out/photos.md${only ? "" : ", bench/REPORT.md"}`);

/** Straight uploads of the 12 MP portrait (one pixel changed each time) as the elite demo
 * member: the Worker's Server-Timing for each, on a warm isolate. */
async function repeats(base, cookies) {
  const photo = readFileSync(portrait12mp());
  const out = [];
  for (let i = 0; i < REPEATS; i++) {
    const bytes = Buffer.from(photo);
    bytes[bytes.length - 3] ^= i + 1; // inside the entropy-coded data: another photo to the hash
    const form = new FormData();
    form.append("photo", new Blob([bytes], { type: "image/jpeg" }), "phone.jpg");
    const t = performance.now();
    const res = await fetch(`${base}/face-scanner`, {
      method: "POST",
      body: form,
      redirect: "manual",
      headers: { Cookie: cookieHeader(cookies), Origin: base },
    });
    const total = performance.now() - t;
    const timing = Object.fromEntries(
      (res.headers.get("server-timing") ?? "")
        .split(",")
        .map((p) => p.trim().match(/^([^;]+);dur=([\d.]+)/))
        .filter(Boolean)
        .map((m) => [m[1], Number(m[2])]),
    );
    out.push({ status: res.status, detect: timing["detect-landmarks"], analyze: timing.analyze, total });
  }
  return out;
}
