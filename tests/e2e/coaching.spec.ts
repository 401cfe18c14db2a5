// Issue #38 on a phone, with JavaScript on (mobile) and off (nojs): an Elite member asks
// for a coaching session with three times, a coach confirms one with a meeting link, the
// member's page shows it and the invitation is in the dev mailbox; the coach then cancels,
// which gives the member's session back (the demo member's allowance is shared by runs).
import { expect, signIn, signInAs, shot, test } from "./fixtures";

/** 'YYYY-MM-DDTHH:MM' `days` ahead on the page's clock (the test browser's zone). */
const ahead = (days: number, hour: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(hour)}:00`;
};

test.describe("on a phone", { tag: "@phone" }, () => {
  test.use({ viewport: { width: 412, height: 915 } });

  test("an Elite member books a session and a coach confirms it", async ({ page, browser, noJs, baseURL }, info) => {
    test.setTimeout(90_000);
    const topic = `Evening skin routine (${info.project.name} ${Date.now().toString(36)})`;
    await signInAs(page, "elite");
    await page.goto("/settings");
    await page.getByRole("link", { name: "Coaching sessions" }).click();
    await expect(page).toHaveURL(/\/coaching$/);
    await expect(page.getByTestId("coaching-remaining")).toContainText("of 2 sessions");
    await page.getByLabel("What would you like to work on?").fill(topic);
    await page.getByLabel("First choice").fill(ahead(3, 9));
    await page.getByLabel("Second choice").fill(ahead(4, 18));
    await page.getByLabel("Third choice").fill(ahead(5, 12));
    await shot(page, "coaching");
    await page.getByRole("button", { name: "Ask for a session" }).click();
    await expect(page.getByTestId("toast").first()).toContainText("Session requested");
    await expect(page.getByTestId("coaching-sessions")).toContainText(topic);

    const coachContext = await browser.newContext({
      baseURL,
      javaScriptEnabled: !noJs,
      viewport: { width: 412, height: 915 },
    });
    const coach = await coachContext.newPage();
    await signIn(coach, "staff@demo.test");
    await coach.goto("/staff/coaching");
    const card = coach.getByRole("listitem").filter({ hasText: topic });
    await card.getByRole("radio").nth(1).check();
    await card.getByLabel("Meeting link").fill("https://meet.example/glowup-e2e");
    await shot(coach, "staff-coaching");
    await card.getByRole("button", { name: "Confirm and send the invitation" }).click();
    await expect(coach.getByTestId("toast").first()).toContainText("Session confirmed");

    await page.goto("/coaching");
    const mine = page.getByTestId("coaching-sessions").getByRole("listitem").filter({ hasText: topic });
    await expect(mine).toContainText("Confirmed:");
    await expect(mine).toContainText("https://meet.example/glowup-e2e");
    await shot(page, "coaching-confirmed");
    await page.goto("/dev/mailbox");
    await expect(
      page
        .getByTestId("mail")
        .filter({ hasText: "elite@demo.test" })
        .filter({ hasText: "Coaching session confirmed" })
        .first(),
    ).toBeVisible();

    // The coach cancels: the member's session is given back.
    await coach.goto("/staff/coaching");
    await coach
      .getByRole("listitem")
      .filter({ hasText: topic })
      .getByRole("button", { name: "Cancel the session" })
      .click();
    await expect(coach.getByTestId("toast").first()).toContainText("Session cancelled");
    await coachContext.close();
    await page.goto("/coaching");
    await expect(page.getByText(topic)).toHaveCount(0);
  });
});
