// Issue #37 on a phone, with JavaScript on (mobile) and off (nojs): an Elite member logs
// a week (six earlier days through the log's own form endpoint, today's through the page),
// edits and deletes a day, reads the charts, and reads the month's review once the hourly
// Cron has run on the 1st; a Pro member opens their analytics. Screenshots of each screen
// go to the test's output folder (E2E_SHOTS copies them elsewhere).
import type { Page } from "@playwright/test";
import { expect, seriousAxeViolations, signInAs, signUpNewMember, shot, test } from "./fixtures";

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

async function buyElite(page: Page) {
  await page.goto("/checkout?plan=elite");
  await page.getByRole("button", { name: /Subscribe for/ }).click();
  await expect(page).toHaveURL(/\/pay\/checkout\//);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: /Subscribe|Start trial/ }).click();
  await expect(page.getByTestId("welcome")).toContainText("Your subscription is active.");
}

test.describe("on a phone", { tag: "@phone" }, () => {
  test.use({ viewport: { width: 412, height: 915 } });

  test("an Elite member logs a week, edits and deletes a day, and reads the month's review", async ({
    page,
    noJs,
    baseURL,
  }, info) => {
    test.setTimeout(120_000);
    await signUpNewMember(page, `log${info.project.name}`);
    await buyElite(page);

    await page.goto("/progress-log");
    await expect(page.getByRole("heading", { name: "Your progress log" })).toBeVisible();
    // The member's own day, as the page counts it (the date field's default).
    const today = await page.getByRole("textbox", { name: "Day", exact: true }).inputValue();
    // A fixture for the six days before: the log's own endpoint, with the member's cookies.
    const earlier = [6, 5, 4, 3, 2, 1].map((n) => addDays(today, -n));
    for (const [i, day] of earlier.entries()) {
      const res = await page.request.post("/progress-log", {
        form: {
          intent: "save",
          mode: "add",
          day,
          weight: String(82 - i * 0.3),
          sleep: "7",
          workouts: String(i % 2),
          mood: "3",
        },
        headers: { Origin: baseURL! },
      });
      expect(res.ok()).toBe(true);
    }

    // Today's entry, through the form.
    await page.goto("/progress-log");
    await page.getByRole("textbox", { name: "Weight (kg)", exact: true }).fill("80.2");
    await page.getByRole("textbox", { name: "Sleep (h)", exact: true }).fill("7.5");
    await page.getByRole("textbox", { name: "Workouts", exact: true }).fill("1");
    await page.getByRole("textbox", { name: "Water (L)", exact: true }).fill("2.5");
    await page.getByRole("combobox", { name: "Mood", exact: true }).selectOption("4");
    await page.getByRole("button", { name: "Save entry" }).click();
    await expect(page.getByTestId("toast")).toContainText("Entry saved");
    const list = page.getByRole("region", { name: "Your entries, last 8 weeks" });
    await expect(list.locator(`[data-entry="${today}"]`)).toContainText(
      "80.2 kg · 7 h 30 min sleep · 1 workout · 2.5 L water · mood Good (4)",
    );
    await expect(list.locator("[data-entry]")).toHaveCount(7);
    await expect(page.getByTestId("log-weight-summary")).toContainText("Latest 80.2 kg");
    await expect(page.getByTestId("log-weight-summary")).toContainText("This week's average:");
    if (!noJs) expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, "progress-log");

    // A typo is refused with its message beside the field, and what was typed stays.
    await page.getByRole("textbox", { name: "Weight (kg)", exact: true }).fill("8020");
    await page.getByRole("button", { name: "Save entry" }).click();
    await expect(page.getByText("Enter your weight as a number between 20 and 400 kg.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Weight (kg)", exact: true })).toHaveValue("8020");

    // Edit an earlier day, then delete another.
    await page.goto("/progress-log");
    await list
      .getByRole("link", { name: new RegExp(`^Edit the entry of .*`) })
      .last()
      .click();
    await expect(page.getByRole("heading", { name: /^Edit / })).toBeVisible();
    await page.getByRole("textbox", { name: "Weight (kg)", exact: true }).fill("81.9");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByTestId("toast")).toContainText("Entry saved");
    await expect(list.locator(`[data-entry="${earlier[0]}"]`)).toContainText("81.9 kg");
    await list
      .locator(`[data-entry="${earlier[1]}"]`)
      .getByRole("button", { name: /^Delete/ })
      .click();
    await expect(page.getByTestId("toast")).toContainText("Entry deleted");
    await expect(list.locator("[data-entry]")).toHaveCount(6);

    // The 1st of next month, 08:30 UTC: the hourly job writes this month's review.
    const next = new Date(`${today.slice(0, 7)}-01T08:30:00Z`);
    next.setUTCMonth(next.getUTCMonth() + 1);
    // (The development trigger: the Cron's local one cannot set the time, app/routes/dev.reviews.ts.)
    const fired = await page.request.post(`/dev/reviews?time=${next.getTime()}`, { headers: { Origin: baseURL! } });
    expect(fired.ok()).toBe(true);
    await page.getByRole("link", { name: "Reviews", exact: true }).click();
    await expect(page).toHaveURL(/\/reviews$/);
    const review = page.getByRole("article");
    await expect(review.getByRole("heading", { level: 3 })).toHaveText(/^Your \w+ \d{4} review$/);
    // Another project's member may have fired the job first, before this member's deletion:
    // the review counts this month's days logged either way, once.
    const inMonth = [...earlier, today].filter((d) => d.slice(0, 7) === today.slice(0, 7));
    const counts = [inMonth.filter((d) => d !== earlier[1]).length, inMonth.length];
    await expect(review).toContainText(new RegExp(`logged (${counts.join("|")}) days?\\.`));
    await expect(review.getByRole("heading", { name: "What changed" })).toBeVisible();
    await expect(review).toContainText("Next month:");
    if (!noJs) expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, "reviews");
  });

  test("a Pro member opens their analytics and shows a chart's numbers", async ({ page, noJs }) => {
    test.setTimeout(60_000);
    await signInAs(page, "pro");
    await page.goto("/pro-content");
    await page.getByRole("link", { name: "Analytics", exact: true }).click();
    await expect(page).toHaveURL(/\/analytics$/);
    await expect(page.getByRole("heading", { name: "Your analytics" })).toBeVisible();
    for (const title of [
      "XP by category, last 8 weeks",
      "Challenges completed by category",
      "Streak history",
      "Battle record",
    ])
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
    await expect(page.getByRole("heading", { name: /^Consistency: / })).toBeVisible();
    await expect(page.getByTestId("xp-weeks-summary")).toContainText(
      /XP and \d+ completed challenges in the last 8 weeks/,
    );
    // The numbers are a table in the page; the checkbox shows it (CSS, with or without JavaScript).
    const card = page.locator('[data-chart="xp-weeks"]');
    // Hidden, the table sits in a 1 px clipped box (there for screen readers); shown, it takes the card's width.
    const tableWidth = async () => (await card.locator("div:has(> table)").boundingBox())?.width ?? 0;
    expect(await tableWidth()).toBeLessThanOrEqual(1);
    await card.getByText("Show the numbers").click();
    await expect.poll(tableWidth).toBeGreaterThan(200);
    await expect(card.getByRole("row")).toHaveCount(9);
    await page.getByRole("link", { name: /^← / }).click();
    await expect(page).toHaveURL(/\/analytics\?month=\d{4}-\d{2}#calendar$/);
    await page.goto("/analytics");
    if (!noJs) expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, "analytics");
  });
});
