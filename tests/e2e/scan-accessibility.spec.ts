// axe on the scanner's pages (JavaScript projects only: the config leaves
// *accessibility.spec.ts out of the nojs project, where axe hangs).
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { normalJpeg } from "../worker/scan-images";
import { expect, signInAs, test } from "./fixtures";

async function expectNoSeriousViolations(page: Page) {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished)),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("the scanner form and the sign-up gate have no serious axe violations", async ({ page }) => {
  await page.goto("/face-scanner");
  await expectNoSeriousViolations(page);
  await page.getByLabel("Photo", { exact: true }).setInputFiles({ name: "a.jpg", mimeType: "image/jpeg", buffer: Buffer.from(normalJpeg(700, 800)) });
  await page.getByRole("button", { name: "Analyze Face" }).click();
  await expect(page.getByRole("link", { name: "Sign Up", exact: true })).toBeVisible({ timeout: 5_000 });
  await expectNoSeriousViolations(page);
});

test("a result and the history have no serious axe violations", async ({ page }, info) => {
  test.setTimeout(60_000); // an upload and two axe scans on a shared machine
  await signInAs(page, "elite");
  const width = 720 + (info.project.name === "mobile" ? 10 : 0);
  await page.goto("/face-scanner");
  await page.getByLabel("Photo", { exact: true }).setInputFiles({ name: "b.jpg", mimeType: "image/jpeg", buffer: Buffer.from(normalJpeg(width, 800)) });
  await page.getByRole("button", { name: "Analyze Face" }).click();
  await expect(page).toHaveURL(/\/face-scanner\/scans\/\d+$/, { timeout: 20_000 });
  await expectNoSeriousViolations(page);
  await page.goto("/face-scanner");
  await expect(page.getByTestId("scan-history")).toBeVisible();
  await expectNoSeriousViolations(page);
});
