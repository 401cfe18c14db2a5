// `npm test`: the checks (type check, lint with the layer rule, format, dead code), then
// the unit, Worker integration and end-to-end tests, in that order; any finding fails it.
// Installs Debian's chromium for Playwright when missing and we are root.
import { execSync } from "node:child_process";
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

try {
  run("npx tsc --noEmit");
  run("npm run lint");
  run("npx prettier --check .");
  run("npx knip");
  run("npx vitest run --config vitest.unit.config.ts");
  run("npx vitest run --config vitest.worker.config.ts");
  run("npx playwright test");
} catch {
  process.exit(1);
}
