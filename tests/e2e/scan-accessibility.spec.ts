// axe on the scanner's pages, on a phone (tagged @axe: axe needs JavaScript; the wide
// layout's scans are in accessibility.spec.ts).
import type { Page } from "@playwright/test";
import { normalJpeg } from "../worker/scan-images";
import { expect, seriousAxeViolations, signInAs, test } from "./fixtures";

const expectNoSeriousViolations = async (page: Page) => expect(await seriousAxeViolations(page)).toEqual([]);

test("the scanner form and the sign-up gate have no serious axe violations", { tag: "@axe" }, async ({ page }) => {
  await page.goto("/face-scanner");
  await expectNoSeriousViolations(page);
  await page
    .getByLabel("Photo", { exact: true })
    .setInputFiles({ name: "a.jpg", mimeType: "image/jpeg", buffer: Buffer.from(normalJpeg(700, 800)) });
  await page.getByRole("button", { name: "Analyze Face" }).click();
  await expect(page.getByRole("link", { name: "Sign Up", exact: true })).toBeVisible({ timeout: 5_000 });
  await expectNoSeriousViolations(page);
});

test("a result and the history have no serious axe violations", { tag: "@axe" }, async ({ page }, info) => {
  test.setTimeout(60_000); // an upload and two axe scans on a shared machine
  await signInAs(page, "elite");
  const width = 720 + (info.project.name === "mobile" ? 10 : 0);
  await page.goto("/face-scanner");
  await page
    .getByLabel("Photo", { exact: true })
    .setInputFiles({ name: "b.jpg", mimeType: "image/jpeg", buffer: Buffer.from(normalJpeg(width, 800)) });
  await page.getByRole("button", { name: "Analyze Face" }).click();
  await expect(page).toHaveURL(/\/face-scanner\/scans\/\d+$/, { timeout: 20_000 });
  await expectNoSeriousViolations(page);
  await page.goto("/face-scanner");
  await expect(page.getByTestId("scan-history")).toBeVisible();
  await expectNoSeriousViolations(page);
});
