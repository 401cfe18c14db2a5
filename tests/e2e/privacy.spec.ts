// What the privacy policy promises, as a member does it, with or without JavaScript: download
// their data from Settings, then delete the account with their password. Their chat
// message stays for others as 'Deleted member'; they land on / signed out.
import { readFileSync } from "node:fs";
import { authForm, expect, signInAs, signUpNewMember, test } from "./fixtures";
import { E2E_TIMEZONE } from "./zone";

test("download my data, then delete my account with my password", async ({ page, browser, baseURL }) => {
  test.slow(); // a sign-up, a download and a second browser
  const { username, email } = await signUpNewMember(page, "priv");

  // A chat message (the no-JS form works in both projects: the button submits it).
  const said = `before I go ${Math.random().toString(36).slice(2, 10)}`; // not naming me
  await page.goto("/chat");
  await page.getByPlaceholder("Type a message...").fill(said);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByTestId("message-list").getByText(said)).toHaveCount(1);

  // Download: a JSON file with my own data.
  await page.goto("/settings");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download my data" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^glowup-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync(await download.path(), "utf8"));
  expect(data.account.email).toBe(email);
  expect(data.profile.username).toBe(username);
  expect(data.chatMessages.map((m: { message: string }) => m.message)).toContain(said);

  // A wrong password deletes nothing and says so; the page keeps working.
  const password = page.getByLabel("Your password, to confirm");
  await password.fill("not-my-password");
  await page.getByRole("button", { name: "Delete my account" }).click();
  const wrong = "That password is not right. Nothing was deleted.";
  const message = page.locator("#field-password-error");
  await expect(message).toHaveText(wrong);
  // The answer focuses the field, which brings it and its message on screen, with or
  // without JavaScript; the field names its message; a toast says it too.
  await expect(page).toHaveURL(/\/settings$/);
  await expect(message).toBeInViewport();
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(password).toHaveAttribute("aria-describedby", "field-password-error");
  await expect(password).toBeFocused();
  // (The chat message above unlocked an achievement: its toast may still be on screen.)
  await expect(page.locator('[data-testid="toast-item"][data-kind="error"]')).toHaveText(`Error${wrong}`);
  await expect(page.getByTestId("settings-username")).toHaveText(username);

  // The right one: signed out on the home page with a toast.
  await page.getByLabel("Your password, to confirm").fill("secret123");
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/#main$/);
  await expect(page.getByTestId("toast")).toContainText("Account deleted");
  await expect(page.getByTestId("viewer-badges")).toHaveCount(0);
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fsettings$/);

  // The old password no longer signs in.
  await authForm(page).getByLabel("Email").fill(email);
  await authForm(page).getByLabel("Password", { exact: true }).fill("secret123");
  await authForm(page).getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText(/Invalid email or password/i).first()).toBeVisible();

  // Another member still sees the message, from 'Deleted member'.
  const other = await browser.newContext({ baseURL, timezoneId: E2E_TIMEZONE });
  const reader = await other.newPage();
  await signInAs(reader, "free");
  await reader.goto("/chat");
  const row = reader.getByTestId("message-list").locator("li, article, div").filter({ hasText: said }).last();
  await expect(row).toContainText("Deleted member");
  await expect(reader.getByTestId("message-list")).not.toContainText(username);
  await other.close();
});
