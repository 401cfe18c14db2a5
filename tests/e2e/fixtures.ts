import { mkdirSync } from "node:fs";
import { test as base, expect, type Browser, type Cookie, type Page } from "@playwright/test";

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
  await signInOnPane(page, email, password);
}

/** Fill and send the sign-in pane the page shows. */
export async function signInOnPane(page: Page, email: string, password: string) {
  await expect(authForm(page).getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
  await authForm(page).getByLabel("Email").fill(email);
  await authForm(page).getByLabel("Password", { exact: true }).fill(password);
  await authForm(page).getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByTestId("viewer-badges")).toBeVisible();
}

/** A username no other test uses (20 characters at most, the sign-up limit). */
export const uniqueName = (tag: string) =>
  `${tag}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e4)}`.slice(0, 20);

/** A brand-new member made through the real sign-up form (its own rate limits and
 * progress), then signed in on the sign-in pane sign-up returns to. For the journeys about
 * signing up and the pages it passes through; other tests take signUpNewMember. */
export async function signUpThroughForms(page: Page, tag: string, password = "secret123") {
  const username = uniqueName(tag);
  const email = `${username}@e2e.test`;
  await page.goto("/auth?mode=signup");
  await authForm(page).getByLabel("Email").fill(email);
  await authForm(page).getByLabel("Username", { exact: true }).fill(username);
  await authForm(page).getByLabel("Password", { exact: true }).fill(password);
  await authForm(page).getByLabel("Confirm Password").fill(password);
  await authForm(page).getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByTestId("toast")).toContainText("Account created successfully. You can now sign in.", {
    timeout: 20_000,
  });
  await signInOnPane(page, email, password);
  return { username, email, password };
}

/**
 * A brand-new member (its own rate limits and progress), made by posting the very forms the
 * sign-up and sign-in panes send, in the page's own cookie jar: the server does all it does
 * for a person, without the browser drawing the two panes (the forms are journeys of their
 * own: accounts.spec.ts, member-home.spec.ts). Lands on the home page sign-in leads to,
 * with its "Welcome back" toast, as the forms do.
 */
export async function signUpNewMember(page: Page, tag: string, password = "secret123") {
  const username = uniqueName(tag);
  const email = `${username}@e2e.test`;
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const post = (form: Record<string, string>, maxRedirects?: number) =>
    page.request.post("/auth", { form: { redirect: "/", ...form }, headers: { Origin: origin }, maxRedirects });
  // Sign-up answers with the sign-in pane (followed, so its "Account created" toast is read there).
  const signedUp = await post({ mode: "signup", email, username, password, confirmPassword: password });
  expect(new URL(signedUp.url()).searchParams.get("mode"), `sign-up answered ${signedUp.status()}`).toBe("signin");
  // Sign-in answers with a redirect home and the session's cookies.
  const signedIn = await post({ mode: "signin", email, password }, 0);
  expect(new URL(signedIn.headers().location ?? "", origin).href, `sign-in answered ${signedIn.status()}`).toBe(
    `${origin}/`,
  );
  await page.goto("/");
  await expect(page.getByTestId("viewer-badges")).toBeVisible();
  return { username, email, password };
}

/**
 * A test card number of its own (Luhn-valid, so the local checkout takes it): a free trial
 * is one per card (the card's fingerprint, decision 050), and the projects share a server.
 */
export function uniqueCard() {
  const body = `4242${String(Date.now()).slice(-7)}${String(Math.floor(Math.random() * 1e4)).padStart(4, "0")}`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

export type DemoRole = "free" | "starter" | "pro" | "elite" | "trial";

/**
 * Each demo member's cookies once signed in, per test worker and server: signed in once
 * through the real form (without JavaScript, so no browser zone is reported), then handed
 * to every test that needs that member. Signing in is a journey of its own
 * (accounts.spec.ts); the other tests start where it ends (decision 047).
 */
const demoSessions = new Map<string, Promise<Cookie[]>>();

async function demoCookies(browser: Browser, baseURL: string, role: DemoRole) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await signIn(page, `${role}@demo.test`, "demo1234");
    return await context.cookies();
  } finally {
    await context.close();
  }
}

/** Sign in as one of the seeded demo members (local dev and tests only): lands on their home. */
export async function signInAs(page: Page, role: DemoRole) {
  const baseURL = test.info().project.use.baseURL!;
  const key = `${baseURL} ${role}`;
  let cookies = demoSessions.get(key);
  if (!cookies) {
    cookies = demoCookies(page.context().browser()!, baseURL, role);
    demoSessions.set(key, cookies);
    cookies.catch(() => demoSessions.delete(key));
  }
  await page.context().addCookies(await cookies);
  await page.goto("/");
  await expect(page.getByTestId("viewer-badges")).toBeVisible();
}

/** Behave like a visitor who already said "Maybe Later" to the home trial offer. */
export async function dismissTrialOffer(page: Page, baseURL: string) {
  // Remix's encoding of the cookie value "1" (base64 of the JSON string).
  await page.context().addCookies([{ name: "gu_trial_later", value: "IjEi", url: baseURL }]);
}

/**
 * axe's serious and critical findings on the page as it is now, once its finite
 * animations have settled (mid-fade colours are not the ones a reader sees). Only in
 * the JavaScript projects (tests tagged @axe): axe hangs with JavaScript off.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Settled at once: each finite animation jumps to its end (a toast's fade, the trial
  // offer's delay), the state a reader sees seconds later, without waiting those seconds.
  await page.evaluate(() => {
    for (const a of document.getAnimations()) if (a.effect?.getTiming().iterations !== Infinity) a.finish();
  });
  const { default: AxeBuilder } = await import("@axe-core/playwright");
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.nodes.length}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * A screenshot of a screen a journey reaches, for a person to look at: taken only when
 * E2E_SHOTS names a folder (`E2E_SHOTS=test-results/screens npx playwright test …`), as
 * `<folder>/<name>-<project>.png`. A run that only checks behaviour skips the capture: a
 * full-page shot of a phone page costs about half a second.
 */
export async function shot(page: Page, name: string, { fullPage = true } = {}) {
  const folder = process.env.E2E_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: `${folder}/${name}-${test.info().project.name}.png`, fullPage, scale: "css" });
}
