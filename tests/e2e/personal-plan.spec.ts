// The path from curiosity to a paying member (issue #36, decisions 074-075), on a phone with
// JavaScript and on a desktop without it: a signed-out visitor takes the assessment, picks Pro,
// signs up, verifies the address from the dev mailbox, signs in and lands on their result saved
// as their plan, then on checkout with the trial offered; the member home shows the plan today,
// and ticking an item counts once.
import { authForm, expect, shot, signInOnPane, test, uniqueName } from "./fixtures";

const ANSWERS = [
  "Improve my facial aesthetics (skin, jawline, grooming)",
  "I've tried a few things",
  "15 to 30 minutes",
  "Not knowing where to start",
  "Clear step-by-step guides",
];

test("assessment, Pro, sign-up and verification keep the answers; checkout offers the trial; the plan's item counts once", async ({
  page,
}, info) => {
  // A long journey (eight pages, a mail, two forms) on a shared machine.
  test.slow();
  const username = uniqueName(`pp${info.project.name}`);
  const email = `${username}@e2e.test`;

  // Signed out: the five questions, then Pro.
  await page.goto("/assessment");
  for (const [i, answer] of ANSWERS.entries()) {
    await page.getByLabel(answer).check();
    await page.getByRole("button", { name: i === ANSWERS.length - 1 ? "See Results" : "Next" }).click();
  }
  await expect(page.getByRole("heading", { name: "We recommend the Pro plan" })).toBeVisible();
  await expect(page.getByTestId("kept-note")).toContainText("your answers come with you");
  await shot(page, "personal-plan-result");
  await page.getByRole("link", { name: "Get Pro" }).click();

  // The sign-up pane, the choice kept.
  await expect(page).toHaveURL(/\/auth\?mode=signup/);
  await expect(page.getByTestId("toast")).toContainText("your choice is kept");
  await shot(page, "personal-plan-sign-up");
  await authForm(page).getByLabel("Email").fill(email);
  await authForm(page).getByLabel("Username", { exact: true }).fill(username);
  await authForm(page).getByLabel("Password", { exact: true }).fill("secret123");
  await authForm(page).getByLabel("Confirm Password").fill("secret123");
  await authForm(page).getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByTestId("toast")).toContainText("Account created");

  // Verify the address from the dev mailbox.
  await page.goto("/dev/mailbox");
  await page
    .getByTestId("mail")
    .filter({ hasText: email })
    .filter({ hasText: "Verify your Glowup email address" })
    .first()
    .getByRole("link", { name: /\/auth\/verify\?token=/ })
    .click();
  await page.getByRole("button", { name: "Verify my address" }).click();
  await expect(page.getByTestId("toast")).toContainText("Your address is verified.");

  // Signing in lands on the result, saved as the plan, with the way on to checkout.
  await page.goto("/auth");
  await signInOnPane(page, email, "secret123");
  await expect(page).toHaveURL(/\/assessment\?continue=pro$/);
  const plan = page.getByTestId("current-plan");
  await expect(plan).toContainText("Skincare & Grooming");
  await expect(plan).toContainText(/Made \w+ \d+, \d{4}/);
  await shot(page, "personal-plan-saved");
  await page.getByRole("link", { name: "Continue: Pro, 7-day free trial" }).click();
  await expect(page).toHaveURL(/\/checkout\?plan=pro&trial=true$/);
  await expect(page.getByTestId("due-today")).toHaveText("$0 USD");
  await expect(page.getByRole("button", { name: "Start Free Trial" })).toBeVisible();
  await shot(page, "personal-plan-checkout");

  // The member home: welcomed (not back), the plan today; a tick counts once.
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome, ${username}`);
  const today = page.getByTestId("plan-today");
  await expect(today).toContainText("Focus: Skincare & Grooming");
  const count = today.getByTestId("plan-count");
  const total = Number((await count.textContent())!.match(/of (\d+)/)![1]);
  // Free until checkout is paid: one item of the day, the rest counted.
  expect(total).toBe(1);
  await expect(today.getByTestId("plan-locked")).toContainText("come with a plan");
  await shot(page, "personal-plan-home");
  await today.getByTestId("plan-item").first().getByRole("button", { name: /Done/ }).click();
  await expect(page.getByTestId("toast")).toContainText("+2 XP");
  await expect(page.getByTestId("plan-today").getByTestId("plan-count")).toHaveText("1 of 1 done");
  await expect(page.getByTestId("plan-today").getByText("Done today")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("plan-today").getByTestId("plan-count")).toHaveText("1 of 1 done");
  await expect(page.getByTestId("plan-today").getByRole("button", { name: /Done/ })).toHaveCount(0);
  await expect(page.getByTestId("streak-line")).toContainText("Today counts already.");
  await shot(page, "personal-plan-home-ticked");
});
