// axe over the member home, the boards and chat with a lived-in demo member, on a phone (tagged
// @axe: axe needs JavaScript; the wide layout's scans are in accessibility.spec.ts).
import { expect, seriousAxeViolations, signInAs, test } from "./fixtures";

test.describe.configure({ timeout: 120_000 });

test(
  "the member home, achievements, rankings and chat have no serious or critical axe violations",
  { tag: "@axe" },
  async ({ page }) => {
    await signInAs(page, "trial");
    const bad: string[] = [];
    for (const path of ["/", "/achievements", "/rankings", "/chat"]) {
      await page.goto(path);
      bad.push(...(await seriousAxeViolations(page)).map((f) => `${path} ${f}`));
    }
    expect(bad).toEqual([]);
  },
);
