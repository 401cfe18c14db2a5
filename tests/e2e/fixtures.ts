import { test as base, expect, type Page } from "@playwright/test";

export { expect };

/** Whether this project runs with JavaScript disabled. */
export const test = base.extend<{ noJs: boolean; isMobile: boolean }>({
  noJs: async ({ javaScriptEnabled }, use) => use(javaScriptEnabled === false),
  isMobile: async ({ viewport }, use) => use((viewport?.width ?? 1280) < 768),
});

/** The sign-in or sign-up form currently shown on /auth (both are in the page). */
export const authForm = (page: Page) => page.locator(".auth-pane:visible");

/** Sign in through the real form (works with and without JavaScript). */
export async function signIn(page: Page, email: string, password = "demo1234") {
  await page.goto("/auth");
  await authForm(page).getByLabel("Email").fill(email);
  await authForm(page).getByLabel("Password", { exact: true }).fill(password);
  await authForm(page).getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByTestId("viewer-badges")).toBeVisible();
}

export type DemoRole = "free" | "starter" | "pro" | "elite" | "trial";

/** Sign in as one of the seeded demo members (local dev and tests only). */
export function signInAs(page: Page, role: DemoRole) {
  return signIn(page, `${role}@demo.test`, "demo1234");
}

/** Behave like a visitor who already said "Maybe Later" to the home trial offer. */
export async function dismissTrialOffer(page: Page, baseURL: string) {
  // Remix's encoding of the cookie value "1" (base64 of the JSON string).
  await page.context().addCookies([{ name: "gu_trial_later", value: "IjEi", url: baseURL }]);
}
