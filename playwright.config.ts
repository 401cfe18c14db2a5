import { defineConfig, devices } from "@playwright/test";
import { E2E_PORT, E2E_STATE } from "./tests/e2e/local-state";
import { E2E_TIMEZONE } from "./tests/e2e/zone";

// Debian's chromium, never Playwright's own download (this machine has no internet).
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const launchOptions = {
  executablePath,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};
// The `npm run dev` topology check needs one browser, not three.
const devOnly = /dev-topology\.spec\.ts/;
// A test tagged @once behaves the same whatever the browser (an HTTP answer, page content,
// a test that opens its own contexts): it runs in the desktop project only. Rules are
// proven in the Worker tests; the three projects are for what a person does (journeys).
const once = /@once/;
// A test tagged @phone sets a phone-sized viewport itself: the mobile (JS) and nojs
// projects run it; the desktop project would only repeat the mobile one.
const phone = /@phone/;
// E2E_SKIP_DEV=1 leaves out `npm run dev` (port 5173) and its check: for side-by-side runs.
const skipDev = process.env.E2E_SKIP_DEV === "1";
// E2E_PORT lets two local runs (two people, two checkouts) serve side by side.
const port = E2E_PORT;
const state = E2E_STATE;
const quiet = `WRANGLER_SEND_METRICS=false CLOUDFLARE_CF_FETCH_ENABLED=false GLOWUP_DEMO_ZONE=${E2E_TIMEZONE}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    timezoneId: E2E_TIMEZONE,
    trace: "retain-on-failure",
    launchOptions,
  },
  projects: [
    {
      name: "desktop",
      testIgnore: skipDev ? devOnly : [],
      grepInvert: phone,
      use: { ...devices["Desktop Chrome"], launchOptions },
    },
    { name: "mobile", testIgnore: devOnly, grepInvert: once, use: { ...devices["Pixel 7"], launchOptions } },
    {
      name: "nojs",
      // axe cannot scan a page with JavaScript off; the other two projects cover it.
      testIgnore: [devOnly, /accessibility\.spec\.ts/],
      grepInvert: once,
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: false, launchOptions },
    },
  ],
  webServer: [
    {
      // The production build, served by wrangler, on a fresh database.
      command: `rm -rf ${state} && npm run build && ${quiet} AUTH_RATE_LIMIT=1000 PORT=${port} GLOWUP_PERSIST=${state} node scripts/start.mjs`,
      url: `http://localhost:${port}/favicon.svg`,
      timeout: 180_000,
      reuseExistingServer: !process.env.CI,
      stdout: "ignore",
      stderr: "pipe",
    },
    ...(skipDev
      ? []
      : [
          {
            // `npm run dev` as a developer runs it (Vite + the rooms' own Worker).
            command: `rm -rf .wrangler/e2e-dev && ${quiet} GLOWUP_PERSIST=.wrangler/e2e-dev node scripts/dev.mjs`,
            url: "http://localhost:5173/favicon.svg",
            timeout: 180_000,
            reuseExistingServer: !process.env.CI,
            stdout: "ignore" as const,
            stderr: "pipe" as const,
          },
        ]),
  ],
});
