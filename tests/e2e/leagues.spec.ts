// The weekly league on a phone (issue #39, decision 077), with JavaScript on (mobile) and off
// (nojs): a member who played is placed by the week's Cron step and finds this week's group,
// themselves in it with their week's XP, on /leagues (reached from the rankings).
import { expect, signUpNewMember, shot, test } from "./fixtures";

test("a member who played finds this week's league group with their XP", async ({ page, baseURL }) => {
  const { username } = await signUpNewMember(page, "lg");
  await page.goto("/leagues");
  await expect(page.getByTestId("league-waiting")).toContainText("Your first league starts on Monday");

  // Play today: the first challenge on /progress.
  await page.goto("/progress");
  const title = (await page.getByTestId("challenge").first().locator("h3").textContent())!;
  await page.getByRole("button", { name: `Start ${title}` }).click();
  await page.getByRole("button", { name: `Complete ${title}` }).click();
  await expect(page.getByTestId("toast")).toContainText("Challenge Complete!");
  const xp = Number((await page.getByTestId("level-card").locator("p").first().textContent())!.replace(/\D/g, ""));

  // The week's Cron step (development's trigger; rebuilt so this run's new members are placed).
  const origin = new URL(baseURL!).origin;
  const run = await page.request.post("/dev/leagues", {
    form: { at: new Date().toISOString(), rebuild: "1" },
    headers: { Origin: origin },
  });
  expect(run.status()).toBe(200);

  await page.goto("/rankings");
  await page.getByRole("link", { name: "This week’s league" }).click();
  await expect(page).toHaveURL(/\/leagues$/);
  const board = page.getByTestId("league-board");
  await expect(board).toContainText("Spark league");
  const me = board.getByTestId("league-row").filter({ hasText: `${username} (you)` });
  await expect(me).toContainText(`${xp} XP`);
  await expect(me).toHaveAttribute("aria-current", "true");
  await shot(page, "league-board");

  // Leaving in Settings takes the member out at once.
  await page.goto("/settings#leagues");
  await shot(page, "settings-switches");
  await page.getByRole("button", { name: "Leave the leagues" }).click();
  await expect(page.getByTestId("leagues-state")).toHaveText("You left the leagues");
  await page.goto("/leagues");
  await expect(page.getByRole("heading", { name: "You left the leagues" })).toBeVisible();
});
