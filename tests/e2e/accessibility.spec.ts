// axe needs JavaScript in the page it scans (it hangs with JavaScript off). Every page is
// scanned on a phone (tagged @axe: the mobile project); the wide layout's own parts (the
// top bar, the side-by-side columns, the wide tables) once on a desktop (@once), over a
// page of each kind. A page's content is the same markup at both sizes.
import type { Page } from "@playwright/test";
import { CATEGORIES } from "../../app/content/categories";
import { expect, seriousAxeViolations, signInAs, test } from "./fixtures";

const PAGES = [
  "/",
  "/course",
  "/terms",
  "/privacy",
  "/auth",
  "/auth?mode=signup",
  "/calculator",
  "/assessment",
  "/no-such-page",
  "/starter-content",
  "/pro-content",
  "/elite-content",
  "/analytics",
  "/progress-log",
  "/reviews",
  ...CATEGORIES.map((c) => `/${c.slug}`),
];

test.describe("accessibility", { tag: "@axe" }, () => {
  // A browser context costs more than a page in it: the pages are scanned a few per test.
  const GROUP = 6;
  for (let start = 0; start < PAGES.length; start += GROUP) {
    const paths = PAGES.slice(start, start + GROUP);
    test(`${paths.join(", ")} have no serious or critical axe violations`, async ({ page }) => {
      test.slow(); // several pages, each scanned whole
      // The home trial offer fades in after 2 s: the helper scans the settled page.
      expect(await scanAll(page, paths)).toEqual([]);
    });
  }
});

async function scanAll(page: Page, paths: readonly string[]) {
  const bad: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    bad.push(...(await seriousAxeViolations(page)).map((finding) => `${path} ${finding}`));
  }
  return bad;
}

test.describe("accessibility on a wide screen", { tag: "@once" }, () => {
  test.slow(); // several pages, each scanned whole

  test("a visitor's pages of each kind have no serious or critical axe violations", async ({ page }) => {
    expect(
      await scanAll(page, ["/", "/auth", "/calculator", "/skincare", "/elite-content?tab=reviews", "/face-scanner"]),
    ).toEqual([]);
  });

  test("a member's pages of each kind have no serious or critical axe violations", async ({ page }) => {
    await signInAs(page, "trial");
    expect(await scanAll(page, ["/", "/progress", "/rankings", "/account", "/chat"])).toEqual([]);
  });
});
