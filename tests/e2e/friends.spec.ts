// Friends on a phone (issue #39, decision 078), with JavaScript on (mobile) and off (nojs): a
// demo member follows someone from the rankings and finds them on the friends board, then
// unfollows them there (so a rerun on the same state starts the same way).
import { expect, shot, signInAs, test } from "./fixtures";

test("a member follows someone from the rankings and sees them on the friends board", async ({ page }, info) => {
  // Each project its own member, so the two runs side by side never follow for each other.
  await signInAs(page, info.project.name === "nojs" ? "starter" : "free");
  await page.goto("/rankings");
  const follow = page
    .getByRole("region", { name: "Leaderboard" })
    .getByRole("button", { name: /^Follow / })
    .first();
  const name = (await follow.textContent())!.replace(/^Follow\s*/, "").trim();
  await shot(page, "rankings-follow", { fullPage: false });
  await follow.click();
  await expect(page).toHaveURL(/\/rankings$/);
  await expect(page.getByTestId("toast")).toContainText(`You follow ${name}`);

  await page.getByRole("link", { name: "Friends", exact: true }).first().click();
  await expect(page).toHaveURL(/\/friends$/);
  const row = page.getByTestId("friend-row").filter({ hasText: name });
  await expect(row).toContainText("Level");
  await shot(page, "friends-board");

  await row.getByRole("button", { name: `Unfollow ${name}` }).click();
  await expect(page.getByTestId("toast")).toContainText(`You no longer follow ${name}`);
  await expect(page.getByTestId("friend-row").filter({ hasText: name })).toHaveCount(0);
});
