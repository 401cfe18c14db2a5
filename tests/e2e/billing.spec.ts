import { expect, signInAs, signUpNewMember, shot, test } from "./fixtures";

async function pay(page: import("@playwright/test").Page, card = "4242 4242 4242 4242") {
  await expect(page).toHaveURL(/\/pay\/checkout\//);
  await page.getByLabel("Card number").fill(card);
  await page.getByLabel("Expiry").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: /Subscribe|Start trial/ }).click();
}

// Buying is one journey whatever the plan: Elite here, Starter and Pro in the journeys
// below. Which plan opens which page is the authorization matrix's (tests/worker/authz).
test("buy elite through the local checkout and open its content", async ({ page }, info) => {
  await signUpNewMember(page, info.project.name);
  await page.goto("/checkout?plan=elite");
  await expect(page.getByTestId("order-summary")).toContainText("Elite plan");
  await page.getByRole("button", { name: /Subscribe for/ }).click();
  await pay(page);
  await expect(page).toHaveURL(/\/success/);
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  await expect(page.getByTestId("welcome")).toContainText("Your subscription is active.");
  await page.goto("/elite-content");
  await expect(page.getByTestId("access-gate")).toHaveCount(0);
  await page.goto("/skincare");
  await expect(page.getByTestId("access-gate")).toHaveCount(0);
});

test("a declined card says so and takes no plan", async ({ page }, info) => {
  await signUpNewMember(page, info.project.name);
  await page.goto("/checkout?plan=pro");
  await page.getByRole("button", { name: /Subscribe for/ }).click();
  await pay(page, "4000 0000 0000 0002");
  await expect(page.getByText("Your card was declined.")).toBeVisible();
  await page.goto("/settings");
  await expect(page.getByTestId("subscription-status")).toHaveText("No Active Subscription");
});

test("cancel in the local portal and keep access until the period ends", async ({ page }, info) => {
  await signUpNewMember(page, info.project.name);
  await page.goto("/checkout?plan=starter");
  await page.getByRole("button", { name: /Subscribe for/ }).click();
  await pay(page);
  await expect(page.getByTestId("welcome")).toBeVisible();
  await page.goto("/settings");
  // The billing portal opens in a new tab (spec: customer-portal), with or without JavaScript.
  const [portal] = await Promise.all([
    page.context().waitForEvent("page"),
    page.getByRole("button", { name: "Manage Subscription" }).click(),
  ]);
  await expect(portal).toHaveURL(/\/pay\/portal/);
  await portal.getByRole("button", { name: "Cancel plan" }).click();
  await expect(portal.getByTestId("portal-status")).toContainText("Cancels on");
  await portal.getByRole("link", { name: /Return to Glowup/ }).click();
  await expect(portal.getByTestId("subscription-card")).toContainText("Access until");
  await page.goto("/skincare");
  await expect(page.getByTestId("access-gate")).toHaveCount(0);
});

// The trial journey (sign up, verify the address from the dev mailbox, start the trial)
// is tests/e2e/verification.spec.ts.

test("a Pro member upgrades to Elite from the home's button, then downgrades at the period's end", async ({
  page,
}, info) => {
  await signUpNewMember(page, info.project.name);
  await page.goto("/checkout?plan=pro");
  await page.getByRole("button", { name: /Subscribe for/ }).click();
  await pay(page);
  await expect(page.getByTestId("welcome")).toBeVisible();
  await page.goto("/checkout?plan=elite");
  await expect(page.getByText("You already have an active plan")).toHaveCount(0);
  await page.getByRole("button", { name: "Upgrade to Elite" }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByTestId("toast")).toContainText("You're now on the Elite plan.");
  await expect(page.getByTestId("subscription-card")).toContainText("Elite");
  await page.goto("/elite-content");
  await expect(page.getByTestId("access-gate")).toHaveCount(0);

  // A downgrade takes effect when the period ends; Elite stays open until then.
  await page.goto("/checkout?plan=starter");
  await page.getByRole("button", { name: "Switch to Starter" }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByTestId("pending-change")).toContainText(/Elite until .+, then Starter/);
  await page.goto("/elite-content");
  await expect(page.getByTestId("access-gate")).toHaveCount(0);
});

test("the home trial offer is a small card over nothing, and Maybe Later keeps it closed", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 839 });
  await page.goto("/");
  const offer = page.getByTestId("trial-offer");
  await expect(offer).toBeVisible();
  await expect(offer).not.toContainText(/limited/i);
  await shot(page, "home-offer", { fullPage: false });
  // A small card in the page's flow: short, and it stays where it is as the page scrolls.
  const box = (await offer.boundingBox())!;
  expect(box.height).toBeLessThan(839 / 5);
  await page.evaluate(() => window.scrollTo(0, 600));
  expect((await offer.boundingBox())!.y).toBeCloseTo(box.y - 600, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(offer.getByRole("link", { name: "Start Free Trial" })).toHaveAttribute("href", "/auth?trial=pro");
  await offer.getByRole("button", { name: "Maybe Later" }).click();
  await expect(page).toHaveURL(/\/$/);
  // The server leaves the offer out of the page once dismissed, and on the next visit too.
  await page.waitForLoadState("load");
  await expect(page.getByTestId("trial-offer")).toHaveCount(0);
  await page.goto("/");
  await expect(page.locator("#hero-heading")).toBeVisible();
  await expect(page.getByTestId("trial-offer")).toHaveCount(0);
});

test("subscribers never see the trial offer; refresh says so", async ({ page }) => {
  await signInAs(page, "pro");
  await page.goto("/");
  await page.waitForLoadState("load");
  await expect(page.getByTestId("trial-offer")).toHaveCount(0);
  await page.goto("/settings");
  await expect(page.getByTestId("subscription-card")).toContainText("Active");
  await page.getByTestId("subscription-card").getByRole("button", { name: "Refresh" }).click();
  await expect(page.getByTestId("toast")).toContainText("Subscription status updated.");
});

test(
  "while a plan is activating, /success re-checks in place and welcomes the member without a reload",
  { tag: "@once" },
  async ({ page, context }, info) => {
    await signUpNewMember(page, info.project.name);
    // A checkout is open in another tab; this one waits on /success (nothing active yet).
    const payTab = await context.newPage();
    await payTab.goto("/checkout?plan=pro");
    await payTab.getByRole("button", { name: /Subscribe for/ }).click();
    await expect(payTab).toHaveURL(/\/pay\/checkout\//);
    const checks: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/success") checks.push(new URL(r.url()).search);
    });
    await page.goto("/success");
    await expect(page.getByText("Activating your subscription...")).toBeVisible();
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await expect.poll(() => checks.length, { timeout: 5_000 }).toBeGreaterThan(2);

    await pay(payTab);
    await expect(page.getByTestId("welcome")).toContainText("Welcome to Glowup Pro!", { timeout: 10_000 });
    // In place: the same document, each check the next attempt, and no more after the welcome.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(checks.slice(0, 3)).toEqual(["", "?attempt=1", "?attempt=2"]);
    const after = checks.length;
    await page.waitForTimeout(2_500);
    expect(checks.length).toBe(after);
  },
);
