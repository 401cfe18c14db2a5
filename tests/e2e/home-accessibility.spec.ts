// axe over the member home and the boards with a lived-in demo member (the nojs project
// leaves *accessibility.spec.ts out: axe hangs without JavaScript).
import { expect, seriousAxeViolations, signInAs, test } from "./fixtures";

test.describe.configure({ timeout: 120_000 });

test("the member home, achievements and rankings have no serious or critical axe violations", async ({ page }) => {
  await signInAs(page, "trial");
  const bad: string[] = [];
  for (const path of ["/", "/achievements", "/rankings"]) {
    await page.goto(path);
    bad.push(...(await seriousAxeViolations(page)).map((f) => `${path} ${f}`));
  }
  expect(bad).toEqual([]);
});
