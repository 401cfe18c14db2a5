// Achievements that reward what members do (issue #27): a guide's checklist item counts
// once, with JavaScript on and off, and a new member climbs a rank through real actions.
import type { Page } from "@playwright/test";
import { expect, signUpNewMember, test } from "./fixtures";

const toast = (page: Page) => page.getByTestId("toast");
const ITEM = /Apply moisturiser to face and neck\./;

/** A new member with the Starter plan (the guides' tier), bought through the local checkout. */
async function starterMember(page: Page, tag: string) {
  const who = await signUpNewMember(page, tag);
  await page.goto("/checkout?plan=starter");
  await page.getByRole("button", { name: /Subscribe for/ }).click();
  await expect(page).toHaveURL(/\/pay\/checkout\//);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: /Subscribe/ }).click();
  await expect(page).toHaveURL(/\/success/);
  return who;
}

/** How many achievements the member has unlocked, as /achievements says it. */
async function unlockedCount(page: Page) {
  await page.goto("/achievements");
  const line = await page.getByText(/\d+ of \d+ achievements unlocked/).textContent();
  return Number(line!.split(" ")[0]);
}

test("a ticked guide checklist item counts once, even from a second tab that still shows it unticked", async ({
  page,
  context,
}, info) => {
  await starterMember(page, `tick${info.project.name.slice(0, 3)}`);
  await page.goto("/skincare");
  // A second tab with the same guide open, before anything is ticked.
  const stale = await context.newPage();
  await stale.goto("/skincare");

  await page.getByRole("button", { name: ITEM }).click();
  // The unlock is celebrated at the top of the guide, where the tick lands (decision 071).
  const moment = page.getByTestId("moment").filter({ hasText: "Achievement Unlocked" });
  await expect(moment).toContainText("First Tick");
  await expect(moment).toBeInViewport();
  await expect(page).toHaveURL(/\/skincare#moments$/);
  await expect(page.getByRole("button", { name: ITEM })).toHaveCount(0);
  await expect(page.getByRole("listitem").filter({ hasText: ITEM })).toContainText("(done)");
  const after = await unlockedCount(page);
  await expect(page.getByTestId("achievement").filter({ hasText: "First Tick" })).toContainText("Unlocked");

  // The stale tab's form still posts the same item: it is already ticked and counts for nothing more.
  await stale.getByRole("button", { name: ITEM }).click();
  await expect(toast(stale)).toContainText("Already ticked");
  await expect(stale.getByRole("listitem").filter({ hasText: ITEM })).toContainText("(done)");
  expect(await unlockedCount(page)).toBe(after);
});

test("a new member climbs from Unranked to Bronze by reading guides, ticking an item and chatting @once", async ({
  page,
}) => {
  await starterMember(page, "climb");
  const rank = async () => {
    await page.goto("/progress");
    return page.getByTestId("rank").textContent();
  };
  expect(await rank()).toBe("Unranked");

  await page.goto("/skincare"); // Curious Mind
  await page.getByRole("button", { name: ITEM }).click(); // First Tick
  await expect(page.getByTestId("moment").filter({ hasText: "First Tick" })).toBeVisible();
  await page.goto("/fitness");
  await page.goto("/grooming"); // Deep Dive: three guides
  await page.goto("/chat");
  await page.getByPlaceholder("Type a message...").fill("Hello from a climber");
  await page.getByPlaceholder("Type a message...").press("Enter"); // Say Hello
  await expect(page.getByTestId("message-list")).toContainText("Hello from a climber");
  expect(await unlockedCount(page)).toBe(4);
  expect(await rank()).toBe("Unranked");

  for (const guide of ["/style", "/nutrition", "/mindset"]) await page.goto(guide); // Well Read: all six
  expect(await unlockedCount(page)).toBe(5);
  await expect(page.getByTestId("achievement").filter({ hasText: "Well Read" })).toContainText("Unlocked");
  expect(await rank()).toBe("Bronze");
});
