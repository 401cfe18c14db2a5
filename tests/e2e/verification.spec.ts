// The trial journey with a verified address (issue #27): a new member signs up from the
// trial offer, signs in, checkout says the trial needs a verified address, the member opens the
// link from the dev mailbox and confirms, then starts the trial: 0 USD today; then cancels
// the trial from Settings and undoes it.
import { authForm, expect, signInOnPane, test, uniqueCard, uniqueName } from "./fixtures";

test("sign up from the offer, verify the address from the dev mailbox, start the trial", async ({ page }, info) => {
  const id = uniqueName(info.project.name);
  const email = `${id}@e2e.test`;
  await page.goto("/auth?trial=pro");
  await authForm(page).getByLabel("Email").fill(email);
  await authForm(page).getByLabel("Username", { exact: true }).fill(id.slice(0, 20));
  await authForm(page).getByLabel("Password", { exact: true }).fill("secret123");
  await authForm(page).getByLabel("Confirm Password").fill("secret123");
  await authForm(page).getByRole("button", { name: "Sign Up" }).click();
  // Back to the sign-in pane (sign-up signs nobody in), which goes on to the trial.
  await expect(page).toHaveURL(/\/auth\?mode=signin&trial=pro/);
  await expect(page.getByTestId("toast")).toContainText("Open the link we mailed you to verify your address");
  await signInOnPane(page, email, "secret123");
  await expect(page).toHaveURL(/\/checkout\?plan=pro&trial=true/);
  await expect(page.getByTestId("verify-notice")).toContainText(`Open the link we mailed to ${email}`);
  await expect(page.getByRole("button", { name: "Start Free Trial" })).toHaveCount(0);

  await page.goto("/dev/mailbox");
  const mail = page
    .getByTestId("mail")
    .filter({ hasText: email })
    .filter({ hasText: "Verify your Glowup email address" });
  await mail
    .first()
    .getByRole("link", { name: /\/auth\/verify\?token=/ })
    .click();
  await page.getByRole("button", { name: "Verify my address" }).click();
  await expect(page.getByTestId("toast")).toContainText("Your address is verified.");

  await page.goto("/checkout?plan=pro&trial=true");
  await expect(page.getByTestId("verify-notice")).toHaveCount(0);
  await expect(page.getByTestId("due-today")).toHaveText("$0 USD");
  await page.getByRole("button", { name: "Start Free Trial" }).click();
  await expect(page).toHaveURL(/\/pay\/checkout\//);
  await page.getByLabel("Card number").fill(uniqueCard());
  await page.getByLabel("Expiry").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: /Start trial/ }).click();
  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByRole("heading", { name: "Your free trial has started!" })).toBeVisible();
  await expect(page.getByTestId("first-charge")).toContainText("Your first charge of $19 USD is on");
  await page.goto("/account");
  await expect(page.getByTestId("trial-banner")).toBeVisible();
  await expect(page.getByTestId("subscription-card")).toContainText("Trial ends");

  // Cancel the trial from Settings through the portal, then undo it.
  await page.goto("/settings");
  const [portal] = await Promise.all([
    page.context().waitForEvent("page"),
    page.getByRole("button", { name: "Manage Subscription" }).click(),
  ]);
  await portal.getByRole("button", { name: "Cancel trial" }).click();
  await expect(portal.getByTestId("toast")).toContainText("won't be charged");
  await expect(portal.getByTestId("portal-status")).toContainText("No charge.");
  await portal.getByRole("link", { name: /Return to Glowup/ }).click();
  await expect(portal.getByTestId("subscription-note")).toContainText(
    /Trial cancelled: it ends on .+ with no charge\./,
  );
  await portal.goto("/pay/portal?return=%2Fsettings");
  await portal.getByRole("button", { name: "Keep my trial going" }).click();
  await portal.getByRole("link", { name: /Return to Glowup/ }).click();
  await expect(portal.getByTestId("subscription-note")).toContainText("Cancel before then and you pay nothing.");
});
