// `npm run dev`'s checks: the dev project runs them against its server (port 5173; see
// playwright.config.ts), which npm test starts on its own, after the built app's run.
import type { Browser } from "@playwright/test";
import { expect, test } from "./fixtures";
import { normalJpeg } from "../worker/scan-images";
import { strangersNeverSeeMembers } from "./strangers";
import { E2E_TIMEZONE } from "./zone";

/** A fresh browser context on the dev server, signed in as a demo member through the form. */
async function signInOnDev(browser: Browser, email: string, javaScriptEnabled = true) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    javaScriptEnabled,
    timezoneId: E2E_TIMEZONE,
  });
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

test("npm run dev never shows a stranger a member, while members sign in and out at the same moment", async ({
  browser,
  baseURL,
}) => {
  test.slow(); // six browsers at once, two rounds
  await strangersNeverSeeMembers(browser, baseURL!);
});
