// What a member sees after pressing Start or Complete on /progress: the page stays where
// it was (JavaScript) or lands on the card (no JavaScript), and the award's toasts come as
// separate toasts (the challenge's, then each unlock), with and without JavaScript.
import { expect, signUpNewMember, test } from "./fixtures";

test.describe.configure({ timeout: 90_000 });

test("Start and Complete keep the page at the card, and the award's toasts are separate", async ({ page, noJs }) => {
  await signUpNewMember(page, "sc");
  // A short window, so the fourth card sits well below the fold.
  await page.setViewportSize({ width: 390, height: 640 });
  await page.goto("/progress");
  const card = page.getByTestId("challenge").nth(3);
  const title = (await card.locator("h3").textContent())!;

  // Scrolled so the card is in the middle of the window.
  await card.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(300);
  const cardTop = (await card.boundingBox())!.y;

  await card.getByRole("button", { name: `Start ${title}` }).click();
  await expect(page.getByTestId("toast")).toContainText("Challenge Started");
  const started = page.getByTestId("challenge").filter({ hasText: title });
  await expect(started.getByRole("button", { name: `Complete ${title}` })).toBeInViewport();
  if (noJs) {
    // The redirect's fragment names the card: the browser lands on it.
    await expect(page).toHaveURL(/#challenge-[\w-]+$/);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  } else {
    // Where it was, to the pixel (the island puts the page back).
    await expect.poll(() => page.evaluate((y) => Math.abs(window.scrollY - y), before)).toBeLessThanOrEqual(1);
    // Moved down by the toasts' height only: they sit in the flow under the top bar (decision 073).
    const toasts = (await page.getByTestId("toast").boundingBox())!.height;
    expect(Math.abs((await started.boundingBox())!.y - cardTop - toasts)).toBeLessThanOrEqual(1);
  }

  await started.getByRole("button", { name: `Complete ${title}` }).click();
  // The challenge's toast; the first challenge unlocks one, a celebration that the page opens at
  // (#moments, decision 071), with and without JavaScript.
  await expect(page.getByTestId("toast-item").first()).toContainText("Challenge Complete!");
  const unlocked = page.getByTestId("moment").filter({ hasText: "Achievement Unlocked" });
  await expect(unlocked.first()).toBeInViewport();
  await expect(page).toHaveURL(/#moments$/);
  await expect(page.getByTestId("challenge").filter({ hasText: title })).toContainText("Completed");
});
