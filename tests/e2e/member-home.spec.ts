// The home for members, the boards' early states, and the small layout bugs a phone
// showed: with JavaScript, without it, and on a phone.
import { challenges as seedChallenges } from "../../db/seed-data.mjs";
import { expect as baseExpect, signInAs, signUpThroughForms, test } from "./fixtures";

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

type Seeded = { id: string; title: string; xpReward: number };
const challenges = seedChallenges as unknown as Seeded[];

test("a new member signs in, lands on their own day and plays a challenge from the home page", async ({ page }) => {
  const { username } = await signUpThroughForms(page, "hm");
  // Signing in without a redirect lands on the home page, which is now theirs.
  await expect(page).toHaveURL(/\/$/);
  const home = page.getByTestId("member-home");
  await expect(home.getByRole("heading", { level: 1 })).toHaveText(`Welcome, ${username}`);
  await expect(page.getByRole("link", { name: "Get Started" })).toHaveCount(0);
  await expect(page.getByTestId("level-card")).toContainText("Level 1");
  await expect(page.getByTestId("plan-card")).toContainText("Choose a plan");
  await expect(home.getByTestId("challenge")).toHaveCount(5);

  const title = (await home.getByTestId("challenge").first().locator("h3").textContent())!;
  const xp = challenges.find((c) => c.title === title)!.xpReward;
  await home.getByRole("button", { name: `Start ${title}` }).click();
  await expect(page.getByTestId("toast")).toContainText("Challenge Started");
  await expect(page).toHaveURL(/\/(#challenge-[\w-]+)?$/);
  await home.getByRole("button", { name: `Complete ${title}` }).click();
  await expect(page.getByTestId("toast")).toContainText("Challenge Complete!");
  // The first completion unlocks First Step: the page lands on its celebration (decision 071).
  await expect(page).toHaveURL(/\/(#challenge-[\w-]+|#moments)?$/);
  await expect(page.getByTestId("today-count")).toHaveText("1 of 5 done");
  await expect(page.getByTestId("streak-line")).toContainText("1-day streak. Today counts already.");
  // First Step unlocks with the first challenge: its XP comes on top.
  await expect(page.getByTestId("level-card")).not.toContainText(/^0 XP/);
  const shown = Number(
    (await page.getByTestId("level-card").locator("p").first().textContent())!.replace(/[^\d]/g, ""),
  );
  expect(shown).toBeGreaterThan(xp);
  // The same day on /progress.
  await page.goto("/progress");
  await expect(page.getByRole("progressbar", { name: `${title} progress` })).toHaveAttribute("aria-valuenow", "100");
});

test("a demo member's home: a live streak, a trial with days left, the closest achievements", async ({ page }) => {
  await signInAs(page, "trial");
  await page.goto("/");
  await expect(page.getByTestId("streak-line")).toContainText(
    /\d+-day streak\. Complete one challenge today to keep it\./,
  );
  await expect(page.getByTestId("trial-days-left")).toContainText(/\d days? left of your Pro trial/);
  await expect(page.getByTestId("next-achievements").getByRole("progressbar").first()).toBeVisible();
});

test("achievements and rankings invite action: nearest locked first with progress, the member's own place", async ({
  page,
}) => {
  await signInAs(page, "free");
  await page.goto("/achievements");
  // After the earned ones, the nearest locked ones with their progress (decision 071).
  const first = page.getByTestId("next-up").getByTestId("achievement").first();
  await expect(first).toContainText("To unlock:");
  await expect(first.getByRole("progressbar")).toBeVisible();
  await expect(first).toContainText("Locked");
  await page.goto("/rankings");
  await expect(page.getByTestId("standing")).toContainText(/You're #\d+ of \d+ members/);
  await expect(page.getByTestId("standing")).toContainText("XP moves you up a place");
  await expect(page.getByRole("row", { name: /FreeFinn \(You\)/ })).toBeVisible();
  await expect(page.getByRole("row", { name: /maya\.moves/ })).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the rankings table and tab rows that scroll sideways show an edge shadow", async ({ page }) => {
    await signInAs(page, "elite");
    await page.goto("/rankings");
    const region = page.getByRole("region", { name: "Leaderboard" });
    await expect(region).toHaveAttribute("data-scroll-area");
    // The hint is drawn by CSS: a shadow gradient behind the content.
    expect(await region.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain("radial-gradient");
    await page.goto("/achievements");
    const tabs = page.getByRole("navigation", { name: "Categories" });
    expect(await tabs.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await tabs.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain("radial-gradient");
    // On the page's own background colour, not a white band.
    expect(await tabs.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      await page.evaluate(() => getComputedStyle(document.body).backgroundColor),
    );
  });

  test("the calculator's activity level shows its whole choice", async ({ page }) => {
    await page.goto("/calculator?tab=calories");
    const select = page.getByLabel("Activity level");
    for (const value of ["sedentary", "light", "moderate", "active", "very_active"]) {
      await select.selectOption(value);
      // The chosen option's text fits the box (measured in the select's own font).
      const fits = await select.evaluate((node) => {
        const el = node as unknown as {
          options: ArrayLike<{ text: string }>;
          selectedIndex: number;
          clientWidth: number;
        };
        const style = getComputedStyle(node);
        const ctx = document.createElement("canvas").getContext("2d")!;
        ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = ctx.measureText(el.options[el.selectedIndex].text).width;
        // The drop-down arrow takes about 20 px of the box.
        const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
        return { text: Math.ceil(text), room: Math.floor(room) };
      });
      expect(fits.text, value).toBeLessThanOrEqual(fits.room);
    }
  });
});

test("the Back link lines up with a narrow page's column", async ({ page }) => {
  await page.goto("/calculator");
  const back = page.getByTestId("back-button").locator("svg");
  const heading = page.getByRole("heading", { level: 1 });
  const dx = (await back.boundingBox())!.x - (await heading.boundingBox())!.x;
  expect(Math.abs(dx)).toBeLessThanOrEqual(2);
});
