// axe needs JavaScript in the page it scans (it hangs with JavaScript off), so this file
// runs in the desktop and mobile projects only (see playwright.config.ts).
import AxeBuilder from "@axe-core/playwright";
import { CATEGORIES } from "../../app/content/categories";
import { expect, test } from "./fixtures";

const PAGES = [
  "/", "/course", "/terms", "/privacy", "/auth", "/auth?mode=signup", "/calculator", "/assessment",
  "/no-such-page", "/starter-content", "/pro-content", "/elite-content", "/elite-content?tab=reviews",
  ...CATEGORIES.map((c) => `/${c.slug}`),
];

test.describe("accessibility", () => {
  for (const path of PAGES) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(path);
      // Scan the settled page: the home trial offer fades in after 2 s, and mid-fade
      // its colours are not the ones a reader sees.
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((a) => a.effect?.getTiming().iterations !== Infinity)
            .map((a) => a.finished),
        ),
      );
      const results = await new AxeBuilder({ page }).analyze();
      const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  }
});
