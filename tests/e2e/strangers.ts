// Members and strangers on one server at the same moment, in real browsers: members sign
// in, load their pages and sign out while cookieless visitors load theirs. A stranger's
// page must never show a member (their badges, name or address), and a stranger's browser
// must never hold a session cookie. The server keeps each request's state its own (the
// dev proxy's one shared load context is the trap: app/load-context.ts).
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { authForm, expect } from "./fixtures";
import { E2E_TIMEZONE } from "./zone";

/** Three tiers of member, each signed in through the form in a browser of their own. */
const MEMBERS = [
  { email: "free@demo.test", username: "FreeFinn" },
  { email: "pro@demo.test", username: "ProPriya" },
  { email: "elite@demo.test", username: "EliteEli" },
] as const;

/** What only a member's page shows: the header's level and XP, a member's name or address. */
const MEMBER_MARKS = ['data-testid="viewer-badges"', ...MEMBERS.flatMap((m) => [m.username, m.email])];

/** The pages a stranger opens, each as the first page of a cookieless browser and again after others. */
const STRANGER_PAGES = ["/auth", "/", "/pricing", "/account"];

async function expectStranger(page: Page, context: BrowserContext, where: string) {
  const html = await page.content();
  const seen = MEMBER_MARKS.filter((mark) => html.includes(mark));
  expect(seen, `a stranger's ${where} shows a member`).toEqual([]);
  const cookies = (await context.cookies()).map((c) => c.name).filter((name) => /session/i.test(name));
  expect(cookies, `a stranger's browser holds a session cookie after ${where}`).toEqual([]);
}

async function stranger(browser: Browser, baseURL: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled, timezoneId: E2E_TIMEZONE });
  try {
    const page = await context.newPage();
    for (const path of STRANGER_PAGES) {
      await page.goto(path);
      await expectStranger(page, context, path);
    }
    // Members-only pages send a stranger to sign in, and the sign-in form is theirs to fill.
    await expect(page).toHaveURL(/\/auth\?redirect=%2Faccount$/);
    await expect(authForm(page).getByLabel("Email")).toBeVisible();
  } finally {
    await context.close();
  }
}

async function member(browser: Browser, baseURL: string, who: (typeof MEMBERS)[number], address: string) {
  // Each member from an address of their own, as members are: sign-in is limited per
  // address (10 a minute under npm run dev), and the other dev checks sign in from the machine's.
  const context = await browser.newContext({
    baseURL,
    timezoneId: E2E_TIMEZONE,
    extraHTTPHeaders: { "cf-connecting-ip": address },
  });
  try {
    const page = await context.newPage();
    await page.goto("/auth");
    await authForm(page).getByLabel("Email").fill(who.email);
    await authForm(page).getByLabel("Password", { exact: true }).fill("demo1234");
    await authForm(page).getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByTestId("viewer-badges")).toBeVisible();
    // Each member sees themselves, never another member.
    await page.goto("/account");
    await expect(page.getByRole("textbox", { name: "Username" })).toHaveValue(who.username);
    const html = await page.content();
    const others = MEMBERS.filter((m) => m !== who).flatMap((m) => [m.username, m.email]);
    expect(
      others.filter((mark) => html.includes(mark)),
      `${who.username}'s account page shows another member`,
    ).toEqual([]);
    await page.goto("/settings");
    await page.getByRole("main").getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId("viewer-badges")).toHaveCount(0);
  } finally {
    await context.close();
  }
}

/**
 * `rounds` times, all at once: each member signs in, reads and signs out while as many
 * strangers (with and without JavaScript) open their pages in fresh, cookieless browsers.
 */
export async function strangersNeverSeeMembers(browser: Browser, baseURL: string, rounds = 2) {
  for (let round = 0; round < rounds; round++) {
    await Promise.all([
      ...MEMBERS.map((who, i) => member(browser, baseURL, who, `198.51.100.${round * MEMBERS.length + i + 1}`)),
      ...MEMBERS.map((_, i) => stranger(browser, baseURL, i % 2 === 0)),
    ]);
  }
}
