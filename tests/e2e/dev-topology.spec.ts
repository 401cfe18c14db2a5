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
