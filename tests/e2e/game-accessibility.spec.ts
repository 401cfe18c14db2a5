// axe over the game's member pages, in the projects that run JavaScript (the name ends
// in accessibility.spec.ts, which the nojs project leaves out: axe hangs without JS).
import type { Page } from "@playwright/test";
import { authForm, expect, seriousAxeViolations, signIn, test } from "./fixtures";

test.describe.configure({ timeout: 120_000 });

async function scan(page: Page, path: string) {
  await page.goto(path);
  return (await seriousAxeViolations(page)).map((finding) => `${path} ${finding}`);
}

test("the game's pages have no serious or critical axe violations", async ({ page }) => {
  const username = `ax${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 1e4)}`.slice(0, 20);
  await page.goto("/auth?mode=signup");
  await authForm(page).getByLabel("Email").fill(`${username}@game-e2e.test`);
  await authForm(page).getByLabel("Username", { exact: true }).fill(username);
  await authForm(page).getByLabel("Password", { exact: true }).fill("secret123");
  await authForm(page).getByLabel("Confirm Password").fill("secret123");
  await authForm(page).getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByTestId("toast")).toContainText("Account created", { timeout: 20_000 });
  await signIn(page, `${username}@game-e2e.test`, "secret123");
  await page.goto("/progress");
  await page.getByRole("button", { name: /^Start / }).first().click();
  await expect(page.getByTestId("toast")).toContainText("Challenge Started", { timeout: 20_000 });

  const bad = [];
  for (const path of ["/progress", "/progress?tab=inbox", "/progress?tab=battles&q=a", "/achievements", "/rankings", "/account"]) {
    bad.push(...(await scan(page, path)));
  }
  expect(bad).toEqual([]);
});
