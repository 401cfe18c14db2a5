// Community chat as members use it: live between browsers, without JavaScript, the VIP
// Lounge, and text that stays text.
import { devices, type Browser, type Page } from "@playwright/test";
import { expect as baseExpect, signInAs, signUpNewMember, test, uniqueName } from "./fixtures";
import { E2E_TIMEZONE } from "./zone";

// A message crosses a form post, D1, the room and a socket: on a busy machine that can
// take longer than the default 7 s, and what is asserted stays the same.
const expect = baseExpect.configure({ timeout: 15_000 });

/** A second member on a phone-sized screen with JavaScript on, whatever the project. */
async function phoneMember(browser: Browser, baseURL: string) {
  const { defaultBrowserType: _, ...pixel } = devices["Pixel 7"];
  const context = await browser.newContext({ ...pixel, baseURL, javaScriptEnabled: true, timezoneId: E2E_TIMEZONE });
  const page = await context.newPage();
  const name = (await signUpNewMember(page, "phone")).username;
  return { context, page, name };
}

const messages = (page: Page) => page.getByTestId("message-list");
const composer = (page: Page) => page.getByPlaceholder("Type a message...");

async function waitLive(page: Page) {
  await expect(page.getByTestId("live-status")).toContainText("online", { timeout: 15_000 });
}

async function send(page: Page, text: string, noJs: boolean) {
  await composer(page).fill(text);
  if (noJs) await page.getByRole("button", { name: "Send" }).click();
  else await composer(page).press("Enter");
}

test("two members chat live; without JavaScript a member sends and sees their message", async ({
  page,
  browser,
  baseURL,
  noJs,
}) => {
  test.slow(); // two sign-ups and two browsers
  const phone = await phoneMember(browser, baseURL!);
  const me = (await signUpNewMember(page, "desk")).username;
  await page.goto("/chat");
  await expect(page.getByRole("heading", { name: "Chat", exact: true })).toBeVisible();
  await expect(page.getByText("Connect with the community")).toBeVisible();
  await expect(page.getByRole("heading", { name: "General Chat" })).toBeVisible();
  await phone.page.goto("/chat");
  await waitLive(phone.page);
  if (!noJs) await waitLive(page);

  // I send; the phone sees it arrive without reloading, exactly once.
  const mine = `hello from ${me}`;
  await send(page, mine, noJs);
  const mineThere = messages(phone.page).getByText(mine);
  await expect(mineThere).toHaveCount(1);
  await expect(messages(page).getByText(mine)).toHaveCount(1);
  await expect(composer(page)).toHaveValue(""); // cleared only after a successful send
  // Own messages sit on the right.
  const box = (await messages(page).getByText(mine).boundingBox())!;
  const list = (await messages(page).boundingBox())!;
  expect(box.x + box.width).toBeGreaterThan(list.x + list.width * 0.6);
  const theirs = (await messages(phone.page).getByText(mine).boundingBox())!;
  expect(theirs.x).toBeLessThan(list.x + 60);

  // The phone replies with two lines (Shift+Enter) and Enter sends.
  const reply = `hi ${me}`;
  await composer(phone.page).fill(reply);
  await composer(phone.page).press("Shift+Enter");
  const second = `second line for ${me}`;
  await composer(phone.page).pressSequentially(second);
  await expect(composer(phone.page)).toHaveValue(`${reply}\n${second}`);
  await composer(phone.page).press("Enter");
  await expect(messages(phone.page).getByText(second)).toHaveCount(1);
  if (noJs) await page.getByRole("link", { name: "Refresh" }).click();
  await expect(messages(page).getByText(second)).toHaveCount(1);

  // Deleting my message takes it off the phone's screen too.
  await messages(page).locator("li", { hasText: mine }).getByRole("button", { name: "Delete message" }).click();
  await expect(messages(page).getByText(mine)).toHaveCount(0);
  await expect(messages(phone.page).getByText(mine)).toHaveCount(0);
  await phone.context.close();
});

test("an elite member uses the VIP Lounge", async ({ page, noJs }) => {
  await signInAs(page, "elite");
  await page.goto("/chat");
  await page.getByRole("link", { name: /VIP/ }).click();
  await expect(page).toHaveURL(/\/chat\?channel=vip$/);
  await expect(page.getByRole("heading", { name: /VIP Lounge/ })).toBeVisible();
  await expect(page.getByText("Elite Only", { exact: true })).toBeVisible();
  const text = uniqueName("vip");
  await send(page, text, noJs);
  const item = messages(page).locator("li", { hasText: text });
  await expect(item).toHaveCount(1);
  await expect(item.getByRole("img", { name: "Elite" })).toBeVisible(); // the crown
  await expect(item).toContainText("EliteEli");
  if (noJs) return;

  // The next draft, typed while a message is still on its way, stays when the answer lands.
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route("**/chat/messages", async (route) => {
    await held;
    await route.continue();
  });
  const first = uniqueName("vip");
  await send(page, first, noJs);
  await composer(page).fill("my next thought");
  answer();
  await expect(messages(page).locator("li", { hasText: first })).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Send" })).toBeEnabled(); // the answer is handled
  await expect(composer(page)).toHaveValue("my next thought");
});

test("the composer is on screen without scrolling", { tag: "@once" }, async ({ page }) => {
  await signInAs(page, "starter");
  for (const size of [
    { width: 360, height: 740 },
    { width: 412, height: 915 },
    { width: 1366, height: 900 },
  ]) {
    await page.setViewportSize(size);
    await page.goto("/chat");
    await expect(page.getByPlaceholder("Type a message...")).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole("button", { name: "Send" })).toBeInViewport({ ratio: 1 });
  }
});

test("a pro member sees the VIP Lounge locked", async ({ page }) => {
  await signInAs(page, "pro");
  await page.goto("/chat?channel=vip");
  await expect(page.getByRole("heading", { name: "VIP Lounge - Elite Members Only" })).toBeVisible();
  await expect(page.getByText("Upgrade to Elite to access exclusive VIP chat with fellow Elite members")).toBeVisible();
  await expect(composer(page)).toHaveCount(0);
  await page.getByRole("link", { name: "Upgrade to Elite" }).click();
  await expect(page).toHaveURL(/\/checkout\?plan=elite$/);
});

test("a message with markup shows as text and runs nothing", async ({ page, noJs }) => {
  let dialogs = 0;
  page.on("dialog", (d) => {
    dialogs++;
    void d.dismiss();
  });
  const me = (await signUpNewMember(page, "xss")).username;
  await page.goto("/chat");
  if (!noJs) await waitLive(page);
  const payload = `<img src=x onerror="alert(1)"><b>${me}</b><script>alert(2)</script>`;
  await send(page, payload, noJs);
  await expect(messages(page).getByText(payload, { exact: true })).toHaveCount(1);
  await page.reload();
  await expect(messages(page).getByText(payload, { exact: true })).toHaveCount(1);
  await expect(messages(page).locator("img, b, script")).toHaveCount(0);
  expect(dialogs).toBe(0);
});

test(
  "after a dropped connection the page catches up from D1; when the app refuses, it stops retrying",
  { tag: "@once" },
  async ({ page, browser, baseURL, noJs }) => {
    test.slow(); // waits out real reconnection delays
    const { defaultBrowserType: _, ...desktop } = devices["Desktop Chrome"];
    const context = await browser.newContext({
      ...desktop,
      baseURL,
      javaScriptEnabled: true,
      timezoneId: E2E_TIMEZONE,
    });
    const reader = await context.newPage();
    await signUpNewMember(reader, "reader");
    const sockets: { close: () => Promise<void> }[] = [];
    await reader.routeWebSocket(
      (url) => url.pathname.startsWith("/parties/"),
      (ws) => {
        ws.connectToServer();
        sockets.push(ws);
      },
    );
    let tickets: "pass" | "fail" | "refuse" = "pass";
    let ticketCalls = 0;
    await reader.route(/\/chat\/ticket\?/, (route) => {
      ticketCalls++;
      if (tickets === "pass") return route.continue();
      return route.fulfill({
        status: tickets === "fail" ? 503 : 403,
        contentType: "application/json",
        body: '{"ticket":null}',
      });
    });
    await reader.goto("/chat");
    await waitLive(reader);

    // The connection drops and cannot come back for a while; meanwhile someone writes.
    tickets = "fail";
    await sockets.at(-1)!.close();
    await expect(reader.getByTestId("live-status")).toContainText("Reconnecting...");
    await signUpNewMember(page, "writer");
    await page.goto("/chat");
    const missed = uniqueName("missed");
    await send(page, missed, noJs);
    await expect(messages(page).getByText(missed)).toHaveCount(1);
    await expect(messages(reader).getByText(missed)).toHaveCount(0);

    // It reconnects by itself and shows what it missed, once.
    tickets = "pass";
    await expect(messages(reader).getByText(missed)).toHaveCount(1, { timeout: 20_000 });
    await waitLive(reader);

    // A refusal from the app (say the member lost access) stops the retries for good.
    tickets = "refuse";
    await sockets.at(-1)!.close();
    await expect(reader.getByTestId("live-status")).toContainText("Live updates stopped.", { timeout: 20_000 });
    const calls = ticketCalls;
    await reader.waitForTimeout(6_000);
    expect(ticketCalls).toBe(calls);
    await context.close();
  },
);

test("on a 360 px phone a long link stays in its bubble, the composer sits above the tab bar, and the page ends with the chat", async ({
  page,
  noJs,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signUpNewMember(page, "narrow");
  await page.goto("/chat");
  if (!noJs) await waitLive(page);
  // 300 characters with no place to break a line.
  const link = `https://example.com/?ref=${uniqueName("l")}${"a1b2c3d4e5".repeat(30)}`.slice(0, 300);
  await send(page, link, noJs);
  const bubble = messages(page).getByText(link, { exact: true });
  await expect(bubble).toHaveCount(1);
  await bubble.scrollIntoViewIfNeeded();

  // The bubble holds all of its text, inside the message list and the screen.
  const b = (await bubble.boundingBox())!;
  const list = (await messages(page).boundingBox())!;
  expect(b.x).toBeGreaterThanOrEqual(list.x);
  expect(b.x + b.width).toBeLessThanOrEqual(list.x + list.width);
  expect(b.x + b.width).toBeLessThanOrEqual(360);
  expect(await bubble.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The message box and its button are fully visible above the bottom tab bar, at the
  // page's first position and scrolled to its end.
  const tabBar = page.getByRole("navigation", { name: "Bottom" });
  for (const at of ["top", "end"] as const) {
    await page.evaluate((where) => window.scrollTo(0, where === "top" ? 0 : document.documentElement.scrollHeight), at);
    const bar = (await tabBar.boundingBox())!;
    for (const part of [composer(page), page.getByRole("button", { name: "Send" })]) {
      const box = (await part.boundingBox())!;
      expect(box.y, at).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height, at).toBeLessThanOrEqual(bar.y);
    }
  }

  // Below the chat there is no more page than the tab bar's room (was ~1,200 px).
  const section = page.locator("section", { has: messages(page) });
  const below = await section.evaluate((el) => {
    const bottom = el.getBoundingClientRect().bottom + window.scrollY;
    return document.documentElement.scrollHeight - bottom;
  });
  expect(below).toBeLessThanOrEqual(120);
});
