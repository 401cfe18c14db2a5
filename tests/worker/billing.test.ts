// The local payment provider end to end, the trial-once rule, and every tier gate for
// every kind of member, asserting gated content never reaches a visitor who is denied.
import { beforeAll, describe, expect, it } from "vitest";
import { Browser } from "./helpers";
import { schema } from "~/db.server";
import { freshCard, member, newMember, subscribe, updateSubscription, userIdOf } from "./factories";
import { rowCount, subscriptionOf } from "./readers";

type Role = "signedOut" | "free" | "starter" | "pro" | "elite" | "trial" | "expired";

/** Buy a plan through the local hosted checkout, like a member would. */
async function buy(b: Browser, plan: string, { trial = false, card = freshCard() } = {}) {
  const start = await b.post(`/checkout?plan=${plan}${trial ? "&trial=true" : ""}`, {
    plan,
    ...(trial ? { trial: "true" } : {}),
  });
  expect(start.status).toBe(303);
  const payUrl = new URL(start.headers.get("Location")!);
  expect(payUrl.pathname).toMatch(/^\/pay\/checkout\//);
  const page = await b.get(payUrl.pathname);
  expect(page.status).toBe(200);
  return b.post(payUrl.pathname, { cardNumber: card, expiry: "12 / 34", cvc: "123" });
}

/** The stored subscription of the account with this email, or null. */
const sub = async (userEmail: string) => subscriptionOf(await userIdOf(userEmail));

describe("local checkout", () => {
  it("a test card pays, the success page shows the plan active, and the row is written by the handler", async () => {
    const b = await newMember("buyer@x.test", "Buyer");
    const paid = await buy(b, "pro");
    expect(paid.status).toBe(303);
    expect(paid.headers.get("Location")).toMatch(/^http:\/\/localhost\/success/);
    const success = await (await b.follow(paid)).text();
    expect(success).toContain("Payment Successful!");
    expect(success).toContain("Welcome to Glowup Pro!");
    expect(await sub("buyer@x.test")).toMatchObject({ subscribed: true, priceId: "price_local_pro", isTrial: false });
    expect(await rowCount(schema.billingEvents)).toBeGreaterThanOrEqual(2);
  });

  it("the decline card is refused with a clear message and nothing changes", async () => {
    const b = await newMember("declined@x.test", "Declined");
    const res = await buy(b, "starter", { card: "4000 0000 0000 0002" });
    expect(res.status).toBe(402);
    expect(await res.text()).toContain("Your card was declined.");
    expect(await sub("declined@x.test")).toBeNull();
  });

  it("bad card details get messages beside the fields", async () => {
    const b = await newMember("typo@x.test", "Typo");
    const start = await b.post("/checkout?plan=starter", { plan: "starter" });
    const path = new URL(start.headers.get("Location")!).pathname;
    const bad = await b.post(path, { cardNumber: "4242 4242 4242 4241", expiry: "13/30", cvc: "1" });
    expect(await bad.text()).toContain("Your card number is invalid.");
    const past = await b.post(path, { cardNumber: "4242424242424242", expiry: "01/20", cvc: "123" });
    expect(await past.text()).toContain("expiration date is in the past");
  });

  it("paying twice for one session applies its events once", async () => {
    const b = await newMember("double@x.test", "Double");
    const start = await b.post("/checkout?plan=elite", { plan: "elite" });
    const path = new URL(start.headers.get("Location")!).pathname;
    await b.post(path, { cardNumber: "4242424242424242", expiry: "12/34", cvc: "123" });
    const before = await rowCount(schema.billingEvents);
    await b.post(path, { cardNumber: "4242424242424242", expiry: "12/34", cvc: "123" });
    expect(await rowCount(schema.billingEvents)).toBe(before);
  });

  it("a member with an active plan cannot start a second checkout, even by posting directly", async () => {
    const b = await newMember("second@x.test", "Second");
    await buy(b, "starter");
    expect(await (await b.get("/checkout?plan=starter")).text()).toContain("already on the Starter plan.");
    const res = await b.post("/checkout?plan=elite", { plan: "elite" });
    expect(res.status).toBe(409);
    expect(await res.text()).toContain("You already have an active plan.");
    expect(await sub("second@x.test")).toMatchObject({ priceId: "price_local_starter" });
  });

  it("a Pro member upgrades to Elite from the checkout 'Upgrade to Elite' opens, and can come back down", async () => {
    const b = await newMember("changer@x.test", "Changer");
    await buy(b, "pro");
    const before = await sub("changer@x.test");
    const page = await (await b.get("/checkout?plan=elite")).text();
    expect(page).toContain("Upgrade from Pro to Elite");
    expect(page).not.toContain("You already have an active plan");
    const up = await b.post("/checkout?plan=elite", { plan: "elite", intent: "change" });
    expect(up.headers.get("Location")).toBe("/settings");
    expect(await (await b.follow(up)).text()).toContain("You&#x27;re now on the Elite plan.");
    const after = await sub("changer@x.test");
    expect(after).toMatchObject({ subscriptionId: before.subscriptionId, priceId: "price_local_elite" });
    expect(await (await b.get("/elite-content")).text()).not.toContain('data-testid="access-gate"');

    // A downgrade waits for the period's end: Elite stays open until then, and the card says so.
    const terms = await (await b.get("/checkout?plan=starter")).text();
    expect(terms).toContain("Switch from Elite to Starter");
    expect(terms).toMatch(/You keep Elite until [A-Z][a-z]+ \d+, \d{4}; then your plan becomes Starter/);
    // Nothing is due today: the lower price starts when the Elite period ends.
    expect(terms).toContain('data-testid="due-today">$0 USD<');
    expect(terms).toMatch(/data-testid="next-charge">\$9 USD a month from [A-Z][a-z]+ \d+, \d{4}/);
    const down = await b.post("/checkout?plan=starter", { plan: "starter", intent: "change" });
    expect(down.headers.get("Location")).toBe("/settings");
    const settings = await (await b.follow(down)).text();
    expect(settings).toContain("Your plan changes to Starter on");
    expect(settings).toMatch(/Elite until [A-Z][a-z]+ \d+, \d{4}, then Starter/);
    expect(await sub("changer@x.test")).toMatchObject({
      priceId: "price_local_elite",
      scheduledPriceId: "price_local_starter",
    });
    expect(await (await b.get("/elite-content")).text()).not.toContain('data-testid="access-gate"');

    // Keeping Elite in the portal calls the waiting downgrade off; an upgrade would too.
    await b.post("/pay/portal", { intent: "switch", tier: "elite", return: "/settings" });
    expect(await sub("changer@x.test")).toMatchObject({ priceId: "price_local_elite", scheduledPriceId: null });
    expect(await (await b.get("/settings")).text()).not.toContain("then Starter");
  });

  it("a trial member is told plans change after the trial, and nothing changes", async () => {
    const b = await newMember("trialchange@x.test", "TrialChange");
    await buy(b, "pro", { trial: true });
    expect(await (await b.get("/checkout?plan=elite")).text()).toContain("on your free trial.");
    const res = await b.post("/checkout?plan=elite", { plan: "elite", intent: "change" });
    expect(res.status).toBe(409);
    expect(await sub("trialchange@x.test")).toMatchObject({ priceId: "price_local_pro", isTrial: true });
  });

  it("a plan change without a plan, or with an unknown one, is refused and changes nothing", async () => {
    const b = await newMember("vaguechange@x.test", "VagueChange");
    await buy(b, "elite");
    // Before, both fell back to Starter: a silent downgrade scheduled from a garbled form.
    const forms: Record<string, string>[] = [{ intent: "change" }, { intent: "change", plan: "platinum" }];
    for (const form of forms) {
      const res = await b.post("/checkout", form);
      expect(res.status).toBe(400);
      expect(await res.text()).toContain("Choose the plan you want to change to.");
    }
    expect(await sub("vaguechange@x.test")).toMatchObject({ priceId: "price_local_elite", scheduledPriceId: null });
  });

  it("a cancelled plan is resumed before it can be switched, at checkout and in the portal", async () => {
    const b = await newMember("cancelchange@x.test", "CancelChange");
    await buy(b, "pro");
    await b.post("/pay/portal", { intent: "cancel", return: "/settings" });
    expect(await sub("cancelchange@x.test")).toMatchObject({ cancelAtPeriodEnd: true });
    const page = await (await b.get("/checkout?plan=elite")).text();
    expect(page).toContain("Your plan is cancelled. Resume it in Settings before changing to another plan.");
    expect(page).not.toContain("Upgrade to Elite");
    const res = await b.post("/checkout?plan=elite", { plan: "elite", intent: "change" });
    expect(res.status).toBe(409);
    const portal = await (await b.get("/pay/portal?return=/settings")).text();
    expect(portal).not.toContain("Switch to");
    const switched = await b.post("/pay/portal", { intent: "switch", tier: "starter", return: "/settings" });
    expect(await (await b.follow(switched)).text()).toContain("Resume it in Settings before changing");
    // Still Pro, still ending on its date, nothing waiting.
    expect(await sub("cancelchange@x.test")).toMatchObject({
      priceId: "price_local_pro",
      cancelAtPeriodEnd: true,
      scheduledPriceId: null,
    });
  });

  it("a tampered checkout link is refused", async () => {
    const b = await newMember("tamper@x.test", "Tamper");
    const start = await b.post("/checkout?plan=starter", { plan: "starter" });
    const path = new URL(start.headers.get("Location")!).pathname;
    const forged = path.slice(0, -3) + (path.endsWith("AAA") ? "BBB" : "AAA");
    expect((await b.get(forged)).status).toBe(410);
  });
});

describe("checkout page", () => {
  it("signed out: asks for an account first, keeping the choice, and comes back to this checkout", async () => {
    const b = new Browser();
    const res = await b.get("/checkout?plan=pro&trial=true");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(
      `/auth?mode=signup&redirect=${encodeURIComponent("/checkout?plan=pro&trial=true")}`,
    );
    const page = await (await b.follow(res)).text();
    expect(page).toContain("Authentication Required");
    expect(page).toContain("Please sign in to subscribe");
  });

  it("defaults to starter, falls back to starter for an unknown plan, and shows a trial as 0 USD today", async () => {
    const b = await newMember("viewer@x.test", "Viewer");
    expect(await (await b.get("/checkout")).text()).toContain("Starter plan");
    expect(await (await b.get("/checkout?plan=platinum")).text()).toContain("Starter plan");
    const trial = await (await b.get("/checkout?plan=pro&trial=true")).text();
    expect(trial).toContain("Pro plan");
    expect(trial).toMatch(/data-testid="due-today">\$0 USD/);
    const inAWeek = new Date(Date.now() + 7 * 86_400_000).toLocaleDateString("en-US", {
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    });
    expect(trial).toContain(inAWeek);
  });

  it("grants a trial once: the second time it is a paid checkout and says why", async () => {
    const b = await newMember("trialonce@x.test", "TrialOnce");
    await buy(b, "pro", { trial: true });
    expect(await sub("trialonce@x.test")).toMatchObject({ subscribed: true, isTrial: true, trialUsed: true });
    // The trial ends (time passes), and the member asks again.
    await updateSubscription(await userIdOf("trialonce@x.test"), {
      subscriptionEnd: new Date(Date.now() - 1000),
      subscribed: false,
    });
    const page = await (await b.get("/checkout?plan=pro&trial=true")).text();
    expect(page).toContain("already used your free trial");
    expect(page).toMatch(/data-testid="due-today">\$19 USD/);
    await buy(b, "pro", { trial: true });
    expect(await sub("trialonce@x.test")).toMatchObject({ subscribed: true, isTrial: false });
  });
});

describe("the free trial is for Pro only", () => {
  it.each(["starter", "elite"])(
    "?plan=%s&trial=true is a paid checkout: full price today, and the paid row has no trial",
    async (plan) => {
      const b = await newMember(`trial-${plan}@x.test`, `Trial${plan}`);
      const page = await (await b.get(`/checkout?plan=${plan}&trial=true`)).text();
      expect(page).toMatch(plan === "elite" ? /data-testid="due-today">\$49 USD/ : /data-testid="due-today">\$9 USD/);
      expect(page).not.toContain("Start Free Trial");
      await buy(b, plan, { trial: true });
      expect(await sub(`trial-${plan}@x.test`)).toMatchObject({ subscribed: true, isTrial: false, trialUsed: false });
    },
  );
});

describe("success page while the subscription activates", () => {
  it("keeps checking once a second without JavaScript, then offers a manual refresh after 60", async () => {
    const b = await newMember("waiting@x.test", "Waiting");
    const first = await (await b.get("/success")).text();
    expect(first).toContain("Activating your subscription...");
    expect(first).toContain('content="1;url=/success?attempt=1"');
    expect(first).not.toContain("Refresh Subscription Status");
    const last = await (await b.get("/success?attempt=60")).text();
    expect(last).not.toContain('http-equiv="refresh"');
    expect(last).toContain("Refresh Subscription Status");
    for (const link of ['href="/"', 'href="/course"']) expect(last).toContain(link);
  });
});

describe("local portal", () => {
  it("cancel keeps access until the period ends; resume and switch plan apply", async () => {
    const b = await newMember("portal@x.test", "Portal");
    await buy(b, "starter");
    const open = await b.post("/billing/portal", { return: "/settings" });
    expect(open.status).toBe(303);
    expect(new URL(open.headers.get("Location")!).pathname).toBe("/pay/portal");

    await b.post("/pay/portal", { intent: "cancel", return: "/settings" });
    expect(await sub("portal@x.test")).toMatchObject({ subscribed: true, cancelAtPeriodEnd: true });
    expect(await (await b.get("/skincare")).text()).not.toContain('data-testid="access-gate"');

    await b.post("/pay/portal", { intent: "resume", return: "/settings" });
    expect(await sub("portal@x.test")).toMatchObject({ cancelAtPeriodEnd: false });

    await b.post("/pay/portal", { intent: "switch", tier: "elite", return: "/settings" });
    expect(await sub("portal@x.test")).toMatchObject({ priceId: "price_local_elite" });
    expect(await (await b.get("/elite-content")).text()).not.toContain('data-testid="access-gate"');
  });

  it("a trial member cancels the trial from /settings and undoes it; the card says it ends with no charge", async () => {
    const b = await newMember("trialportal@x.test", "TrialPortal");
    await buy(b, "pro", { trial: true });
    const settings = await (await b.get("/settings")).text();
    expect(settings).toContain("Manage Subscription");
    const open = await b.post("/billing/portal", { return: "/settings" });
    expect(open.status).toBe(303);
    const portalPath = new URL(open.headers.get("Location")!).pathname;
    expect(portalPath).toBe("/pay/portal");
    const portal = await (await b.get(`${portalPath}?return=%2Fsettings`)).text();
    expect(portal).toContain("Cancel trial");
    expect(portal).not.toContain("Switch to");

    const cancelled = await b.post("/pay/portal", { intent: "cancel", return: "/settings" });
    expect(await (await b.follow(cancelled)).text()).toContain("Your trial is cancelled.");
    expect(await sub("trialportal@x.test")).toMatchObject({ subscribed: true, isTrial: true, cancelAtPeriodEnd: true });
    const end = (await sub("trialportal@x.test")).subscriptionEnd!.toLocaleDateString("en-US", {
      month: "long",
      day: "numeric",
      year: "numeric",
      timeZone: "UTC",
    });
    const card = await (await b.get("/settings")).text();
    expect(card).toContain(`Trial cancelled: it ends on ${end} with no charge.`);
    // Still Pro until the trial's end.
    expect(await (await b.get("/pro-content")).text()).not.toContain('data-testid="access-gate"');

    await b.post("/pay/portal", { intent: "resume", return: "/settings" });
    expect(await sub("trialportal@x.test")).toMatchObject({ isTrial: true, cancelAtPeriodEnd: false });
    expect(await (await b.get("/settings")).text()).toContain("Cancel before then and you pay nothing.");
    // A trial cannot switch plans in the portal.
    await b.post("/pay/portal", { intent: "switch", tier: "elite", return: "/settings" });
    expect(await sub("trialportal@x.test")).toMatchObject({ priceId: "price_local_pro" });
  });

  it("refresh answers with the Refreshed toast", async () => {
    const b = await newMember("refresh@x.test", "Refresher");
    const res = await b.post("/billing/refresh", { return: "/account" });
    expect(res.headers.get("Location")).toBe("/account");
    const page = await (await b.follow(res)).text();
    expect(page).toContain("Refreshed");
    expect(page).toContain("Subscription status updated.");
  });
});

describe("tier gates for every kind of visitor", () => {
  const members = {} as Record<Role, Browser>;

  beforeAll(async () => {
    members.signedOut = new Browser();
    members.free = await newMember("g-free@x.test", "GateFree");
    members.starter = await newMember("g-starter@x.test", "GateStarter");
    await buy(members.starter, "starter");
    members.pro = await newMember("g-pro@x.test", "GatePro");
    await buy(members.pro, "pro");
    members.elite = await newMember("g-elite@x.test", "GateElite");
    await buy(members.elite, "elite");
    members.trial = await newMember("g-trial@x.test", "GateTrial");
    await buy(members.trial, "pro", { trial: true });
    members.expired = await newMember("g-expired@x.test", "GateExpired");
    await buy(members.expired, "elite");
    await members.expired.post("/billing/portal", {});
    await members.expired.post("/pay/portal", { intent: "cancel" });
    // The cancelled period runs out.
    await updateSubscription(await userIdOf("g-expired@x.test"), { subscriptionEnd: new Date(Date.now() - 1000) });
  }, 60_000);

  const level: Record<Role, number> = { signedOut: -1, free: 0, expired: 0, starter: 1, trial: 2, pro: 2, elite: 3 };
  // Each page with words from its gated body (a guide's lesson titles are its public
  // preview; what each lesson says is not): shown only when the gate opens.
  const gated = [
    { path: "/skincare", needs: 1, secret: "Morning (about 3 minutes)" },
    { path: "/fitness", needs: 1, secret: "This is progressive overload" },
    { path: "/grooming", needs: 1, secret: "Book haircuts on a schedule" },
    { path: "/style", needs: 1, secret: "learn which neutrals flatter your skin tone" },
    { path: "/nutrition", needs: 1, secret: "estimate your maintenance calories" },
    { path: "/mindset", needs: 1, secret: "Plan the when and where" },
    { path: "/starter-content", needs: 1, secret: "Find your skin type" },
    { path: "/pro-content", needs: 2, secret: "Taking a consistent photo" },
    { path: "/elite-content", needs: 3, secret: "The short list" },
  ];

  for (const role of ["signedOut", "free", "expired", "starter", "trial", "pro", "elite"] as Role[]) {
    it(`${role}: each gated page opens exactly when the plan allows`, async () => {
      for (const page of gated) {
        const html = await (await members[role].get(page.path)).text();
        const allowed = level[role] >= page.needs;
        if (allowed) {
          expect(html, `${role} ${page.path}`).not.toContain('data-testid="access-gate"');
          expect(html, `${role} ${page.path}`).toContain(page.secret);
        } else {
          expect(html, `${role} ${page.path}`).toContain('data-testid="access-gate"');
          expect(html, `${role} ${page.path}`).not.toContain(page.secret);
          const title =
            role === "signedOut" ? "Sign In Required" : level[role] <= 0 ? "Premium Content" : "Upgrade Required";
          expect(html, `${role} ${page.path}`).toContain(title);
        }
      }
    });
  }

  it("the course portal lists first the pages the member can open, then only the plans they could buy", async () => {
    const courses = (html: string) => [...html.matchAll(/data-tier="(\w+)" data-testid="my-course"/g)].map((m) => m[1]);
    const plans = (html: string) => [...html.matchAll(/data-tier="(\w+)" data-testid="course-plan"/g)].map((m) => m[1]);
    const pro = await (await members.pro.get("/course")).text();
    expect(courses(pro)).toEqual(["starter", "pro"]);
    expect(plans(pro)).toEqual(["elite"]);
    // Courses come first; no card is a price marked "Active".
    expect(pro.indexOf('data-testid="my-course"')).toBeLessThan(pro.indexOf('data-testid="course-plan"'));
    expect(pro).not.toMatch(/>Active</);
    expect(pro).toContain('href="/pro-content"');
    expect(pro).not.toContain('aria-label="Open Elite Content"');
    const free = await (await members.free.get("/course")).text();
    expect(courses(free)).toEqual([]);
    expect(plans(free)).toEqual(["starter", "pro", "elite"]);
    expect(free).not.toContain('data-testid="guide-progress"');
    expect(courses(await (await members.elite.get("/course")).text())).toEqual(["starter", "pro", "elite"]);
  });

  it("the course portal shows the member's progress through each guide from what they opened and ticked", async () => {
    const { b } = await member({ prefix: "portal", subscription: { tier: "starter" } });
    const before = await b.get("/course").then((r) => r.text());
    expect(before).toMatch(/data-guide="skincare"[\s\S]*?Not opened yet[\s\S]*?0 of \d+ checklist items ticked/);
    const guide = await (await b.get("/skincare")).text();
    const item = /name="item" value="([^"]+)"/.exec(guide)![1];
    await b.post("/guides/check", { item });
    const after = await (await b.get("/course")).text();
    expect(after).toMatch(/data-guide="skincare"[\s\S]*?Opened[\s\S]*?1 of \d+ checklist items ticked/);
    expect(after).toMatch(/data-guide="fitness"[\s\S]*?Not opened yet/);
    expect(after).toContain("1 of 6 opened");
  });

  it("the account page shows the one tier-content button of the plan", async () => {
    const html = await (await members.elite.get("/account")).text();
    expect(html).toContain('href="/elite-content"');
    expect(html).not.toContain('data-testid="tier-content-button" href="/pro-content"');
    expect(await (await members.free.get("/account")).text()).not.toContain('data-testid="tier-content-button"');
  });

  it("the trial member sees the trial banner, 'Trial ends' and Manage Subscription (to cancel)", async () => {
    const html = await (await members.trial.get("/settings")).text();
    expect(html).toContain('data-testid="trial-banner"');
    expect(html).toContain("Trial ends");
    expect(html).toContain("Cancel before then and you pay nothing.");
    expect(html).toContain("Manage Subscription");
  });

  it("the home trial offer shows for visitors and members without a plan, never for subscribers", async () => {
    expect(await (await members.signedOut.get("/")).text()).toContain('href="/auth?trial=pro"');
    expect(await (await members.free.get("/")).text()).toContain('href="/checkout?plan=pro&amp;trial=true"');
    expect(await (await members.pro.get("/")).text()).not.toContain('data-testid="trial-offer"');
    const later = new Browser();
    expect(await (await later.get("/")).text()).toContain('data-testid="trial-offer"');
    await later.post("/trial-offer", {});
    expect(await (await later.get("/")).text()).not.toContain('data-testid="trial-offer"');
  });

  it("the trial offer is a card in the page, not a limited-time sheet, and Maybe Later lasts", async () => {
    const html = await (await members.free.get("/")).text();
    const offer = html.slice(html.indexOf('data-testid="trial-offer"'));
    expect(offer.slice(0, 2000)).toContain("Try Pro free for 7 days");
    expect(html.toLowerCase()).not.toContain("limited offer");
    // In the flow: no fixed sheet, no dialog over the page.
    expect(html).not.toMatch(/role="dialog"[^>]*trial|trial-offer"[^>]*fixed/);
    // Said once, remembered: the cookie lasts 400 days (a browser's longest), not a month.
    const res = await new Browser().post("/trial-offer", {});
    expect(res.headers.get("Set-Cookie")).toMatch(/gu_trial_later=[^;]+;.*Max-Age=34560000/i);
  });

  it("a member whose trial ran out is not offered another one on the home page", async () => {
    const { b, id } = await member({ prefix: "pasttrial" });
    await subscribe(id, { tier: "pro", trial: true, status: "canceled", endsAt: Date.now() - 1000 });
    await updateSubscription(id, { subscribed: false });
    expect(await (await b.get("/")).text()).not.toContain('data-testid="trial-offer"');
  });
});
