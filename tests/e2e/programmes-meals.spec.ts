// Workout programmes and meal plans as a member uses them, on a phone with JavaScript on
// and off (issue #37): a new Pro member starts a programme, logs a session and sees what
// the next one asks; saves calories from the calculator, builds a week and swaps a meal.
// Each screen is checked with axe (JavaScript on) and photographed for E2E_SHOTS.
import type { Page, TestInfo } from "@playwright/test";
import { expect, seriousAxeViolations, shot, signInAs, signUpNewMember, test } from "./fixtures";

/** A new member with the Pro plan, bought through the local checkout. */
async function proMember(page: Page, tag: string) {
  await signUpNewMember(page, tag);
  await page.goto("/checkout?plan=pro");
  await page.getByRole("button", { name: /Subscribe for/ }).click();
  await expect(page).toHaveURL(/\/pay\/checkout\//);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: /Subscribe/ }).click();
  await expect(page).toHaveURL(/\/success/);
}

/** With JavaScript on (axe needs it) checks the screen for serious accessibility problems; photographs it for E2E_SHOTS. */
async function look(page: Page, info: TestInfo, name: string) {
  await shot(page, name);
  if (info.project.use.javaScriptEnabled !== false) expect(await seriousAxeViolations(page), name).toEqual([]);
}

test.describe("programmes and meal plans on a phone", { tag: "@phone" }, () => {
  test.use({ viewport: { width: 412, height: 915 } });

  test("a Pro member starts a programme, logs a session and sees progression for the next one", async ({
    page,
  }, info) => {
    test.setTimeout(90_000);
    await proMember(page, `prog${info.project.name.slice(0, 3)}`);
    await page.goto("/pro-content?tab=programmes");
    await page.getByRole("link", { name: "Open your programme" }).click();
    await expect(page).toHaveURL(/\/programmes$/);
    await page.getByRole("navigation", { name: "Equipment" }).getByRole("link", { name: "Dumbbells" }).click();
    await expect(page.getByRole("heading", { name: "Dumbbell foundations" })).toBeVisible();
    await look(page, info, "programmes-catalogue");
    await page.getByRole("button", { name: "Start Dumbbell foundations" }).click();
    await expect(page.getByTestId("toast")).toContainText("Programme started");

    // Today's session: every set at its target, 16 kg where the rule is a load.
    const form = page.getByRole("form", { name: "Log Full body A" });
    await expect(form).toBeVisible();
    await look(page, info, "programmes-session");
    for (const box of await form.locator('input[name^="load-"]').all()) await box.fill("16");
    await form.getByRole("button", { name: "Log session" }).click();
    await expect(page.getByTestId("toast")).toContainText("Session logged!");
    await expect(page.getByTestId("done-today")).toBeVisible();
    const review = page.getByTestId("session-review");
    await expect(review).toContainText("Goblet squat: every set done, next time 3 × 10 at 18 kg");
    await expect(review).toContainText("Dumbbell floor press: every set done, next time 3 × 10 at 17 kg");
    await look(page, info, "programmes-logged");

    const sections = page.getByRole("navigation", { name: "Programme sections" });
    await sections.getByRole("link", { name: "Progress" }).click();
    await expect(page.getByTestId("lift-chart").first()).toContainText("Goblet squat: 16 kg on");
    await look(page, info, "programmes-progress");
    await sections.getByRole("link", { name: "Plan" }).click();
    await expect(page.getByRole("heading", { name: "Your plan" })).toBeVisible();
    await expect(page.getByText("Elite members choose their own training days and equipment.")).toBeVisible();
    await look(page, info, "programmes-plan");
  });

  test("a member saves calories from the calculator, builds a week of meals and swaps one", async ({ page }, info) => {
    test.setTimeout(90_000);
    await proMember(page, `meal${info.project.name.slice(0, 3)}`);
    await page.goto("/meal-plan");
    await expect(page.getByTestId("no-target")).toBeVisible();
    await look(page, info, "meal-plan-no-target");
    await page.getByRole("link", { name: "Open the calorie calculator" }).click();
    await page.getByRole("radio", { name: "Female", exact: true }).check();
    await page.getByLabel("Age (years)").fill("29");
    await page.getByLabel("Height (cm)").fill("168");
    await page.getByLabel("Weight (kg)").fill("63");
    await page.getByLabel("Activity level").selectOption("moderate");
    await look(page, info, "calculator-save");
    await page.getByRole("button", { name: "Build muscle" }).click();
    await expect(page).toHaveURL(/\/meal-plan$/);
    await expect(page.getByTestId("toast")).toContainText("kcal a day to build muscle");
    await expect(page.getByTestId("meal-target")).toContainText("Protein at least 101 g a day");

    await page.getByRole("button", { name: "Build my week" }).click();
    await expect(page.getByTestId("toast")).toContainText("Your week is ready");
    await expect(page.getByTestId("plan-day")).toHaveCount(7);
    await look(page, info, "meal-plan-week");

    // Swap the first day's lunch for the second meal offered.
    const lunch = page.getByTestId("plan-day").first().getByTestId("planned-meal").nth(1);
    const before = await lunch.getByRole("link").first().textContent();
    await lunch.getByRole("link", { name: /^Swap / }).click();
    const choices = page.locator("#swap");
    await expect(choices).toContainText("Swap for one that keeps the day on target");
    const second = choices.getByRole("radio").nth(1);
    const picked = (await second.getAttribute("value"))!;
    await second.check();
    await look(page, info, "meal-plan-swap");
    await choices.getByRole("button", { name: "Swap this meal" }).click();
    await expect(page.getByTestId("toast")).toContainText("Meal swapped");
    const after = page.getByTestId("plan-day").first().getByTestId("planned-meal").nth(1);
    await expect(after.getByRole("link").first()).toHaveAttribute("href", `/meal-plan/recipes/${picked}`);
    expect(await after.getByRole("link").first().textContent()).not.toBe(before);

    await page.getByRole("link", { name: "Shopping list" }).click();
    await expect(page.getByRole("heading", { name: "Shopping list for the week" })).toBeVisible();
    await look(page, info, "meal-plan-shopping");
    await page.goto(`/meal-plan/recipes/${picked}`);
    await expect(page.getByTestId("per-serving")).toContainText("Protein");
    await look(page, info, "meal-plan-recipe");
  });

  test("Elite adapts the programme and personalises the meals", async ({ page }, info) => {
    test.setTimeout(90_000);
    await signInAs(page, "elite");
    await page.goto("/programmes?tab=plan");
    await expect(page.getByRole("heading", { name: "Adapt it" })).toBeVisible();
    await look(page, info, "programmes-elite-adapt");
    await page.goto("/meal-plan");
    await page.getByText("Diet, allergies and meals per day").click();
    await expect(page.getByRole("radio", { name: "Vegetarian" })).toBeChecked();
    await look(page, info, "meal-plan-elite-preferences");
    await page.goto("/elite-content?tab=custom-plans");
    await expect(page.getByRole("link", { name: "Adapt your programme" })).toBeVisible();
    await look(page, info, "elite-your-plans");
  });
});
