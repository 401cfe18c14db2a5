// Plan changes that are always visible and reversible, and the money mails, with the local
// payment provider (decisions 066 and 067). The Stripe side (schedules, doubled webhooks)
// is tests/worker/stripe-money.test.ts.
import { describe, expect, it } from "vitest";
import { sendTrialEndingMails } from "~/billing/index.server";
import { Browser } from "./helpers";
import { appEnv } from "./app-env";
import { freshCard, member, setProfile, subscribe, type Member } from "./factories";
import { billingMailsOf, mailsTo, subscriptionOf } from "./readers";
const DAY_MS = 86_400_000;

/** Buy a plan through the local hosted checkout, like a member would. */
async function buy(b: Browser, plan: string, { trial = false } = {}) {
  const start = await b.post(`/checkout?plan=${plan}${trial ? "&trial=true" : ""}`, {
    plan,
    ...(trial ? { trial: "true" } : {}),
  });
  expect(start.status).toBe(303);
  const pay = new URL(start.headers.get("Location")!).pathname;
  const paid = await b.post(pay, { cardNumber: freshCard(), expiry: "12 / 34", cvc: "123" });
  expect(paid.status).toBe(303);
}

const row = subscriptionOf;

/** The Keep form's hidden fields as the page rendered them. */
function keepFields(html: string) {
  const form = html.match(/<form[^>]*action="\/billing\/keep"[^>]*>([\s\S]*?)<\/form>/)?.[1] ?? "";
  const field = (name: string) => form.match(new RegExp(`name="${name}" value="([^"]*)"`))?.[1] ?? "";
  return { subscription: field("subscription"), tier: field("tier"), return: field("return") };
}

const DATE = "[A-Z][a-z]+ \\d{1,2}, \\d{4}";

async function eliteMember(prefix: string): Promise<Member> {
  const m = await member({ prefix });
  await buy(m.b, "elite");
  return m;
}

describe("a scheduled downgrade is visible everywhere and Keep undoes it", () => {
  it("Elite to Pro: the card, Settings, home and the local portal say 'Elite until <date>, then Pro'; Keep Elite calls it off", async () => {
    const m = await eliteMember("keeper");
    const change = await m.b.post("/checkout?plan=pro", { plan: "pro", intent: "change" });
    expect(change.headers.get("Location")).toBe("/settings");
    const line = new RegExp(`Elite until ${DATE}, then Pro`);
    const settings = await (await m.b.get("/settings")).text();
    expect(settings).toMatch(line);
    expect(await (await m.b.get("/")).text()).toMatch(line);
    expect(await (await m.b.get("/progress")).text()).toMatch(line);
    expect(await (await m.b.get("/pay/portal")).text()).toMatch(line);
    expect((await row(m.id)).scheduledPriceId).toBe("price_local_pro");

    const fields = keepFields(settings);
    expect(fields).toMatchObject({ tier: "elite", return: "/settings" });
    const kept = await m.b.post("/billing/keep", fields);
    expect(kept.headers.get("Location")).toBe("/settings");
    const after = await (await m.b.follow(kept)).text();
    expect(after).toMatch(new RegExp(`You keep Elite\\. It renews on ${DATE} as it is\\.`));
    expect(after).not.toMatch(line);
    expect(await row(m.id)).toMatchObject({ priceId: "price_local_elite", scheduledPriceId: null });
    expect(await (await m.b.get("/")).text()).not.toMatch(line);

    // One mail for the scheduled change.
    const mails = await mailsTo(m.email, "then Pro");
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toMatch(new RegExp(`You keep Elite until ${DATE}; from then your plan is Pro at \\$19`));
    expect(mails[0].html).toContain("Keep Elite");
  });

  it("a cancellation says 'then it ends', mails once, and Keep resumes the plan", async () => {
    const m = await eliteMember("canceller");
    await m.b.post("/pay/portal", { intent: "cancel", return: "/settings" });
    const settings = await (await m.b.get("/settings")).text();
    expect(settings).toMatch(new RegExp(`Elite until ${DATE}, then it ends`));
    const mails = await mailsTo(m.email, "plan is cancelled");
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toMatch(new RegExp(`You keep access until ${DATE}`));

    const kept = await m.b.post("/billing/keep", keepFields(settings));
    expect(await (await m.b.follow(kept)).text()).not.toContain("then it ends");
    expect(await row(m.id)).toMatchObject({ cancelAtPeriodEnd: false, subscribed: true });
  });

  it("a downgrade checkout shows $0 due today and the new price from the period's end", async () => {
    const m = await member({ prefix: "downpay" });
    await buy(m.b, "pro");
    const page = await (await m.b.get("/checkout?plan=starter")).text();
    expect(page).toContain('data-testid="due-today">$0 USD<');
    const end = (await row(m.id)).subscriptionEnd!;
    const on = end.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
    expect(page).toContain(`$9 USD a month from ${on}`);
    expect(page).not.toContain('data-testid="due-today">$9');
  });

  it("refuses forged or stale Keep forms with a clear message and changes nothing", async () => {
    const owner = await eliteMember("kowner");
    await owner.b.post("/checkout?plan=starter", { plan: "starter", intent: "change" });
    const ownerFields = keepFields(await (await owner.b.get("/settings")).text());
    const other = await eliteMember("kother");
    const otherFields = keepFields(await (await other.b.get("/settings")).text());
    expect(otherFields.subscription).toBe(""); // nothing scheduled: no Keep form
    const refused = async (b: Browser, fields: Record<string, string>, message: string) => {
      const res = await b.post("/billing/keep", { return: "/settings", ...fields });
      expect(res.status).toBe(303);
      const page = await (await b.follow(res)).text();
      expect(page).toContain(message.replaceAll("'", "&#x27;"));
    };
    // Another member's subscription (the owner's), sent by a member with nothing scheduled.
    await refused(
      other.b,
      { subscription: ownerFields.subscription, tier: "elite" },
      "That subscription is not your current one.",
    );
    const otherSub = (await row(other.id)).subscriptionId!;
    await refused(other.b, { subscription: otherSub, tier: "elite" }, "Nothing is scheduled to change on your plan");
    await refused(
      owner.b,
      { subscription: ownerFields.subscription, tier: "pro" },
      "That is not the plan you have now.",
    );
    await refused(owner.b, { subscription: ownerFields.subscription, tier: "diamond" }, "Choose the plan to keep.");
    const free = await member({ prefix: "kfree" });
    await refused(free.b, { subscription: ownerFields.subscription, tier: "elite" }, "You have no plan to keep.");
    expect(await row(owner.id)).toMatchObject({ scheduledPriceId: "price_local_starter" });
    expect(await row(other.id)).toMatchObject({ scheduledPriceId: null, cancelAtPeriodEnd: false });
  });
});

describe("money mails", () => {
  it("a trial mails 'trial started' once, with the first charge's date and how to cancel", async () => {
    const m = await member({ prefix: "trialmail" });
    await buy(m.b, "pro", { trial: true });
    const mails = await mailsTo(m.email, "trial has started");
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toMatch(new RegExp(`Your first charge of \\$19 USD a month is on ${DATE}\\.`));
    expect(mails[0].text).toContain("Cancel before then and you pay nothing");
    expect(mails[0].html).toContain("You got this mail because it is about your Glowup plan");
    // The claim is marked sent once the provider took the mail.
    expect(await billingMailsOf(m.id)).toEqual([
      {
        key: expect.stringMatching(/^trial-started:sub_local_/) as string,
        kind: "trial-started",
        sentAt: expect.any(Date) as Date,
      },
    ]);
  });

  it("the trial-ending mail goes out 2 days before the first charge in the member's own zone, once under a doubled Cron run", async () => {
    // The first charge at 12:00 UTC on Dec 10: Dec 10 04:00 in Los Angeles, Dec 11 01:00 in Auckland.
    const end = Date.parse("2026-12-10T12:00:00Z");
    const la = await member({ prefix: "trialla", profile: { timeZone: "America/Los_Angeles" } });
    const nz = await member({ prefix: "trialnz", profile: { timeZone: "Pacific/Auckland" } });
    for (const m of [la, nz])
      await subscribe(m.id, {
        tier: "pro",
        trial: true,
        endsAt: end,
        subscriptionId: `sub_local_${m.id}`,
        customerId: `cus_local_${m.id}`,
      });
    const ending = (m: Member) => mailsTo(m.email, "trial ends in 2 days");

    // Dec 8 16:00 UTC: 08:00 in LA on Dec 8 (two days before Dec 10), not yet morning.
    await sendTrialEndingMails(appEnv, new Date("2026-12-08T16:00:00Z"));
    expect(await ending(la)).toHaveLength(0);
    // Dec 8 18:00 UTC: 10:00 in LA on Dec 8 (due); 07:00 on Dec 9 in Auckland (its day is Dec 9, too early).
    await Promise.all([
      sendTrialEndingMails(appEnv, new Date("2026-12-08T18:00:00Z")),
      sendTrialEndingMails(appEnv, new Date("2026-12-08T18:00:00Z")),
    ]);
    expect(await ending(la)).toHaveLength(1);
    expect(await ending(nz)).toHaveLength(0);
    // Dec 8 20:30 UTC: 09:30 on Dec 9 in Auckland, two of its days before Dec 11.
    await Promise.all([
      sendTrialEndingMails(appEnv, new Date("2026-12-08T20:30:00Z")),
      sendTrialEndingMails(appEnv, new Date("2026-12-08T20:30:00Z")),
    ]);
    await sendTrialEndingMails(appEnv, new Date("2026-12-09T20:00:00Z"));
    expect(await ending(la)).toHaveLength(1);
    const [nzMail] = await ending(nz);
    expect(await ending(nz)).toHaveLength(1);
    // The date is the member's own: Dec 11 in Auckland, Dec 10 in Los Angeles.
    expect(nzMail.text).toContain("ends on December 11, 2026");
    expect((await ending(la))[0].text).toContain("ends on December 10, 2026");

    // The one-click cancel link: GET asks (scanners follow links), POST cancels the trial.
    const url = new URL(nzMail.text.match(/Cancel my trial: (\S+)/)![1]);
    expect(url.pathname).toBe("/billing/cancel-trial");
    const stranger = new Browser();
    const page = await (await stranger.get(`${url.pathname}${url.search}`)).text();
    expect(page).toContain("Cancel my trial");
    expect((await row(nz.id)).cancelAtPeriodEnd).toBe(false);
    const done = await stranger.post(`${url.pathname}${url.search}`, { token: url.searchParams.get("token")! });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("Your trial is cancelled.");
    expect(await row(nz.id)).toMatchObject({ cancelAtPeriodEnd: true, isTrial: true });
    expect(await mailsTo(nz.email, "trial is cancelled")).toHaveLength(1);
    const again = await stranger.post(`${url.pathname}${url.search}`, { token: url.searchParams.get("token")! });
    expect(again.status).toBe(409);
    const forged = await stranger.post("/billing/cancel-trial", { token: `${url.searchParams.get("token")!}x` });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain("This link is not valid.");
  });

  it("a cancelled trial and a trial more than 2 of the member's days away get no trial-ending mail", async () => {
    const at = new Date("2026-12-08T18:00:00Z");
    const cancelled = await member({ prefix: "trialcx" });
    await subscribe(cancelled.id, {
      tier: "pro",
      trial: true,
      cancelAtPeriodEnd: true,
      endsAt: at.getTime() + DAY_MS,
      subscriptionId: `sub_local_${cancelled.id}`,
    });
    const far = await member({ prefix: "trialfar" });
    await setProfile(far.id, { timeZone: "UTC" });
    await subscribe(far.id, {
      tier: "pro",
      trial: true,
      endsAt: at.getTime() + 3 * DAY_MS,
      subscriptionId: `sub_local_${far.id}`,
    });
    await sendTrialEndingMails(appEnv, at);
    expect(await mailsTo(cancelled.email, "trial ends in 2 days")).toHaveLength(0);
    expect(await mailsTo(far.email, "trial ends in 2 days")).toHaveLength(0);
  });
});
