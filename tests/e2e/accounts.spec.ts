import { authForm, expect, signIn, signInOnPane, test } from "./fixtures";

const unique = (project: string) => `${project}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test("sign up, sign out, sign in, rename, with or without JavaScript", async ({ page }, info) => {
  const id = unique(info.project.name);
  const email = `${id}@e2e.test`;
  const username = id.slice(0, 20);

  await page.goto("/auth");
  await authForm(page).getByRole("link", { name: "Sign up" }).click();
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
  await authForm(page).getByLabel("Email").fill(email);
  await authForm(page).getByLabel("Username", { exact: true }).fill(username);
  await authForm(page).getByLabel("Password", { exact: true }).fill("secret123");
  await authForm(page).getByLabel("Confirm Password").fill("different1");
  await authForm(page).getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await expect(authForm(page).getByLabel("Email")).toHaveValue(email); // input kept
  await expect(authForm(page).getByLabel("Password", { exact: true })).toHaveValue("");

  await authForm(page).getByLabel("Password", { exact: true }).fill("secret123");
  await authForm(page).getByLabel("Confirm Password").fill("secret123");
  await authForm(page).getByRole("button", { name: "Sign Up" }).click();
  // Sign-up signs nobody in (it never tells who is registered): the sign-in pane follows.
  await expect(page.getByTestId("toast")).toContainText("Account created successfully. You can now sign in.");
  await expect(page.getByTestId("viewer-badges")).toHaveCount(0);
  await signInOnPane(page, email, "secret123");
  await expect(page.getByTestId("viewer-badges")).toContainText("Lvl 1");

  await page.goto("/account");
  await expect(page.getByText(/Member since/)).toBeVisible();
  await page.getByLabel("Username", { exact: true }).fill("   ");
  await page.getByRole("button", { name: "Save Username" }).click();
  await expect(page.getByText("Username cannot be empty")).toBeVisible();
  const renamed = `R${username}`.slice(0, 20);
  await page.getByLabel("Username", { exact: true }).fill(renamed);
  await page.getByRole("button", { name: "Save Username" }).click();
  await expect(page.getByTestId("toast")).toContainText("Username updated successfully.");
  await page.goto("/settings");
  await expect(page.getByTestId("settings-username")).toHaveText(renamed);

  await page.getByRole("main").getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("toast")).toContainText("Signed out");
  await expect(page.getByTestId("viewer-badges")).toHaveCount(0);
});

test("sign-in goes back to the page that asked for it", async ({ page }) => {
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fsettings/);
  await authForm(page).getByLabel("Email").fill("free@demo.test");
  await authForm(page).getByLabel("Password", { exact: true }).fill("demo1234");
  await authForm(page).getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByText("free@demo.test")).toBeVisible();
});

test("wrong credentials are refused without saying which part", async ({ page }) => {
  await page.goto("/auth");
  await authForm(page).getByLabel("Email").fill("free@demo.test");
  await authForm(page).getByLabel("Password", { exact: true }).fill("not-the-password");
  await authForm(page).getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText("Invalid email or password")).toBeVisible();
});

test("forgot password: the mailed link sets a new password", async ({ page }, info) => {
  const id = unique(info.project.name);
  const email = `${id}@e2e.test`;
  await page.goto("/auth?mode=signup");
  await authForm(page).getByLabel("Email").fill(email);
  await authForm(page).getByLabel("Username", { exact: true }).fill(id.slice(0, 20));
  await authForm(page).getByLabel("Password", { exact: true }).fill("oldpass1");
  await authForm(page).getByLabel("Confirm Password").fill("oldpass1");
  await authForm(page).getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByTestId("toast")).toContainText("Account created successfully.");

  await page.goto("/auth/forgot");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("Check your email")).toBeVisible();

  await page.goto("/dev/mailbox");
  const mail = page.getByTestId("mail").filter({ hasText: email }).first();
  await mail.getByRole("link").click();
  await page.getByLabel("New Password").fill("newpass1");
  await page.getByLabel("Confirm Password").fill("newpass1");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByTestId("toast")).toContainText("Sign in with your new password.");

  // The reset ended every session: sign in with the new password.
  await signIn(page, email, "newpass1");
});
