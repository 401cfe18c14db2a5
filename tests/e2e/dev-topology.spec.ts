// Runs in the desktop project only (see playwright.config.ts): one browser proves it.
import type { Browser } from "@playwright/test";
import { expect, test } from "./fixtures";
import { normalJpeg } from "../worker/scan-images";
import { E2E_TIMEZONE } from "./zone";

const DEV = "http://localhost:5173";

/** A fresh browser context on the dev port, signed in as a demo member. */
async function signInOnDev(browser: Browser, email: string, javaScriptEnabled = true) {
  const context = await browser.newContext({ baseURL: DEV, javaScriptEnabled, timezoneId: E2E_TIMEZONE });
  const page = await context.newPage();
  await page.goto("/auth");
  const form = page.locator(".auth-pane:visible");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill("demo1234");
  await form.getByRole("button", { name: "Sign In", exact: true }).click();
  // The sign-in takes effect on the very next page.
  await expect(page.getByTestId("viewer-badges")).toBeVisible();
  return { context, page };
}

test("npm run dev serves the app and its chat rooms on one port", async ({ browser }) => {
  // A signed-in member on the dev port, on /chat, connected live (a real room ticket).
  const openChat = async (email: string) => {
    const { context, page } = await signInOnDev(browser, email);
    const sockets: string[] = [];
    page.on("websocket", (ws) => sockets.push(ws.url()));
    await page.goto("/chat");
    await expect(page.getByTestId("live-status")).toContainText("online", { timeout: 15_000 });
    return { context, page, sockets };
  };
  const reader = await openChat("free@demo.test");
  const writer = await openChat("starter@demo.test");
  // The room socket goes through the app's own port (Vite proxies /parties to the rooms).
  expect(
    reader.sockets.some((url) => /^ws:\/\/localhost:5173\/parties\/chat-room\/general\?.*\bticket=/.test(url)),
  ).toBe(true);

  await reader.page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const text = `dev topology ${Date.now()}`;
  await writer.page.getByPlaceholder("Type a message...").fill(text);
  await writer.page.getByPlaceholder("Type a message...").press("Enter");
  await expect(reader.page.getByTestId("message-list").getByText(text)).toHaveCount(1);
  // It arrived live: the reader's page never reloaded.
  expect(await reader.page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await Promise.all([reader.context.close(), writer.context.close()]);
});

test("npm run dev keeps each visitor's session their own", async ({ browser }) => {
  const elite = await signInOnDev(browser, "elite@demo.test");
  const free = await signInOnDev(browser, "free@demo.test");

  await elite.page.goto("/account");
  await expect(elite.page.getByRole("textbox", { name: "Username" })).toHaveValue("EliteEli");
  await expect(elite.page.getByText("Elite", { exact: true })).toBeVisible();
  await free.page.goto("/account");
  await expect(free.page.getByRole("textbox", { name: "Username" })).toHaveValue("FreeFinn");
  expect(await free.page.content()).not.toContain("EliteEli");
  // The first member is still themselves after the second signed in.
  await elite.page.reload();
  await expect(elite.page.getByRole("textbox", { name: "Username" })).toHaveValue("EliteEli");

  const stranger = await browser.newContext({ baseURL: DEV, timezoneId: E2E_TIMEZONE });
  const page = await stranger.newPage();
  await page.goto("/account");
  await expect(page).toHaveURL(/\/auth\?redirect=%2Faccount$/);
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fsettings$/);
  expect(await page.content()).not.toContain("EliteEli");
  await Promise.all([elite.context.close(), free.context.close(), stranger.close()]);
});

test("npm run dev analyses a photo (the scanner's image code runs in the dev server too)", async ({ browser }) => {
  const { context, page } = await signInOnDev(browser, "pro@demo.test", false);
  await page.goto("/face-scanner");
  const photo = {
    name: "me.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from(normalJpeg(640 + (Date.now() % 97), 800)),
  };
  await page.getByLabel("Photo", { exact: true }).setInputFiles(photo);
  await page.getByRole("button", { name: "Analyze Face" }).click();
  await expect(page).toHaveURL(/\/face-scanner\/scans\/\d+$/, { timeout: 20_000 });
  await expect(page.getByTestId("scan-rating")).toHaveText(/^\d{1,2}\.\d\/10$/);
  await context.close();
});
