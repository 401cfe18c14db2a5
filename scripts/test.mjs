// `npm test`: the checks (type check, lint with the layer rule, format, dead code) side by
// side, then the unit, Worker integration and end-to-end tests; any finding fails it. The end-to-end tests run twice over: the built app's run
// (desktop, mobile, nojs), then `npm run dev`'s checks on a dev server of their own, each
// with only its own server running (decision 046). Each run prints its slowest tests.
// Installs Debian's chromium for Playwright when missing and we are root.
import { execSync, spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const quiet = { WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };
const started = Date.now();
/** Seconds since `npm test` began, printed with each step so a run shows where its time went. */
const clock = () => `[${((Date.now() - started) / 1000).toFixed(0)} s]`;
const run = (cmd, env = {}) => {
  console.log(`\n${clock()} $ ${cmd}`);
  execSync(cmd, { stdio: "inherit", env: { ...process.env, ...quiet, ...env } });
};

if (!existsSync(chromium)) {
  const install = "apt-get update && apt-get install -y --no-install-recommends chromium fonts-liberation";
  if (process.getuid?.() === 0) run(install);
  else {
    console.error(`Playwright needs Debian's chromium at ${chromium}. Install it with:\n  sudo sh -c '${install}'`);
    process.exit(1);
  }
}

/** Commands side by side (each is one process, mostly one core); each one's output is
 * printed whole when it ends. Rejects when any fails. */
function together(cmds) {
  return Promise.all(
    cmds.map(
      (cmd) =>
        new Promise((resolve, reject) => {
          const child = spawn(cmd, { shell: true, env: { ...process.env, ...quiet } });
          let out = "";
          child.stdout.on("data", (d) => (out += d));
          child.stderr.on("data", (d) => (out += d));
          child.on("close", (code) => {
            console.log(`\n${clock()} $ ${cmd} (ended)${out.trim() ? `\n${out.trimEnd()}` : ""}`);
            if (code === 0) resolve();
            else reject(new Error(`${cmd} exited with ${code}`));
          });
        }),
    ),
  );
}

/** The slowest tests of a Playwright run, from its JSON report (playwright.config.ts). */
function slowest(report, count = 10) {
  if (!existsSync(report)) return;
  const { suites = [], stats } = JSON.parse(readFileSync(report, "utf8"));
  const rows = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests)
        for (const r of t.results)
          rows.push({
            s: r.duration / 1000,
            name: `[${t.projectName}] ${file}:${spec.line} ${spec.title}`,
            r: r.retry,
          });
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of suites) walk(suite, suite.file);
  const total = rows.reduce((sum, row) => sum + row.s, 0);
  console.log(
    `\n${report}: ${rows.length} test runs, ${total.toFixed(0)} s of test time, ${(stats.duration / 1000).toFixed(0)} s wall; slowest:`,
  );
  for (const row of rows.sort((a, b) => b.s - a.s).slice(0, count))
    console.log(`  ${row.s.toFixed(1).padStart(6)} s  ${row.name}${row.r ? ` (retry ${row.r})` : ""}`);
}

const worker = "npx vitest run --config vitest.worker.config.ts --project";
try {
  // Each step keeps both cores busy (decision 090). ESLint (type-aware) is the longest check:
  // the others yield to it (`nice`). The unit tests run on their own (beside the checks, under
  // `nice`, the upload reader's 5 s test timed out once). The Worker files run on two
  // runtimes; then the Stripe and production projects (one runtime each) beside the build the
  // end-to-end run serves; the timing test last, with nothing beside it.
  await together([
    "npm run -s lint",
    "nice -n 10 npx tsc --noEmit",
    "nice -n 10 npx prettier --check . && nice -n 10 npx knip",
  ]);
  run("npx vitest run --config vitest.unit.config.ts");
  run(`${worker} worker`);
  await together([`${worker} stripe`, `${worker} production`, "npm run -s build"]);
  run(`${worker} timing`);
} catch {
  process.exit(1);
}
let failed = false;
for (const [env, report] of [
  // The build above is the one served (E2E_BUILT).
  [{ E2E_SKIP_DEV: "1", E2E_BUILT: "1" }, "test-results/app.json"],
  [{ E2E_DEV_ONLY: "1" }, "test-results/dev.json"],
]) {
  rmSync(report, { force: true });
  try {
    run("npx playwright test", env);
  } catch {
    failed = true;
  }
  slowest(report);
}
console.log(`\n${clock()} npm test ${failed ? "failed" : "passed"}`);
process.exit(failed ? 1 : 0);
