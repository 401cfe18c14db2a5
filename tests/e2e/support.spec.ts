// Issue #38 on a phone, with JavaScript on (mobile) and off (nojs): a Pro member asks for
// help from Settings, a staff member answers from the queue, the mail with the link back
// arrives in /dev/mailbox, and the member reads the answer and closes the request.
// Screenshots of each new screen go to the test's output folder (E2E_SHOTS copies them).
import { expect, signIn, signInAs, shot, test } from "./fixtures";

test.describe("on a phone", { tag: "@phone" }, () => {
  test.use({ viewport: { width: 412, height: 915 } });

  test("a Pro member asks for help, a staff member answers, and the mail arrives", async ({
    page,
    browser,
    noJs,
    baseURL,
  }, info) => {
    test.setTimeout(90_000);
    const question = `My streak vanished overnight (${info.project.name} ${Date.now().toString(36)})`;
    await signInAs(page, "pro");
    await page.goto("/pro-content?tab=priority");
    await expect(page.getByTestId("tab-body")).toContainText("Priority support within 24 hours");
    await shot(page, "support-tier-tab");

    await page.goto("/settings");
    await page.getByRole("link", { name: "Ask for help" }).click();
    await expect(page).toHaveURL(/\/support\/new$/);
    await expect(page.getByRole("heading", { level: 1, name: "Ask for help" })).toBeVisible();
    // Too short: a clear message, the topic kept.
    await page.getByLabel("What is it about?").selectOption("account");
    await page.getByLabel("Your message").fill("help");
    // The browser's own length check stands aside, so the server's message shows (as for a forged post).
    await page.getByLabel("Your message").evaluate((el) => el.removeAttribute("minlength"));
    await page.getByRole("button", { name: "Send request" }).click();
    await expect(page.getByText("Please tell us a little more (at least 10 characters).")).toBeVisible();
    await expect(page.getByLabel("What is it about?")).toHaveValue("account");
    await shot(page, "support-new");
    await page.getByLabel("Your message").fill(question);
    await page.getByRole("button", { name: "Send request" }).click();
    await expect(page).toHaveURL(/\/support\/\d+$/);
    const threadPath = new URL(page.url()).pathname;
    const id = threadPath.split("/").pop()!;
    await expect(page.getByTestId("support-thread")).toContainText(question);
    await expect(page.getByText("Waiting for the team")).toBeVisible();
    await shot(page, "support-thread");
    await page.goto("/support");
    await expect(page.getByTestId("support-promise")).toHaveText("Priority support within 24 hours");
    await shot(page, "support-list");

    // A staff member answers from the queue, in a browser of their own.
    const staffContext = await browser.newContext({
      baseURL,
      javaScriptEnabled: !noJs,
      viewport: { width: 412, height: 915 },
    });
    const staff = await staffContext.newPage();
    await signIn(staff, "staff@demo.test");
    await staff.goto("/staff");
    await expect(staff.getByTestId("staff-roles")).toContainText("Support");
    await shot(staff, "staff-home");
    await staff.getByRole("link", { name: "Open the support queue" }).click();
    await expect(staff.getByTestId("support-queue")).toContainText(`#${id} My account`);
    await shot(staff, "staff-queue");
    await staff.getByRole("link", { name: new RegExp(`#${id} My account`) }).click();
    await expect(staff.getByTestId("support-thread")).toContainText(question);
    await expect(staff.getByText("Plan when they asked: Pro")).toBeVisible();
    await staff.getByLabel("Reply to the member").fill("Your streak is back: it was a time zone mix-up on our side.");
    await staff.getByRole("button", { name: "Send reply" }).click();
    await expect(staff.getByTestId("toast").first()).toContainText("Reply sent");
    await expect(staff.getByText("Answered")).toBeVisible();
    await shot(staff, "staff-thread");
    await staff.goto("/staff/audit");
    await expect(staff.getByTestId("audit-log")).toContainText(`replied to request #${id}`);
    await shot(staff, "staff-audit");
    await staff.goto("/staff/roles");
    await expect(staff.getByTestId("staff-list")).toContainText("staff@demo.test");
    await shot(staff, "staff-roles");
    await staffContext.close();

    // The mail, with the link back to the thread.
    await page.goto("/dev/mailbox");
    const mail = page
      .getByTestId("mail")
      .filter({ hasText: "pro@demo.test" })
      .filter({ hasText: `/support/${id}` });
    await expect(mail.first()).toContainText("Glowup support replied: My account");
    await mail
      .first()
      .getByRole("link", { name: new RegExp(`/support/${id}$`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/support/${id}$`));
    await expect(page.getByTestId("support-thread")).toContainText("time zone mix-up");
    await page.getByRole("button", { name: "Close this request" }).click();
    await expect(page.getByText("This request is closed.")).toBeVisible();
  });
});
