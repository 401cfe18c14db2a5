// `npm test`: the checks (type check, lint with the layer rule, format, dead code), then
// the unit, Worker integration and end-to-end tests, in that order (the checks side by
// side); any finding fails it.
// Installs Debian's chromium for Playwright when missing and we are root.
import { execSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const run = (cmd) => {
  console.log(`\n$ ${cmd}`);
  execSync(cmd, {
    stdio: "inherit",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
  });
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
          const child = spawn(cmd, {
            shell: true,
            env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
          });
          let out = "";
          child.stdout.on("data", (d) => (out += d));
          child.stderr.on("data", (d) => (out += d));
          child.on("close", (code) => {
            console.log(`\n$ ${cmd}${out.trim() ? `\n${out.trimEnd()}` : ""}`);
            if (code === 0) resolve();
            else reject(new Error(`${cmd} exited with ${code}`));
          });
        }),
    ),
  );
}

try {
  // The static checks do not depend on each other: two cores run them in about half the time.
  await together(["npx tsc --noEmit", "npm run -s lint", "npx prettier --check . && npx knip"]);
  run("npx vitest run --config vitest.unit.config.ts");
  run("npx vitest run --config vitest.worker.config.ts");
  run("npx playwright test");
} catch {
  process.exit(1);
}
