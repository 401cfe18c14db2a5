// axe needs JavaScript in the page it scans (it hangs with JavaScript off), so this file
// runs in the desktop and mobile projects only (see playwright.config.ts).
import { CATEGORIES } from "../../app/content/categories";
import { expect, seriousAxeViolations, test } from "./fixtures";

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

test.describe("accessibility", () => {
  for (const path of PAGES) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(path);
      // The home trial offer fades in after 2 s: the helper scans the settled page.
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
});
