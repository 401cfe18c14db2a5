// Moments and the achievements page on a phone (issue #39), with JavaScript on (mobile) and
// off (nojs): a member who goes up a level sees the celebration where the Complete lands, once;
// a new member's achievements page is shorter than two phone screens.
import { execFileSync } from "node:child_process";
import { E2E_STATE } from "./local-state";
import { expect, signUpNewMember, test } from "./fixtures";

const quiet = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };
const PHONE = { width: 412, height: 915 };

/** Gives a member 480 XP as an award of its own (XP stays the sum of awards), written to the
 * server's local D1 with wrangler: no page can earn that much in one sitting. */
function headStart(email: string) {
  const who = `(SELECT id FROM user WHERE email = '${email}')`;
  execFileSync(
    "npx",
    [
      "wrangler",
      "d1",
      "execute",
      "DB",
      "--local",
      "--persist-to",
      E2E_STATE,
      "--command",
      `INSERT INTO activity_log (user_id, activity_type, xp_earned, description, award_key, created_at)
         VALUES (${who}, 'challenge_completed', 480, 'Head start', 'e2e:head-start', ${Date.now() - 86_400_000});
       UPDATE user_profiles SET xp = 480 WHERE user_id = ${who};`,
    ],
    { env: quiet, stdio: ["ignore", "pipe", "pipe"] },
  );
}

test("a member who goes up a level sees the moment where the Complete lands, once", async ({ page }, info) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  const { email } = await signUpNewMember(page, `lvl${info.project.name.slice(0, 3)}`);
  headStart(email);
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
  await page.screenshot({ path: `test-results/screens/moment-level-${info.project.name}.png` });

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
  await page.screenshot({ path: `test-results/screens/achievements-new-${info.project.name}.png`, fullPage: true });

  // A category opens in place (a <details>), without JavaScript too.
  await page.getByText("Fitness", { exact: true }).last().click();
  await expect(page.getByTestId("locked-groups").getByTestId("achievement").first()).toBeVisible();
});
