// axe over the game's member pages, on a phone (tagged @axe: axe needs JavaScript; the
// wide layout's scans are in accessibility.spec.ts).
import type { Page } from "@playwright/test";
import { expect, seriousAxeViolations, signUpNewMember, test } from "./fixtures";

test.describe.configure({ timeout: 120_000 });

async function scan(page: Page, path: string) {
  await page.goto(path);
  return (await seriousAxeViolations(page)).map((finding) => `${path} ${finding}`);
}

test("the game's pages have no serious or critical axe violations", { tag: "@axe" }, async ({ page }) => {
  await signUpNewMember(page, "ax");
  await page.goto("/progress");
  await page
    .getByRole("button", { name: /^Start / })
    .first()
    .click();
  await expect(page.getByTestId("toast")).toContainText("Challenge Started", { timeout: 20_000 });

  const bad = [];
  for (const path of [
    "/progress",
    "/progress?tab=inbox",
    "/progress?tab=battles&q=a",
    "/achievements",
    "/rankings",
    "/account",
  ]) {
    bad.push(...(await scan(page, path)));
  }
  expect(bad).toEqual([]);
});
