// `npm run screens`: PNGs of the main screens on a phone (412 px) and a desktop
// (1366 px) in docs/screens/, for readers who do not run the app. Like the e2e
// webServer: builds, serves the build with wrangler on a fresh local database
// (SCREENS_PORT, default 8797), signs in as the demo Pro member through the real form.
// `--no-build` reuses build/.
import { chromium } from "@playwright/test";
import { spawn, execSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync, statSync } from "node:fs";

const port = Number(process.env.SCREENS_PORT ?? 8797);
const base = `http://localhost:${port}`;
const state = `.wrangler/screens-${port}`;
const out = "docs/screens";

/** The screens, in README order; `member` ones are taken signed in. */
export const SCREENS = [
  { name: "home-signed-out", path: "/", title: "Home, signed out (marketing page)" },
  { name: "home-signed-in", path: "/", member: true, title: "Home, signed in as a member" },
  { name: "guide", path: "/skincare", member: true, title: "A category guide (Skincare), as a subscriber" },
  { name: "progress", path: "/progress", member: true, title: "Progress: level, streak, challenges" },
  { name: "achievements", path: "/achievements", member: true, title: "Achievements" },
  { name: "checkout", path: "/checkout", title: "Checkout: plans" },
  { name: "pricing", path: "/pricing", title: "Plans and pricing, the page every plans link opens" },
  { name: "pricing-member", path: "/pricing", member: true, title: "Plans and pricing, as a member" },
  { name: "guide-preview", path: "/skincare", title: "A category guide, signed out: introduction, lessons, the gate" },
  { name: "course", path: "/course", title: "Course portal: the plans' own names, prices and features" },
  { name: "menu", path: "/about", menu: true, title: "The side menu on a page of its own (About)" },
  { name: "chat", path: "/chat", member: true, title: "Community chat: the composer above the tab bar" },
  { name: "settings", path: "/settings", member: true, title: "Settings: the subscription card and its dates" },
  { name: "face-scanner", path: "/face-scanner", member: true, title: "Face scanner: the upload and the scan history" },
];
export const DEVICES = [
  { name: "phone", viewport: { width: 412, height: 915 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
  { name: "desktop", viewport: { width: 1366, height: 900 }, deviceScaleFactor: 1 },
];
// A full page can be very tall; the first screens of it tell the story and keep PNGs small.
const MAX_HEIGHT = { phone: 2000, desktop: 900 };

async function waitFor(url, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`server at ${url} did not start`);
}

async function signIn(page) {
  await page.goto(`${base}/auth`);
  const form = page.locator(".auth-pane:visible");
  await form.getByLabel("Email").fill("pro@demo.test");
  await form.getByLabel("Password", { exact: true }).fill("demo1234");
  await form.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.getByTestId("viewer-badges").waitFor();
}

async function shoot(browser, device) {
  const files = [];
  for (const member of [false, true]) {
    const { name: _name, ...options } = device;
    const context = await browser.newContext({ ...options, reducedMotion: "reduce" });
    // Stand in for a visitor who already closed the trial offer (it would cover the page).
    await context.addCookies([{ name: "gu_trial_later", value: "IjEi", url: base }]);
    const page = await context.newPage();
    if (member) await signIn(page);
    for (const screen of SCREENS.filter((s) => Boolean(s.member) === member)) {
      await page.goto(base + screen.path, { waitUntil: "networkidle" });
      await page.evaluate(() => document.fonts.ready);
      // The side menu opens only where it is shown (phones); desktops show the top bar's links.
      if (screen.menu && device.name === "phone") await page.getByLabel("Menu", { exact: true }).click();
      const height = Math.min(
        MAX_HEIGHT[device.name],
        await page.evaluate(() => document.documentElement.scrollHeight),
      );
      const file = `${out}/${screen.name}-${device.name}.png`;
      // A tall viewport rather than fullPage, so fixed bars sit at the bottom, not mid-page.
      await page.setViewportSize({ width: device.viewport.width, height });
      await page.screenshot({ path: file });
      await page.setViewportSize(device.viewport);
      files.push({ ...screen, device: device.name, file, kb: Math.round(statSync(file).size / 1024) });
    }
    await context.close();
  }
  return files;
}

function readme(files) {
  const rows = files.map(
    (f) =>
      `| ${f.title} | ${f.device} | \`${f.path}\` | [${f.file.slice(out.length + 1)}](${f.file.slice(out.length + 1)}) |`,
  );
  return [
    "# Screens",
    "",
    "The main screens on a phone (412 px wide) and a desktop (1366 px), from the production",
    "build on a fresh local database with the demo data. Signed-in screens are the demo Pro",
    "member (`pro@demo.test`). Tall pages are cut after their first screens.",
    "",
    "Regenerate: `npm run screens` (builds, serves on port 8797, writes this folder).",
    "",
    "| Screen | Device | Path | File |",
    "| --- | --- | --- | --- |",
    ...rows,
    "",
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!process.argv.includes("--no-build")) execSync("npm run build", { stdio: "inherit" });
  rmSync(state, { recursive: true, force: true });
  const server = spawn("node", ["scripts/start.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      GLOWUP_PERSIST: state,
      WRANGLER_SEND_METRICS: "false",
      CLOUDFLARE_CF_FETCH_ENABLED: "false",
    },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  try {
    await waitFor(`${base}/favicon.svg`, 180_000);
    mkdirSync(out, { recursive: true });
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu"],
    });
    const files = [];
    for (const device of DEVICES) files.push(...(await shoot(browser, device)));
    await browser.close();
    writeFileSync(`${out}/README.md`, readme(files));
    for (const f of files) console.log(`${f.file} ${f.kb} KB`);
  } finally {
    process.kill(-server.pid, "SIGTERM");
  }
}
