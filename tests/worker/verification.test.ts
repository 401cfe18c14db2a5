// Email verification (issue #27): sign-up mails a link, the link verifies once and
// expires, a newer link replaces the older one, resending is paced, and the free trial
// is granted only to a verified address (checkout says so and offers a new link).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { RESEND_INTERVAL_MS } from "~/auth/verification.server";
import { database, schema } from "~/db.server";
import { Browser } from "./helpers";
import { ageVerificationLink, freshCard, member, type Member } from "./factories";
import { isVerified, latestMail, mailsTo } from "./readers";
import { appEnv } from "./app-env";

const VERIFY_SUBJECT = "Verify your Glowup email address";
const html = (res: Response) => res.text();

/** The token of the newest verification link mailed to `email`. */
async function linkToken(email: string) {
  const mail = await latestMail(email, VERIFY_SUBJECT);
  const token = mail?.text.match(/\/auth\/verify\?token=([^\s]+)/)?.[1];
  if (!token) throw new Error(`no verification link for ${email}`);
  return decodeURIComponent(token);
}

/** Opens the link the way a member does: the page, then its button. */
async function openLink(token: string, b = new Browser()) {
  const page = await b.get(`/auth/verify?token=${encodeURIComponent(token)}`);
  expect(await html(page)).toContain("Verify my address");
  return b.post(`/auth/verify?token=${encodeURIComponent(token)}`, { token });
}

const unverified = (prefix: string) => member({ prefix, verified: false });

async function subscriptionOf(userId: string) {
  const [row] = await database(appEnv)
    .select()
    .from(schema.userSubscriptions)
    .where(eq(schema.userSubscriptions.userId, userId));
  return row ?? null;
}

/** Starts checkout for Pro with the trial asked for, and pays on the local provider. */
async function buyProTrial(m: Member) {
  const start = await m.b.post("/checkout?plan=pro&trial=true", { plan: "pro", trial: "true" });
  expect(start.status).toBe(303);
  const pay = new URL(start.headers.get("Location")!).pathname;
  await m.b.get(pay);
  return m.b.post(pay, { cardNumber: freshCard(), expiry: "12 / 34", cvc: "123" });
}

describe("the verification mail and link", () => {
  it("sign-up mails a branded link; opening the page alone verifies nothing, its button does", async () => {
    const m = await unverified("verifyme");
    const mail = await latestMail(m.email, VERIFY_SUBJECT);
    expect(mail?.text).toContain(`Hi ${m.username},`);
    expect(mail?.text).toContain("You got this mail because someone created a Glowup account with this address");
    expect(mail?.html).toContain("Verify my address");
    expect(mail?.html).toContain("You got this mail because");
    const token = await linkToken(m.email);

    await new Browser().get(`/auth/verify?token=${encodeURIComponent(token)}`);
    await new Browser().get(`/auth/verify?token=${encodeURIComponent(token)}`);
    expect(await isVerified(m.id)).toBe(false);

    const done = await openLink(token);
    expect(done.status).toBe(303);
    expect(done.headers.get("Location")).toBe("/");
    expect(await isVerified(m.id)).toBe(true);
  });

  it("a link works once: the second use is refused and says so", async () => {
    const m = await unverified("once");
    const token = await linkToken(m.email);
    expect((await openLink(token)).status).toBe(303);
    const again = await openLink(token);
    expect(again.status).toBe(409);
    expect(await html(again)).toContain("This link has already been used");
  });

  it("two racing opens of one link verify once, and the loser is told the link is used", async () => {
    const m = await unverified("racer");
    const token = await linkToken(m.email);
    const results = await Promise.all([openLink(token), openLink(token)]);
    expect(results.map((r) => r.status).sort()).toEqual([303, 409]);
    expect(await isVerified(m.id)).toBe(true);
  });

  it("an expired link verifies nothing and says it expired", async () => {
    const m = await unverified("late");
    const token = await linkToken(m.email);
    await ageVerificationLink(m.id, { expiresAt: Date.now() - 1000 });
    const res = await openLink(token);
    expect(res.status).toBe(400);
    expect(await html(res)).toContain("This link has expired");
    expect(await isVerified(m.id)).toBe(false);
  });

  it("a made-up or truncated token verifies nothing and the page answers, never a 500", async () => {
    const m = await unverified("forged");
    const token = await linkToken(m.email);
    for (const bad of [token.slice(0, -4), "nonsense", `${token}x`]) {
      const res = await openLink(bad);
      expect([400, 409]).toContain(res.status);
    }
    const empty = await new Browser().post("/auth/verify", { token: "" });
    expect(empty.status).toBe(400);
    expect(await html(empty)).toContain("This link is not valid");
    expect(await isVerified(m.id)).toBe(false);
  });
});

describe("sending a new link", () => {
  it("is paced: none within a minute of the last, then one, and it replaces the older link", async () => {
    const m = await unverified("resend");
    const first = await linkToken(m.email);
    const soon = await m.b.post("/auth/resend-verification", { back: "/checkout?plan=pro&trial=true" });
    expect(soon.status).toBe(303);
    expect(soon.headers.get("Location")).toBe("/checkout?plan=pro&trial=true");
    expect(await html(await m.b.follow(soon))).toContain("less than a minute ago");
    expect(await mailsTo(m.email, VERIFY_SUBJECT)).toHaveLength(1);

    await ageVerificationLink(m.id, { sentAt: Date.now() - RESEND_INTERVAL_MS - 1000 });
    const later = await m.b.post("/auth/resend-verification", { back: "/checkout?plan=pro&trial=true" });
    expect(await html(await m.b.follow(later))).toContain("We sent a new verification link");
    expect(await mailsTo(m.email, VERIFY_SUBJECT)).toHaveLength(2);

    const second = await linkToken(m.email);
    expect(second).not.toBe(first);
    expect((await openLink(first)).status).toBe(409);
    expect((await openLink(second)).status).toBe(303);
  });

  it("two racing resends send one mail", async () => {
    const m = await unverified("resendrace");
    await ageVerificationLink(m.id, { sentAt: Date.now() - RESEND_INTERVAL_MS - 1000 });
    await Promise.all([
      m.b.post("/auth/resend-verification", { back: "/" }),
      m.b.post("/auth/resend-verification", { back: "/" }),
    ]);
    expect(await mailsTo(m.email, VERIFY_SUBJECT)).toHaveLength(2);
  });

  it("goes back only to a page of this site, and needs a signed-in member", async () => {
    const m = await unverified("resendback");
    const res = await m.b.post("/auth/resend-verification", { back: "https://evil.example/" });
    expect(res.headers.get("Location")).toBe("/");
    const signedOut = await new Browser().post("/auth/resend-verification", { back: "/" });
    expect(signedOut.headers.get("Location")).toMatch(/^\/auth\?redirect=/);
  });
});

describe("the free trial needs a verified address", () => {
  it("an unverified member is offered no trial: checkout says why and offers a new link", async () => {
    const m = await unverified("notrial");
    const page = await html(await m.b.get("/checkout?plan=pro&trial=true"));
    expect(page).toContain("The free trial starts from a verified email address");
    expect(page).toContain("Send a new link");
    expect(page).toMatch(/data-testid="due-today">\$19 USD/);
    expect(page).not.toContain("Start Free Trial");
    // Posting the trial anyway buys the paid plan, with no trial and the trial still unused.
    expect((await buyProTrial(m)).status).toBe(303);
    expect(await subscriptionOf(m.id)).toMatchObject({ subscribed: true, isTrial: false, trialUsed: false });
  });

  it("the home page's trial offer says so too", async () => {
    const m = await unverified("homeoffer");
    const page = await html(await m.b.get("/"));
    expect(page).toContain('data-testid="trial-dialog"');
    expect(page).toContain("The free trial starts from a verified email address");
  });

  it("once verified, the same member gets the trial", async () => {
    const m = await unverified("latertrial");
    expect((await openLink(await linkToken(m.email))).status).toBe(303);
    const page = await html(await m.b.get("/checkout?plan=pro&trial=true"));
    expect(page).not.toContain("verified email address");
    expect(page).toMatch(/data-testid="due-today">\$0 USD/);
    expect((await buyProTrial(m)).status).toBe(303);
    expect(await subscriptionOf(m.id)).toMatchObject({ subscribed: true, isTrial: true, trialUsed: true });
  });
});
