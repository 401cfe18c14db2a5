// The day-dependent end-to-end tests with the clock moved to either side of midnight UTC
// and of midnight in the edge's zone (wrangler dev's request.cf says America/Chicago),
// for browsers in several zones. scripts/clock-shift.c, compiled here with gcc and
// preloaded into every process of the run (the build, the demo seed, wrangler, workerd
// and chromium), moves their wall clocks by the same offset. (libfaketime deadlocks
// workerd at start-up; this shim only adds seconds to CLOCK_REALTIME.) Not part of
// `npm test`: each run rebuilds and reseeds.
//   node scripts/test-days.mjs                      all instants and zones (about 25 min)
//   node scripts/test-days.mjs 2026-11-24T00:02:00Z UTC    one instant, one browser zone
//   node scripts/test-days.mjs --worker-days=14     the day-dependent Worker tests on each of
//                                                   the next 14 days (today's five, the daily
//                                                   task and the demo's days change daily)
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";

const LIB = ".wrangler/tmp/clock-shift.so";
mkdirSync(".wrangler/tmp", { recursive: true });
execFileSync("gcc", ["-shared", "-fPIC", "-O2", "-o", LIB, "scripts/clock-shift.c"], { stdio: "inherit" });
// Each run starts a few minutes before the instant it is named after, so that build,
// seed and tests (about 3 minutes) happen on the named side of midnight.
const INSTANTS = [
  ["before midnight UTC", "2026-11-23T23:45:00Z"],
  ["after midnight UTC", "2026-11-24T00:02:00Z"],
  ["before midnight in America/Chicago", "2026-11-24T05:45:00Z"],
  ["after midnight in America/Chicago", "2026-11-24T06:02:00Z"],
];
const ZONES = ["UTC", "Asia/Tokyo"];
const SPECS = [
  "tests/e2e/member-home.spec.ts",
  "tests/e2e/game.spec.ts",
  "tests/e2e/game-accessibility.spec.ts",
  "tests/e2e/boards.spec.ts",
];

const WORKER_SPECS = [
  "tests/worker/home.test.ts",
  "tests/worker/game.test.ts",
  "tests/worker/demo.test.ts",
  "tests/worker/reminders.test.ts",
  "tests/worker/account-privacy.test.ts",
  "tests/worker/d1-session.test.ts",
];
const workerDays = Number(process.argv.find((a) => a.startsWith("--worker-days="))?.split("=")[1] ?? 0);
if (workerDays > 0) {
  const failedDays = [];
  for (let day = 0; day < workerDays; day++) {
    const offset = day * 86_400;
    console.log(`\n=== Worker tests, clock moved ${day} day(s): ${new Date(Date.now() + offset * 1000).toISOString()}`);
    try {
      execFileSync("npx", ["vitest", "run", "--config", "vitest.worker.config.ts", ...WORKER_SPECS], {
        stdio: ["ignore", "ignore", "inherit"],
        env: { ...process.env, LD_PRELOAD: `${process.cwd()}/${LIB}`, CLOCK_SHIFT_SECONDS: String(offset) },
      });
      console.log("passed");
    } catch {
      failedDays.push(day);
      console.log("FAILED");
    }
  }
  console.log(
    failedDays.length ? `\nFAILED on day offsets ${failedDays.join(", ")}` : `\nall ${workerDays} days passed`,
  );
  process.exit(failedDays.length ? 1 : 0);
}

const [onlyAt, onlyZone] = process.argv.slice(2);
const runs = [];
for (const [name, at] of onlyAt ? [["as asked", onlyAt]] : INSTANTS) {
  for (const zone of onlyZone ? [onlyZone] : ZONES) runs.push({ name, at, zone });
}

const failed = [];
for (const run of runs) {
  const offset = Math.round((Date.parse(run.at) - Date.now()) / 1000);
  console.log(`\n=== ${run.name}: clock starts at ${run.at}, browsers in ${run.zone}`);
  try {
    execFileSync("npx", ["playwright", "test", ...SPECS], {
      stdio: "inherit",
      env: {
        ...process.env,
        CI: "true",
        E2E_SKIP_DEV: "1",
        E2E_TIMEZONE: run.zone,
        LD_PRELOAD: `${process.cwd()}/${LIB}`,
        CLOCK_SHIFT_SECONDS: String(offset),
      },
    });
  } catch {
    failed.push(`${run.name} (${run.at}, ${run.zone})`);
  }
}
console.log(failed.length ? `\nFAILED: ${failed.join("; ")}` : `\nall ${runs.length} runs passed`);
process.exit(failed.length ? 1 : 0);
