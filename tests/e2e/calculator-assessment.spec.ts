import type { Page } from "@playwright/test";
import {
  bulkingCalories,
  cuttingCalories,
  dailyCalories,
  feetAndInchesToCm,
  poundsToKg,
} from "../../app/calculator/formulas";
import { expect, test } from "./fixtures";

const result = (page: Page) => page.getByRole("region", { name: "Result" });

/** Counts page loads of the main frame from now on (instant results must not navigate). */
function countNavigations(page: Page) {
  const navigations: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  return navigations;
}
const tabs = (page: Page) => page.getByRole("navigation", { name: "Calculators" });

test.describe("calculators", () => {
  test("BMI: computes, keeps the input and can be bookmarked", async ({ page, noJs }) => {
    await page.goto("/calculator");
    await expect(tabs(page).getByRole("link", { name: "BMI" })).toHaveAttribute("aria-current", "page");
    const url = page.url();
    const navigations = countNavigations(page);
    await page.getByLabel("Height (cm)").fill("175");
    await page.getByLabel("Weight (kg)").fill("70");
    if (!noJs) {
      // With JavaScript the result appears as you type, before any submit, without a page load.
      await expect(result(page)).toContainText("22.9");
      await expect(result(page)).toContainText("Normal");
      expect(page.url()).toBe(url);
      expect(navigations).toEqual([]);
      // Field messages update in place too, and clear once fixed.
      await page.getByLabel("Weight (kg)").fill("700");
      await expect(page.getByText("Weight must be between 30 and 300 kg")).toBeVisible();
      await expect(page.getByLabel("Weight (kg)")).toHaveAttribute("aria-invalid", "true");
      await expect(result(page)).toContainText("Fix the highlighted fields");
      await page.getByLabel("Weight (kg)").fill("70");
      await expect(page.getByText("Weight must be between 30 and 300 kg")).toHaveCount(0);
      await expect(page.getByLabel("Weight (kg)")).not.toHaveAttribute("aria-invalid", "true");
      await expect(result(page)).toContainText("22.9");
      expect(navigations).toEqual([]);
    }
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/tab=bmi.*height=175.*weight=70/);
    await expect(result(page)).toContainText("22.9");
    await expect(result(page)).toContainText("Normal");
    await expect(page.getByLabel("Height (cm)")).toHaveValue("175");

    // The same URL opened fresh shows the same result, computed on the server.
    await page.goto(page.url());
    await expect(result(page)).toContainText("22.9");
  });

  test("body fat (Navy, female formula) from the tab link", async ({ page, noJs }) => {
    await page.goto("/calculator");
    await tabs(page).getByRole("link", { name: "Body Fat" }).click();
    await expect(page).toHaveURL(/tab=bodyfat/);
    await page.getByRole("radio", { name: "Female", exact: true }).check();
    await page.getByLabel("Height (cm)").fill("165");
    await page.getByLabel("Neck (cm)").fill("32");
    await page.getByLabel("Waist (cm)").fill("70");
    await page.getByLabel("Hip (cm)").fill("95");
    if (!noJs) await expect(result(page)).toContainText("25.1%");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(result(page)).toContainText("25.1%");
    await expect(result(page)).toContainText("Navy method, female formula");
  });

  test("body fat: waist not larger than neck gets a message, not a number", async ({ page }) => {
    await page.goto("/calculator?tab=bodyfat");
    await page.getByLabel("Height (cm)").fill("180");
    await page.getByLabel("Neck (cm)").fill("45");
    await page.getByLabel("Waist (cm)").fill("42");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page.getByText("Waist must be larger than neck")).toBeVisible();
    await expect(page.getByLabel("Waist (cm)")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Waist (cm)")).toHaveValue("42");
    await expect(result(page)).not.toContainText("%");
  });

  test("calories in imperial units: maintenance, cutting and bulking", async ({ page, noJs }) => {
    await page.goto("/calculator?tab=calories");
    await page.getByRole("link", { name: "Imperial (ft, lb)" }).click();
    await expect(page).toHaveURL(/units=imperial/);
    await page.getByRole("radio", { name: "Male", exact: true }).check();
    await page.getByLabel("Age (years)").fill("30");
    await page.getByLabel("Feet").fill("5");
    await page.getByLabel("Inches").fill("11");
    await page.getByLabel("Weight (lb)").fill("180");
    await page.getByLabel("Activity level").selectOption("moderate");

    const maintenance = dailyCalories({
      sex: "male",
      age: 30,
      heightCm: feetAndInchesToCm(5, 11),
      weightKg: poundsToKg(180),
      activity: "moderate",
    });
    const kcal = (n: number) => `${n.toLocaleString("en-US")} kcal`;
    if (!noJs) await expect(result(page)).toContainText(kcal(maintenance));
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(result(page)).toContainText(kcal(maintenance));
    await expect(result(page)).toContainText(kcal(cuttingCalories(maintenance)));
    await expect(result(page)).toContainText(kcal(bulkingCalories(maintenance)));
  });

  // The server's page at three widths (the results are the same with and without JavaScript).
  test("calorie results stay inside their tiles at 360, 412 and 1366 px", { tag: "@once" }, async ({ page }) => {
    await page.goto("/calculator?tab=calories&units=metric&sex=male&age=25&height=195&weight=120&activity=very_active");
    const values = result(page).locator("dd.text-3xl");
    await expect(values).toHaveCount(3);
    for (const width of [360, 412, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      for (const value of await values.all()) {
        await expect(value).toContainText("kcal");
        const fits = await value.evaluate((dd) => {
          const tile = dd.parentElement!.getBoundingClientRect();
          const text = document.createRange();
          text.selectNodeContents(dd);
          const box = text.getBoundingClientRect();
          return box.left >= tile.left - 0.5 && box.right <= tile.right + 0.5;
        });
        expect(fits, `${width} px`).toBe(true);
      }
    }
  });

  test("bad input gets a message beside the field and keeps what was typed", async ({ page }) => {
    await page.goto("/calculator?tab=bmi");
    await page.getByLabel("Height (cm)").fill("abc");
    await page.getByLabel("Weight (kg)").fill("700");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page.getByText("Height must be a whole number")).toBeVisible();
    await expect(page.getByText("Weight must be between 30 and 300 kg")).toBeVisible();
    await expect(page.getByLabel("Height (cm)")).toHaveValue("abc");
    await expect(page.getByLabel("Height (cm)")).toHaveAttribute("aria-invalid", "true");
    await expect(result(page)).toContainText("Fix the highlighted fields");
  });
});

test.describe("assessment", () => {
  const ANSWERS = [
    "Build muscle and lose fat",
    "Advanced",
    "30 to 60 minutes",
    "Staying consistent",
    "Daily challenges and streaks",
  ];

  test("five questions, Previous, Next, See Results and Retake", async ({ page, noJs }) => {
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") posts.push(r.url());
    });

    await page.goto("/assessment");
    const navigations = countNavigations(page);
    await expect(page.getByText("Question 1 of 5")).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Assessment progress" })).toHaveAttribute("aria-valuenow", "1");
    await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
    if (!noJs) await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();

    await page.getByRole("radio", { name: ANSWERS[0] }).check();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Question 2 of 5")).toBeVisible();

    // Back to question 1: the answer is still chosen.
    await page.getByRole("button", { name: "Previous" }).click();
    await expect(page.getByText("Question 1 of 5")).toBeVisible();
    await expect(page.getByRole("radio", { name: ANSWERS[0] })).toBeChecked();
    await page.getByRole("button", { name: "Next" }).click();

    for (let i = 1; i < 5; i++) {
      await expect(page.getByText(`Question ${i + 1} of 5`)).toBeVisible();
      await expect(page.getByRole("progressbar", { name: "Assessment progress" })).toHaveAttribute(
        "aria-valuenow",
        String(i + 1),
      );
      await page.getByRole("radio", { name: ANSWERS[i] }).check();
      if (i < 4) await page.getByRole("button", { name: "Next" }).click();
    }
    // With JavaScript, steps switch in the browser: nothing was posted or loaded yet.
    if (!noJs) {
      expect(posts).toEqual([]);
      expect(navigations).toEqual([]);
    }

    await page.getByRole("button", { name: "See Results" }).click();
    await expect(page.getByRole("heading", { name: "We recommend the Elite plan" })).toBeVisible();
    await expect(page.getByText("Fitness & Nutrition")).toBeVisible();
    await expect(page.getByRole("link", { name: "Get Elite" })).toHaveAttribute("href", "/checkout?plan=elite");

    await page.getByRole("button", { name: "Retake" }).click();
    await expect(page.getByText("Question 1 of 5")).toBeVisible();
    for (const option of ["Improve my facial aesthetics", "Build muscle and lose fat"]) {
      await expect(page.getByRole("radio", { name: new RegExp(option) })).not.toBeChecked();
    }
  });

  test("Next needs an answer", async ({ page, noJs }) => {
    await page.goto("/assessment");
    const next = page.getByRole("button", { name: "Next" });
    if (noJs) {
      // Without JavaScript the server answers with a message instead.
      await next.click();
      await expect(page.getByRole("alert").filter({ hasText: "Choose an answer to continue." })).toBeVisible();
      await expect(page.getByText("Question 1 of 5")).toBeVisible();
    } else {
      await expect(next).toBeDisabled();
      await page.getByRole("radio", { name: /facial aesthetics/ }).check();
      await expect(next).toBeEnabled();
    }
  });
});
