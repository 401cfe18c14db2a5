// Runs in the desktop project only (see playwright.config.ts): one browser proves it.
import { expect, test } from "./fixtures";

test("npm run dev serves the app and its chat rooms on one port", async ({ page }) => {
  await page.goto("http://localhost:5173/");
  await expect(page.getByRole("navigation", { name: "Bottom" })).toBeVisible();
  const online = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const url = `ws://${location.host}/parties/chat-room/general`;
        const a = new WebSocket(url);
        a.onmessage = (e) => {
          const event = JSON.parse(e.data);
          if (event.type === "presence" && event.online >= 2) resolve(event.online);
        };
        a.onopen = () => new WebSocket(url);
        setTimeout(() => reject(new Error("no broadcast")), 8000);
      }),
  );
  expect(online).toBeGreaterThanOrEqual(2);
});

test("npm run dev keeps each visitor's session their own", async ({ browser }) => {
  const dev = "http://localhost:5173";
  const signInOnDev = async (email: string) => {
    const context = await browser.newContext({ baseURL: dev });
    const page = await context.newPage();
    await page.goto("/auth");
    const form = page.locator(".auth-pane:visible");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Password", { exact: true }).fill("demo1234");
    await form.getByRole("button", { name: "Sign In", exact: true }).click();
    // The sign-in takes effect on the very next page.
    await expect(page.getByTestId("viewer-badges")).toBeVisible();
    return { context, page };
  };
  const elite = await signInOnDev("elite@demo.test");
  const free = await signInOnDev("free@demo.test");

  await elite.page.goto("/account");
  await expect(elite.page.getByRole("textbox", { name: "Username" })).toHaveValue("EliteEli");
  await expect(elite.page.getByText("Elite", { exact: true })).toBeVisible();
  await free.page.goto("/account");
  await expect(free.page.getByRole("textbox", { name: "Username" })).toHaveValue("FreeFinn");
  expect(await free.page.content()).not.toContain("EliteEli");
  // The first member is still themselves after the second signed in.
  await elite.page.reload();
  await expect(elite.page.getByRole("textbox", { name: "Username" })).toHaveValue("EliteEli");

  const stranger = await browser.newContext({ baseURL: dev });
  const page = await stranger.newPage();
  await page.goto("/account");
  await expect(page).toHaveURL(/\/auth\?redirect=%2Faccount$/);
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fsettings$/);
  expect(await page.content()).not.toContain("EliteEli");
  await Promise.all([elite.context.close(), free.context.close(), stranger.close()]);
});
