// Where a toast sits (decision 073): in the flow under the top bar, never over a control. On
// a phone, with JavaScript on (mobile) and off (nojs), each page is shown with a toast and
// every visible button and input is compared with every toast's box.
import type { Page } from "@playwright/test";
import { expect, shot, signInAs, signUpThroughForms, test } from "./fixtures";

test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 412, height: 839 } });

type Box = { x: number; y: number; width: number; height: number; name: string };

/** The visible buttons and inputs that any showing toast overlaps (empty when none is covered). */
async function coveredControls(page: Page): Promise<string[]> {
  const toasts = page.getByTestId("toast-item");
  await expect(toasts.first()).toBeVisible();
  // Measured where the page comes to rest: the landing on a card scrolls smoothly.
  let last = -1;
  await expect
    .poll(async () => {
      const y = await page.evaluate(() => window.scrollY);
      const still = y === last;
      last = y;
      return still;
    })
    .toBe(true);
  return page.evaluate(() => {
    // Scrolled out of a scroll area (the chat's message list) is out of sight, as above the bar.
    const clippedAway = (el: Element) => {
      const r = el.getBoundingClientRect();
      for (let a = el.parentElement; a; a = a.parentElement) {
        const { overflowX, overflowY } = getComputedStyle(a);
        if (overflowX === "visible" && overflowY === "visible") continue;
        const c = a.getBoundingClientRect();
        if (r.bottom <= c.top || r.top >= c.bottom || r.right <= c.left || r.left >= c.right) return true;
      }
      return false;
    };
    const seen = (el: Element) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return (
        r.width > 0 &&
        r.height > 0 &&
        style.visibility === "visible" &&
        Number(style.opacity) > 0 &&
        r.bottom > 0 &&
        r.top < window.innerHeight &&
        // Inside a closed <details> (a message's "Report or block") is not shown at all.
        el.checkVisibility() &&
        !clippedAway(el)
      );
    };
    const box = (el: Element, name: string) => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height, name };
    };
    const toastBoxes = [...document.querySelectorAll('[data-testid="toast-item"]')]
      .filter(seen)
      .map((t) => box(t, "toast"));
    // A control wholly under the sticky top bar is scrolled away (the bar hides it, toast or
    // not); one that shows below the bar, even in part, must not meet a toast.
    const bar = document.querySelector("header")!.getBoundingClientRect().bottom;
    const controls = [...document.querySelectorAll("button, input:not([type=hidden]), textarea, select, summary")]
      .filter(seen)
      .filter((c) => c.closest("header") !== null || c.getBoundingClientRect().bottom > bar)
      .map((c) =>
        box(
          c,
          `${c.tagName.toLowerCase()} "${(c.getAttribute("aria-label") ?? c.textContent ?? "").trim().slice(0, 40)}"`,
        ),
      );
    const overlaps = (a: Box, b: Box) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    return controls.filter((c) => toastBoxes.some((t) => overlaps(t, c))).map((c) => c.name);
  });
}

test("a toast covers no visible button or input: home, progress, chat and checkout", async ({ page, noJs }) => {
  // Checkout, signed out: the toast that sends a visitor to sign in, over the sign-in form.
  await page.goto("/checkout?plan=pro");
  await expect(page.getByTestId("toast-item")).toContainText("Authentication Required");
  expect(await coveredControls(page), "checkout").toEqual([]);

  await signUpThroughForms(page, "toastbox");
  expect(await coveredControls(page), "sign-in").toEqual([]);

  // Home: Start the first of today's challenges; the page comes back at the card.
  await page.goto("/");
  const homeCard = page.getByTestId("challenge").first();
  await homeCard.getByRole("button", { name: /^Start / }).click();
  await expect(page.getByTestId("toast-item").first()).toContainText("Challenge Started");
  expect(await coveredControls(page), "home").toEqual([]);
  await shot(page, "home", { fullPage: false });

  // Progress: the next challenge, scrolled to the middle of the screen, then Start.
  await page.goto("/progress");
  const card = page.getByTestId("challenge").nth(2);
  await card.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
  await card.getByRole("button", { name: /^Start / }).click();
  await expect(page.getByTestId("toast-item").first()).toContainText("Challenge Started");
  expect(await coveredControls(page), "progress").toEqual([]);
  await shot(page, "progress-toast", { fullPage: false });
  // The control the member needs next, the card's Complete button, is in view.
  await expect(page.getByRole("button", { name: /^Complete / }).last()).toBeInViewport();

  // Chat: a refused send shows its toast beside the composer, which stays in reach.
  await page.goto("/chat");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByTestId("toast-item").first()).toContainText("Error");
  expect(await coveredControls(page), `chat (${noJs ? "no JS" : "JS"})`).toEqual([]);
  await shot(page, "chat-toast", { fullPage: false });
  // The message box and Send stay in sight above the tab bar, with the toast beside them.
  const tabBarTop = (await page.getByRole("navigation", { name: "Bottom" }).boundingBox())!.y;
  for (const part of [page.getByPlaceholder("Type a message..."), page.getByRole("button", { name: "Send" })]) {
    const box = (await part.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(tabBarTop);
  }
});

test("the tab bar is for phones only", { tag: "@once" }, async ({ page }) => {
  await page.goto("/terms");
  const tabBar = page.getByRole("navigation", { name: "Bottom" });
  await expect(tabBar).toBeVisible();
  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(tabBar).toBeHidden();
  // The wide top bar reaches what the tab bar did.
  const main = page.getByRole("navigation", { name: "Main" });
  for (const name of ["Home", "Course", "Progress", "Face Scanner"])
    await expect(main.getByRole("link", { name })).toBeVisible();
});

test("the course portal shows a member's courses first, plans to add second", async ({ page }) => {
  await signInAs(page, "pro");
  await page.goto("/course");
  const courses = page.getByRole("region", { name: "Your courses" });
  await expect(courses.getByTestId("my-course")).toHaveCount(2);
  await expect(courses.getByRole("link", { name: "Open Pro Content" })).toHaveAttribute("href", "/pro-content");
  await expect(page.getByTestId("guide-progress")).toHaveCount(6);
  await expect(page.getByRole("region", { name: "Add to your courses" }).getByTestId("course-plan")).toHaveCount(1);
  await shot(page, "course-portal", { fullPage: false });
});
