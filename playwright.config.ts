import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { defineConfig, devices } from "@playwright/test";
import { E2E_PORT, E2E_STATE } from "./tests/e2e/local-state";
import { E2E_TIMEZONE } from "./tests/e2e/zone";

// Debian's chromium, never Playwright's own download (this machine has no internet).
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Chromium's --disable-features, whose last occurrence wins: Playwright's own list (read from
 * its source, so an upgrade keeps it) plus ours. Ours: the address bar's popup, which this
 * Chromium draws as a web page in a renderer of its own for every window (chrome://omnibox-
 * popup.top-chrome), though a headless window has no address bar: 14 % of a run's CPU
 * (decision 089).
 */
function disableFeatures(ours: string[]) {
  const bundle = readFileSync(createRequire(import.meta.url).resolve("playwright-core/lib/coreBundle"), "utf8");
  const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(bundle)?.[1];
  const theirs = [...(list ?? "").matchAll(/^\s*"(\w+)",?$/gm)].map((m) => m[1]);
  if (!theirs.includes("PaintHolding"))
    throw new Error("Playwright's disabled Chromium features were not found (playwright.config.ts disableFeatures)");
  return `--disable-features=${[...new Set([...theirs, ...ours])].join(",")}`;
}

const launchOptions = {
  executablePath,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    disableFeatures(["WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup"]),
  ],
};
// Which projects run a test (decision 047). A journey (untagged) runs in `mobile` (a phone
// with JavaScript) and `nojs` (a desktop without it): between them every page is seen at
// both sizes and in both modes. `desktop` (JavaScript on a wide screen) runs what is tagged
// @once: the same whatever the browser (an HTTP answer, page content, a test that sets its
// own viewports or opens its own contexts). @axe (axe needs JavaScript) runs on the phone;
// the wide layout has its own @once scans (accessibility.spec.ts).
const once = /@once/;
const axe = /@axe/;
// `npm run dev`'s checks run in their own project against the dev server.
const devSpecs = /dev-topology\.spec\.ts/;
// E2E_SKIP_DEV=1 leaves out `npm run dev` (port 5173) and its checks; E2E_DEV_ONLY=1 runs
// only those. `npm test` runs the two apart (scripts/test.mjs), each server on its own.
const skipDev = process.env.E2E_SKIP_DEV === "1";
// E2E_BUILT=1: `npm test` has just built the app (scripts/test.mjs), so the server serves that build.
const built = process.env.E2E_BUILT === "1";
const devOnly = process.env.E2E_DEV_ONLY === "1";
// E2E_PORT lets two local runs (two people, two checkouts) serve side by side.
const port = E2E_PORT;
const state = E2E_STATE;
const quiet = `WRANGLER_SEND_METRICS=false CLOUDFLARE_CF_FETCH_ENABLED=false GLOWUP_DEMO_ZONE=${E2E_TIMEZONE}`;
const DEV_URL = "http://localhost:5173";
// Each run's traces and its per-test durations (scripts/test.mjs prints the slowest).
const run = devOnly ? "dev" : skipDev ? "app" : "all";

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: `test-results/${run}`,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ["list"],
    ["json", { outputFile: `test-results/${run}.json` }],
    ...(process.env.CI ? [] : [["html", { open: "never" }] as const]),
  ],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    timezoneId: E2E_TIMEZONE,
    // A trace records a screencast and a DOM snapshot per action: a third of the browsers'
    // CPU on this machine (decision 087). Recorded on a retry (CI retries once); set
    // E2E_TRACE=retain-on-failure to keep one for every failure of a local run.
    trace: process.env.E2E_TRACE === "retain-on-failure" ? "retain-on-failure" : "on-first-retry",
    // The service worker (decision 079) answers a member's saved pages when the network is
    // gone or slower than its timeout: on a busy machine that would swap a fresh page for a
    // saved one in tests about something else. Its own journeys (offline.spec.ts) allow it.
    serviceWorkers: "block",
    launchOptions,
  },
  projects: [
    ...(devOnly
      ? []
      : [
          {
            name: "desktop",
            testIgnore: devSpecs,
            grep: once,
            use: { ...devices["Desktop Chrome"], launchOptions },
          },
          {
            name: "mobile",
            testIgnore: devSpecs,
            grepInvert: once,
            use: { ...devices["Pixel 7"], launchOptions },
          },
          {
            name: "nojs",
            testIgnore: devSpecs,
            grepInvert: [once, axe],
            use: { ...devices["Desktop Chrome"], javaScriptEnabled: false, launchOptions },
          },
        ]),
    ...(skipDev
      ? []
      : [{ name: "dev", testMatch: devSpecs, use: { ...devices["Desktop Chrome"], baseURL: DEV_URL, launchOptions } }]),
  ],
  webServer: [
    ...(devOnly
      ? []
      : [
          {
            // The production build, served by wrangler, on a fresh database.
            command: `rm -rf ${state} && ${built ? "" : "npm run build && "}${quiet} AUTH_RATE_LIMIT=1000 E2E_SQL=1 PORT=${port} GLOWUP_PERSIST=${state} node scripts/start.mjs`,
            url: `http://localhost:${port}/favicon.svg`,
            timeout: 180_000,
            reuseExistingServer: !process.env.CI,
            stdout: "ignore" as const,
            stderr: "pipe" as const,
          },
        ]),
    ...(skipDev
      ? []
      : [
          {
            // `npm run dev` as a developer runs it (Vite + the rooms' own Worker). Ready once
            // it has rendered the home page: the server's modules are compiled and its
            // bindings answer before the first test (decision 046).
            command: `rm -rf .wrangler/e2e-dev && ${quiet} GLOWUP_PERSIST=.wrangler/e2e-dev node scripts/dev.mjs`,
            url: `${DEV_URL}/`,
            timeout: 180_000,
            reuseExistingServer: !process.env.CI,
            stdout: "ignore" as const,
            stderr: "pipe" as const,
          },
        ]),
  ],
});
