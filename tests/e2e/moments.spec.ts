// Moments and the achievements page on a phone (issue #39), with JavaScript on (mobile) and
// off (nojs): a member who goes up a level sees the celebration where the Complete lands, once;
// a new member's achievements page is shorter than two phone screens.
import { localD1 } from "./local-state";
import { expect, signUpNewMember, shot, test } from "./fixtures";

const PHONE = { width: 412, height: 915 };

/** Gives a member `xp` as an award of its own (XP stays the sum of awards). */
async function headStart(email: string, xp = 480, extra = "") {
  const who = `(SELECT id FROM user WHERE email = '${email}')`;
  await localD1(`INSERT INTO activity_log (user_id, activity_type, xp_earned, description, award_key, created_at)
         VALUES (${who}, 'challenge_completed', ${xp}, 'Head start', 'e2e:head-start', ${Date.now() - 86_400_000});
       UPDATE user_profiles SET xp = ${xp}${extra} WHERE user_id = ${who};`);
}

/** The day `n` days before today, in the browser's (UTC) calendar. */
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

test("a member who goes up a level sees the moment where the Complete lands, once", async ({ page }, info) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  const { email } = await signUpNewMember(page, `lvl${info.project.name.slice(0, 3)}`);
  await headStart(email);
  await page.goto("/progress");
  const title = (await page.getByTestId("challenge").first().locator("h3").textContent())!;
  await page.getByRole("button", { name: `Start ${title}` }).click();
  await page.getByRole("button", { name: `Complete ${title}` }).click();

  const level = page.getByTestId("moment").filter({ hasText: "Level 2!" });
  await expect(level).toBeVisible();
  await expect(level).toBeInViewport();
  await expect(page).toHaveURL(/#moments$/);
  await expect(page.getByTestId("moment").filter({ hasText: "First Step" })).toBeVisible();
  // A card in the page, not a modal: the challenge below it can still be reached and read.
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await shot(page, "moment-level", { fullPage: false });

  await page.reload();
  await expect(page.getByTestId("moment")).toHaveCount(0);
  await expect(page.getByTestId("level-card")).toContainText("Level 2");
});

test("a new member's achievements page is shorter than two phone screens", async ({ page }, info) => {
  await page.setViewportSize(PHONE);
  await signUpNewMember(page, `ach${info.project.name.slice(0, 3)}`);
  await page.goto("/achievements");
  await expect(page.getByTestId("next-up").getByTestId("achievement")).toHaveCount(3);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThan(2 * PHONE.height);
  await shot(page, "achievements-new");

  // A category opens in place (a <details>), without JavaScript too.
  await page.getByText("Fitness", { exact: true }).last().click();
  await expect(page.getByTestId("locked-groups").getByTestId("achievement").first()).toBeVisible();
});

test("a missed day is covered by a freeze and the home says so; another is bought on /progress", async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  const { email } = await signUpNewMember(page, `frz${info.project.name.slice(0, 3)}`);
  await headStart(
    email,
    300,
    `, current_streak = 4, longest_streak = 4, last_activity_date = '${daysAgo(2)}', streak_freezes = 1, time_zone = 'UTC'`,
  );
  await page.goto("/");
  await expect(page.getByTestId("freeze-used")).toContainText("your 4-day streak is safe. No freezes left.");
  await expect(page.getByTestId("freezes")).toContainText("0 of 2");
  await shot(page, "home-freeze", { fullPage: false });

  await page.goto("/progress");
  const card = page.getByTestId("freezes-card");
  await expect(card).toContainText("A freeze covered yesterday.");
  await card.getByRole("button", { name: "Buy a freeze for 200 XP" }).click();
  await expect(page.getByTestId("toast")).toContainText("Streak freeze bought");
  await expect(page.getByTestId("freezes-card")).toContainText("Streak freezes: 1 of 2");
  await expect(page.getByTestId("toast")).toContainText("-200 XP");
  await expect(page.getByTestId("freezes")).toContainText("1 of 2");
  await page.getByTestId("freezes-card").scrollIntoViewIfNeeded();
  await shot(page, "progress-freezes", { fullPage: false });
});

test("opening a guide that unlocks an achievement celebrates it on the guide @once", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  const { email } = await signUpNewMember(page, "gmo");
  const who = `(SELECT id FROM user WHERE email = '${email}')`;
  await localD1(`INSERT INTO user_subscriptions (user_id, subscribed, price_id, subscription_end, is_trial, status, cancel_at_period_end, trial_used, last_event_at, updated_at)
      VALUES (${who}, 1, 'price_local_starter', ${Date.now() + 30 * 86_400_000}, 0, 'active', 0, 0, 0, 0)`);
  await page.goto("/skincare");
  const moment = page.getByTestId("moment").filter({ hasText: "Achievement Unlocked" });
  await expect(moment).toBeVisible();
  await shot(page, "guide-moment", { fullPage: false });
  await page.reload();
  await expect(page.getByTestId("moment")).toHaveCount(0);
});
