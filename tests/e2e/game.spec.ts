// The gamification loop as members play it: with JavaScript, without it, and on a phone.
// Every member here is signed up fresh, so no other test's state matters.
import type { Browser, Page } from "@playwright/test";
import { achievements as seedAchievements, challenges as seedChallenges } from "../../db/seed-data.mjs";
import { BATTLE_WIN_XP } from "../../app/game/battle";
import { dailyTaskXp } from "../../app/game/daily";
import { levelForXp } from "../../app/game/levels";
import { settleUnlocks } from "../../app/game/unlocks";
import { expect as baseExpect, signUpNewMember, shot, test } from "./fixtures";
import { E2E_TIMEZONE } from "./zone";

// Each test is a whole session of page loads (a dozen form posts); give a busy machine room.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

type Seeded = { id: string; title: string; difficulty: "easy" | "medium" | "hard"; category: string; xpReward: number };
const challenges = seedChallenges as unknown as Seeded[];
const achievements = seedAchievements as unknown as Parameters<typeof settleUnlocks>[0];

async function secondMember(browser: Browser, noJs: boolean, isMobile: boolean) {
  const context = await browser.newContext({
    javaScriptEnabled: !noJs,
    timezoneId: E2E_TIMEZONE,
    viewport: isMobile ? { width: 412, height: 839 } : { width: 1280, height: 720 },
    baseURL: test.info().project.use.baseURL,
  });
  return { context, page: await context.newPage() };
}

const toast = (page: Page) => page.getByTestId("toast");

test("two members play a battle: invite, accept, and the first to complete the challenge wins", async ({
  page,
  browser,
  noJs,
  isMobile,
}) => {
  const { username: alice } = await signUpNewMember(page, "al");
  const other = await secondMember(browser, noJs, isMobile);
  const { username: bob } = await signUpNewMember(other.page, "bo");

  // Alice finds Bob by part of his name, in another case, and invites him to one of today's challenges.
  await page.goto("/progress?tab=battles");
  await page.getByLabel("Search members by username").fill(bob.slice(0, 8).toUpperCase());
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const title = (await page.getByLabel(`Challenge for ${bob}`).locator("option").first().textContent())!;
  await page.getByRole("button", { name: `Invite ${bob}` }).click();
  await expect(toast(page)).toContainText("Invitation Sent!");
  await expect(page.getByTestId("sent-invitation").filter({ hasText: bob })).toContainText("Pending");

  // Bob sees the badge, accepts, and the battle begins: nobody has completed it yet.
  await other.page.goto("/progress");
  await expect(other.page.getByTestId("inbox-badge")).toContainText("1");
  await other.page.getByRole("link", { name: /Inbox/ }).click();
  await expect(other.page.getByTestId("invitation")).toContainText(`${alice} challenged you to ${title}`);
  await other.page.getByRole("button", { name: "Accept" }).click();
  await expect(toast(other.page)).toContainText("Challenge Accepted!");
  const bobsBattle = other.page.getByTestId("battle").filter({ hasText: alice });
  await expect(bobsBattle).toContainText(`${alice} challenged you to ${title}`);
  await expect(bobsBattle).toContainText("Nobody has completed it yet.");
  await expect(other.page.getByRole("button", { name: "I finished it" })).toHaveCount(0);

  // Bob goes to the challenge and completes it the ordinary way: the first to do it wins.
  await bobsBattle.getByRole("link", { name: "Go to the challenge" }).click();
  await other.page.getByRole("button", { name: `Start ${title}` }).click();
  await other.page.getByRole("button", { name: `Complete ${title}` }).click();
  await expect(toast(other.page)).toContainText("Challenge Complete!");
  await expect(other.page.getByTestId("toast-item").filter({ hasText: "Victory!" })).toContainText(
    `+${BATTLE_WIN_XP} Bonus XP for winning the battle!`,
  );

  // Alice reads who won; Bob's next page does not repeat the Victory.
  await page.goto("/progress?tab=battles");
  await expect(page.getByTestId("sent-invitation").filter({ hasText: bob })).toContainText("Accepted");
  await expect(page.getByTestId("battle").filter({ hasText: bob })).toContainText(
    `You challenged ${bob} to ${title}${bob} won: they completed it first.`,
  );
  await other.page.goto("/progress?tab=battles");
  await expect(other.page.getByTestId("battle").filter({ hasText: alice })).toContainText(
    `You won: you completed it first. +${BATTLE_WIN_XP} bonus XP.`,
  );
  await expect(other.page.getByTestId("toast-item").filter({ hasText: "Victory!" })).toHaveCount(0);
  await shot(other.page, "battles-winner");
  await shot(page, "battles-loser");
  await other.context.close();
});

test("a member completes today's challenges and daily task and sees XP, level, streak and achievements change", async ({
  page,
}) => {
  await signUpNewMember(page, "pl");
  await page.goto("/progress");
  const level = page.getByTestId("level-card");
  await expect(level).toContainText("Level 1");
  await expect(level).toContainText("0 XP");
  await expect(page.getByTestId("streak")).toContainText("0 days");

  // The first challenge: start (half a bar), complete, and the first unlocks.
  const cards = page.getByTestId("challenge");
  await expect(cards).toHaveCount(5);
  const titles = await cards.locator("h3").allTextContents();
  const played = titles.map((t) => challenges.find((c) => c.title === t)!);
  await page.getByRole("button", { name: `Start ${titles[0]}` }).click();
  await expect(toast(page)).toContainText("Challenge Started");
  await expect(page.getByRole("progressbar", { name: `${titles[0]} progress` })).toHaveAttribute("aria-valuenow", "50");
  await page
    .getByRole("button", { name: `Start ${titles[0]}` })
    .count()
    .then((n) => expect(n).toBe(0));
  await page.getByRole("button", { name: `Complete ${titles[0]}` }).click();
  await expect(toast(page)).toContainText("Challenge Complete!");
  // Each unlock is a celebration card of its own (decision 071).
  await expect(
    page.getByTestId("moment").filter({ hasText: "Achievement Unlocked" }).filter({ hasText: "First Step" }),
  ).toBeVisible();
  await expect(page.getByRole("progressbar", { name: `${titles[0]} progress` })).toHaveAttribute(
    "aria-valuenow",
    "100",
  );
  await expect(page.getByTestId("streak")).toContainText("1 day");

  // The daily task, with its bonus.
  const taskTitle = (await page.getByTestId("daily-task").locator("h2").textContent())!;
  const task = challenges.find((c) => c.title === taskTitle)!;
  await expect(page.getByTestId("daily-task")).toContainText(`+${dailyTaskXp(task)} XP`);
  await page.getByRole("button", { name: "Complete Daily Task" }).click();
  await expect(toast(page)).toContainText("Daily Task Complete!");
  await expect(page.getByTestId("daily-task")).toContainText("Done for today");

  // The other four.
  for (const title of titles.slice(1)) {
    await page.getByRole("button", { name: `Start ${title}` }).click();
    await expect(toast(page)).toContainText("Challenge Started");
    await page.getByRole("button", { name: `Complete ${title}` }).click();
    await expect(toast(page)).toContainText("Challenge Complete!");
  }

  // What the rules say this day is worth, unlocks included.
  const done = [...played, task];
  const earned = played.reduce((s, c) => s + c.xpReward, 0) + dailyTaskXp(task);
  const settled = settleUnlocks(achievements, new Set(), {
    xp: earned,
    challengeCount: done.length,
    workoutCount: done.filter((c) => c.category === "fitness").length,
    skincareCount: done.filter((c) => c.category === "skincare").length,
    streak: 1,
  });
  const xp = settled.xp.toLocaleString("en-US");
  await expect(level).toContainText(`Level ${levelForXp(settled.xp)}`);
  await expect(level).toContainText(`${xp} XP`);
  await expect(level).toContainText(`${settled.xp % 500} / 500 XP to level ${levelForXp(settled.xp) + 1}`);
  await expect(page.getByTestId("viewer-badges")).toContainText(`Lvl ${levelForXp(settled.xp)}`);
  await expect(page.getByTestId("viewer-badges")).toContainText(`${xp} XP`);
  await expect(page.getByTestId("xp-chart-summary")).toContainText(`${xp} XP earned in the last 30 days`);

  await page.goto("/achievements");
  await expect(
    page.getByText(`${settled.unlocked.length} of ${achievements.length} achievements unlocked`),
  ).toBeVisible();
  await expect(page.getByTestId("achievement").filter({ hasText: "First Step" })).toContainText("Unlocked");

  await page.goto("/account");
  await expect(page.getByText(`${xp}`, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: `Level ${levelForXp(settled.xp)}` })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Rank: / })).toContainText(
    settled.unlocked.length >= 5 ? "Bronze" : "Unranked",
  );
});
