// Chat moderation (issue #38, decision 076) on a phone, with JavaScript on (mobile) and off
// (nojs): a member reports a chat message, a moderator hides it from the queue, and a second
// browser (JavaScript on) sees it vanish live; then the moderator mutes the author, whose
// sends are refused with the time the mute ends. Screenshots of the new screens go to the
// test's output folder (E2E_SHOTS copies them).
import { devices, type Browser, type Page } from "@playwright/test";
import { expect as baseExpect, signIn, signUpNewMember, shot, test } from "./fixtures";
import { E2E_TIMEZONE } from "./zone";

const expect = baseExpect.configure({ timeout: 15_000 });

/** Another person on a phone; `js` says whether their browser runs JavaScript. */
async function person(browser: Browser, baseURL: string, js: boolean) {
  const { defaultBrowserType: _, ...pixel } = devices["Pixel 7"];
  const context = await browser.newContext({ ...pixel, baseURL, javaScriptEnabled: js, timezoneId: E2E_TIMEZONE });
  return { context, page: await context.newPage() };
}

const message = (page: Page, text: string) => page.locator("li[data-message-id]").filter({ hasText: text });
/** The queue's entry for a reported message (others may show it as their context). */
const report = (page: Page, text: string) =>
  page.locator("li[data-report]").filter({ has: page.getByTestId("reported-text").getByText(text, { exact: true }) });
const composer = (page: Page) => page.getByPlaceholder("Type a message...");

async function send(page: Page, text: string) {
  await composer(page).fill(text);
  await page.getByRole("button", { name: "Send" }).click();
}

test.describe("on a phone", { tag: "@phone" }, () => {
  test.use({ viewport: { width: 412, height: 915 } });

  test("a member reports a message, a moderator hides it and a second browser sees it vanish live; a muted author is refused", async ({
    page,
    browser,
    baseURL,
    noJs,
  }, info) => {
    test.setTimeout(150_000);
    const tag = `${info.project.name} ${Date.now().toString(36)}`;
    const nasty = `You are all losers (${tag})`;
    const again = `Still shouting (${tag})`;

    // The author, with JavaScript as the project has it, says two things.
    const author = await person(browser, baseURL!, !noJs);
    await signUpNewMember(author.page, "loud");
    await author.page.goto("/chat");
    await send(author.page, nasty);
    await expect(message(author.page, nasty)).toHaveCount(1);
    await send(author.page, again);
    await expect(message(author.page, again)).toHaveCount(1);

    // A watcher with JavaScript keeps the room open.
    const watcher = await person(browser, baseURL!, true);
    await signUpNewMember(watcher.page, "watch");
    await watcher.page.goto("/chat");
    await expect(watcher.page.getByTestId("live-status")).toContainText("online");
    await expect(message(watcher.page, nasty)).toHaveCount(1);

    // I report both messages.
    await signUpNewMember(page, "report");
    await page.goto("/chat");
    for (const text of [nasty, again]) {
      const item = message(page, text);
      await item.getByText("Report or block").click();
      await item.getByLabel("Why do you report it?").selectOption("harassment");
      if (text === nasty) await shot(page, "chat-report");
      await item.getByRole("button", { name: "Report", exact: true }).click();
      await expect(page.getByTestId("toast").first()).toContainText("a moderator will look at the message");
    }

    // The moderator hides the first from the queue, with the message in context.
    const moderator = await person(browser, baseURL!, !noJs);
    await signIn(moderator.page, "staff@demo.test");
    await moderator.page.goto("/staff");
    await moderator.page.getByRole("link", { name: "Chat reports" }).click();
    const reported = report(moderator.page, nasty);
    await expect(reported.getByTestId("reported-text")).toHaveText(nasty);
    await shot(moderator.page, "staff-moderation");
    await reported.getByRole("button", { name: "Hide message" }).click();
    await expect(moderator.page.getByTestId("toast").first()).toContainText("Message hidden");

    // The watcher's open room drops it without a reload; a fresh page does not have it either.
    await expect(message(watcher.page, nasty)).toHaveCount(0);
    await expect(message(watcher.page, again)).toHaveCount(1);
    await page.goto("/chat");
    await expect(message(page, nasty)).toHaveCount(0);

    // The moderator mutes the author for an hour from the second report.
    const second = report(moderator.page, again);
    await second.getByLabel(/Mute .* for/).selectOption("1h");
    await second.getByRole("button", { name: "Mute", exact: true }).click();
    await expect(moderator.page.getByTestId("toast").first()).toContainText("Member muted");
    await expect(moderator.page.getByTestId("restricted-list")).toContainText("muted until");

    // The author's page says until when; a send through the form is refused the same way.
    await author.page.goto("/chat");
    await expect(author.page.getByText(/A moderator has muted you until/).first()).toBeVisible();
    await expect(composer(author.page)).toBeDisabled();
    await shot(author.page, "chat-muted");
    await author.page.request
      .post("/chat?channel=general", {
        form: { intent: "send", channel: "general", message: "let me talk", clientId: `forged-${Date.now()}` },
        headers: { Origin: new URL(baseURL!).origin },
        maxRedirects: 0,
      })
      .then(async (res) => {
        expect(res.status()).toBe(403);
        expect(await res.text()).toContain("A moderator has muted you until");
      });

    // The audit log names both actions.
    await moderator.page.goto("/staff/audit");
    await expect(moderator.page.getByTestId("audit-log")).toContainText("hid the message");
    await expect(moderator.page.getByTestId("audit-log")).toContainText("muted a member");
    for (const c of [author, watcher, moderator]) await c.context.close();
  });
});
