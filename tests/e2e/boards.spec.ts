import { expect, signInAs, test } from "./fixtures";

test("rankings and achievements for a signed-in member", async ({ page }) => {
  await signInAs(page, "free");
  await page.goto("/rankings");
  await expect(page.getByRole("heading", { name: "Global Rankings" })).toBeVisible();
  await expect(page.getByRole("row", { name: /FreeFinn \(You\)/ })).toBeVisible();

  await page.goto("/achievements");
  // The demo member has played a few days: earned first, the rest locked and collapsed by category.
  await expect(page.getByText(/[1-9]\d* of \d+ achievements unlocked/)).toBeVisible();
  await page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Hidden" }).click();
  await expect(page).toHaveURL(/category=easter_egg/);
  await expect(page.getByTestId("earned").getByTestId("achievement").first()).toContainText("Unlocked");
  await expect(page.getByTestId("locked-groups")).toContainText(/\d+ locked/);
});
