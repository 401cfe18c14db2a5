// A scheduled plan change on a phone, with and without JavaScript (decision 066): an Elite
// member's downgrade checkout costs nothing today, the change shows on the card, Settings
// and the home page, one button keeps Elite, and the mail is in the dev mailbox (067).
import { expect, signUpNewMember, shot, test, uniqueCard } from "./fixtures";

test.use({ viewport: { width: 412, height: 915 } });

test("an Elite member schedules Pro, sees it everywhere, and keeps Elite with one button", async ({ page }, info) => {
  test.setTimeout(90_000);
  const { email } = await signUpNewMember(page, `keep${info.project.name}`);
  await page.goto("/checkout?plan=elite");
  await page.getByRole("button", { name: /Subscribe for/ }).click();
  await expect(page).toHaveURL(/\/pay\/checkout\//);
  await page.getByLabel("Card number").fill(uniqueCard());
  await page.getByLabel("Expiry").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: /Subscribe|Start trial/ }).click();
  await expect(page.getByTestId("welcome")).toContainText("Your subscription is active.");

  // The downgrade checkout: nothing due today, Pro's price from the end of the Elite period.
  await page.goto("/checkout?plan=pro");
  await expect(page.getByTestId("due-today")).toHaveText("$0 USD");
  await expect(page.getByTestId("next-charge")).toContainText(/\$19 USD a month from .+ \d{4}/);
  await shot(page, "checkout-downgrade");
  await page.getByRole("button", { name: "Switch to Pro" }).click();
  await expect(page).toHaveURL(/\/settings$/);

  const pending = /Elite until [A-Z][a-z]+ \d+, \d{4}, then Pro/;
  await expect(page.getByTestId("subscription-card").getByTestId("pending-change")).toContainText(pending);
  await shot(page, "settings-scheduled");
  await page.goto("/");
  await expect(page.getByTestId("pending-change")).toContainText(pending);
  await page.getByTestId("pending-change").scrollIntoViewIfNeeded();
  await shot(page, "home-scheduled", { fullPage: false });

  // One button undoes it, from the home page; it is gone everywhere.
  await page.getByRole("button", { name: "Keep Elite" }).click();
  await expect(page.getByTestId("toast")).toContainText("You keep Elite.");
  await expect(page.getByTestId("pending-change")).toHaveCount(0);
  await page.goto("/settings");
  await expect(page.getByTestId("subscription-card")).toContainText("Renews");
  await expect(page.getByTestId("pending-change")).toHaveCount(0);

  await page.goto("/dev/mailbox");
  const mine = page.getByTestId("mail").filter({ hasText: `To ${email}` });
  await expect(mine.filter({ hasText: pending })).toHaveCount(1);
});
