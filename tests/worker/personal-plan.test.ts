// The personal plan (issue #36, decision 074): the assessment's result saved as the member's
// plan, "Your plan today" on the home, a tick counted once a day through the one award writer
// (and by the streak), the tier's limits held on the server, and a retake that asks first.
import { describe, expect, it } from "vitest";
import { calendarDay } from "~/calendar/days";
import { formatDate } from "~/calendar/format";
import { ROUTINE_TICK_XP } from "~/game/routine.server";
import { buildRoutine, itemsOn, readRoutine, tickableOn } from "~/plan/plan";
import { authSecret } from "~/auth/index.server";
import { getPlan } from "~/billing/plans";
import { sign } from "~/security/signing.server";
import { appEnv } from "./app-env";
import { Browser, signUp } from "./helpers";
import { backdateAccount, member, userIdOf, verifyAccount, type Member } from "./factories";
import { assessmentOf, awardsOf, loggedXp, profileOf } from "./readers";

const today = () => calendarDay(new Date(), "UTC");
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replaceAll("&#x27;", "'")
    .replaceAll("&amp;", "&");

// Goal face, a few things tried, 15-30 minutes, ... : Pro, Skincare & Grooming.
const ANSWERS = [0, 1, 1, 0, 0];
const answerFields = (answers: number[]) => Object.fromEntries(answers.map((a, i) => [`q${i}`, String(a)]));

async function takeAssessment(m: Member, answers = ANSWERS, extra: Record<string, string> = {}) {
  const res = await m.b.post("/assessment", { step: "4", intent: "results", ...answerFields(answers), ...extra });
  expect(res.status).toBe(200);
  return text(await res.text());
}

const itemsToday = (answers = ANSWERS) => itemsOn(readRoutine(buildRoutine(answers)), today());

async function tick(m: Member, item: string) {
  const res = await m.b.post("/plan/tick", { item, zone: "UTC" });
  expect(res.status).toBe(303);
  return { location: res.headers.get("Location"), html: text(await (await m.b.follow(res)).text()) };
}

describe("the assessment's result becomes the member's plan", () => {
  it("is saved with its routine; the home shows today's items and the assessment page the plan and its date", async () => {
    const m = await member({ prefix: "plan-save", subscription: { tier: "pro" }, profile: { timeZone: "UTC" } });
    const before = text(await (await m.b.get("/")).text());
    expect(before).toContain("Make my plan");
    const result = await takeAssessment(m);
    expect(result).toContain('data-testid="plan-saved"');
    const row = await assessmentOf(m.id);
    expect(row?.focus).toBe("Skincare & Grooming");

    const home = text(await (await m.b.get("/")).text());
    expect(home).toContain("Your plan today");
    expect(home).toContain("Focus: Skincare & Grooming");
    for (const item of itemsToday()) expect(home).toContain(item.text);
    expect(home).toContain(`0 of ${itemsToday().length} done`);
    expect(home).toContain('data-testid="plan-first-step"');

    const page = text(await (await m.b.get("/assessment")).text());
    expect(page).toContain('data-testid="current-plan"');
    expect(page).toContain(`Made ${formatDate(new Date(), "UTC")}`);
    expect(page).toContain("Retake the assessment");
  });

  it("a retake replaces the plan only after the member confirms", async () => {
    const m = await member({ prefix: "plan-retake" });
    await takeAssessment(m);
    // A different answer set: Fitness & Nutrition.
    const other = [1, 1, 0, 1, 1];
    const asked = await takeAssessment(m, other);
    expect(asked).toContain('data-testid="replace-plan"');
    expect(asked).toContain("Replace my plan");
    expect((await assessmentOf(m.id))?.focus).toBe("Skincare & Grooming");
    const confirmed = await takeAssessment(m, other, { replace: "yes" });
    expect(confirmed).toContain('data-testid="plan-saved"');
    expect((await assessmentOf(m.id))?.focus).toBe("Fitness & Nutrition");
  });
});

describe("ticking an item of the plan", () => {
  it("counts once a day under two racing requests: XP is the sum of the awards, and the streak counts the day", async () => {
    const m = await member({ prefix: "plan-tick", subscription: { tier: "pro" }, profile: { timeZone: "UTC" } });
    await takeAssessment(m);
    const [item] = itemsToday();
    const [a, b] = await Promise.all([
      m.b.post("/plan/tick", { item: item.id, zone: "UTC" }),
      m.b.post("/plan/tick", { item: item.id, zone: "UTC" }),
    ]);
    expect([a.status, b.status]).toEqual([303, 303]);
    const ticks = await awardsOf(m.id, { keyPrefix: "routine:" });
    expect(ticks).toHaveLength(1);
    expect(ticks[0]).toMatchObject({
      key: `routine:${today()}:${item.id}`,
      type: "routine_ticked",
      xp: ROUTINE_TICK_XP,
    });
    const profile = await profileOf(m.id);
    expect(profile.xp).toBe(await loggedXp(m.id));
    expect(profile.currentStreak).toBe(1);
    expect(profile.lastActivityDate).toBe(today());

    const again = await tick(m, item.id);
    expect(again.html).toContain("Already ticked");
    expect(await awardsOf(m.id, { keyPrefix: "routine:" })).toHaveLength(1);
    const home = text(await (await m.b.get("/")).text());
    expect(home).toContain(`1 of ${itemsToday().length} done`);
    expect(home).toContain("Done today");
    expect(home).toContain("Today counts already.");
  });

  it("from the offline queue: a replayed tick answers 'Already received', one made yesterday 'Not sent'", async () => {
    const m = await member({ prefix: "plan-queue", subscription: { tier: "pro" }, profile: { timeZone: "UTC" } });
    await takeAssessment(m);
    const [first, second] = itemsToday();
    const queued = { item: first.id, zone: "UTC", key: "queued-tick-key-0001", day: today() };
    await Promise.all([m.b.post("/plan/tick", queued), m.b.post("/plan/tick", queued)]);
    expect(await awardsOf(m.id, { keyPrefix: "routine:" })).toHaveLength(1);
    const replay = await m.b.follow(await m.b.post("/plan/tick", queued));
    expect(text(await replay.text())).toContain("Already received");
    const yesterday = calendarDay(new Date(Date.now() - 86_400_000), "UTC");
    const stale = await m.b.post("/plan/tick", {
      ...queued,
      item: second.id,
      key: "queued-tick-key-0002",
      day: yesterday,
    });
    expect(text(await (await m.b.follow(stale)).text())).toContain("saved offline on an earlier day");
    expect(await awardsOf(m.id, { keyPrefix: "routine:" })).toHaveLength(1);
    expect((await profileOf(m.id)).xp).toBe(await loggedXp(m.id));
  });

  it("lands back on the plan with the award's toast", async () => {
    const m = await member({ prefix: "plan-toast", subscription: { tier: "starter" } });
    await takeAssessment(m);
    const done = await tick(m, itemsToday()[1].id);
    expect(done.location).toBe("/#plan-today");
    expect(done.html).toContain(`+${ROUTINE_TICK_XP} XP`);
  });

  it("a free member gets the focus and one item a day; a forged subscriber's item is refused with a clear message", async () => {
    const m = await member({ prefix: "plan-free", profile: { timeZone: "UTC" } });
    await takeAssessment(m);
    const routine = readRoutine(buildRoutine(ANSWERS));
    const [mine] = tickableOn(routine, today(), false);
    const others = itemsOn(routine, today()).filter((i) => i.id !== mine.id);
    const home = text(await (await m.b.get("/")).text());
    expect(home).toContain("Focus: Skincare & Grooming");
    expect(home).toContain(mine.text);
    // The rest of the routine's words are not on the page: counted only.
    for (const other of others) expect(home).not.toContain(`value="${other.id}"`);
    expect(home).toContain(`${others.length} more items of your routine today come with a plan`);

    const forged = await tick(m, others[0].id);
    expect(forged.html).toContain("That item comes with a subscription");
    const unknown = await tick(m, "morning:skincare.not-an-item");
    expect(unknown.html).toContain("That item is not in your plan today");
    expect(await awardsOf(m.id, { keyPrefix: "routine:" })).toHaveLength(0);

    const allowed = await tick(m, mine.id);
    expect(allowed.html).toContain(`+${ROUTINE_TICK_XP} XP`);
    expect(await awardsOf(m.id, { keyPrefix: "routine:" })).toHaveLength(1);
  });

  it("without a plan, a tick goes to the assessment; a visitor's goes to sign-in", async () => {
    const m = await member({ prefix: "plan-none" });
    const res = await m.b.post("/plan/tick", { item: itemsToday()[0].id });
    expect(res.headers.get("Location")).toBe("/assessment");
    expect(text(await (await m.b.follow(res)).text())).toContain("Take the assessment first");
    const visitor = await new Browser().post("/plan/tick", { item: itemsToday()[0].id });
    expect(visitor.headers.get("Location")).toMatch(/^\/auth\?redirect=/);
  });
});

describe("the home's greeting", () => {
  it("welcomes a brand-new member, and welcomes them back on a later day", async () => {
    const m = await member({ prefix: "plan-hello" });
    expect(text(await (await m.b.get("/")).text())).toContain(`Welcome, ${m.username}`);
    await backdateAccount(m.id, 2 * 86_400_000);
    expect(text(await (await m.b.get("/")).text())).toContain(`Welcome back, ${m.username}`);
  });
});

describe("the path keeps a visitor's choices through sign-up (decision 075)", () => {
  /** A visitor who took the assessment and chose Pro with its trial, then signed up and verified. */
  async function visitorWhoChose(email: string, username: string) {
    const b = new Browser();
    const result = await b.post("/assessment", { step: "4", intent: "results", ...answerFields(ANSWERS) });
    expect(result.status).toBe(200);
    expect(b.cookies.has("gu_kept")).toBe(true);
    const checkout = await b.get("/checkout?plan=pro&trial=true");
    expect(checkout.status).toBe(302);
    expect(checkout.headers.get("Location")).toBe(
      `/auth?mode=signup&redirect=${encodeURIComponent("/checkout?plan=pro&trial=true")}`,
    );
    expect((await signUp(b, email, username)).status).toBe(303);
    await verifyAccount(await userIdOf(email));
    return b;
  }

  it("after sign-up the member lands on their result, saved as their plan, then on checkout with the trial offered", async () => {
    const b = await visitorWhoChose("kept@plan.test", "keptone");
    const signedIn = await b.post("/auth", { mode: "signin", email: "kept@plan.test", password: "secret123" });
    expect(signedIn.headers.get("Location")).toBe("/assessment?continue=pro");
    expect(b.cookies.has("gu_kept")).toBe(false);
    const id = await userIdOf("kept@plan.test");
    expect(await assessmentOf(id)).toMatchObject({
      plan: "Pro",
      focus: "Skincare & Grooming",
      answers: JSON.stringify(ANSWERS),
    });
    const page = text(await (await b.follow(signedIn)).text());
    expect(page).toContain('data-testid="plan-next"');
    expect(page).toContain('href="/checkout?plan=pro&trial=true"');
    const checkout = text(await (await b.get("/checkout?plan=pro&trial=true")).text());
    expect(checkout).toContain("Start Free Trial");
    expect(checkout).toMatch(/data-testid="due-today">\$0 USD/);
  });

  it("a tampered cookie is ignored: sign-in goes where it would have, and no plan is saved", async () => {
    const b = await visitorWhoChose("tamper@plan.test", "tamperer");
    const [body, mac] = b.cookies.get("gu_kept")!.split(".");
    const forged = JSON.parse(atob(body.replaceAll("-", "+").replaceAll("_", "/"))) as Record<string, unknown>;
    const altered = btoa(JSON.stringify({ ...forged, plan: "elite" }))
      .replaceAll("+", "-")
      .replaceAll("/", "_")
      .replace(/=+$/, "");
    b.cookies.set("gu_kept", `${altered}.${mac}`);
    const signedIn = await b.post("/auth", { mode: "signin", email: "tamper@plan.test", password: "secret123" });
    expect(signedIn.headers.get("Location")).toBe("/");
    expect(await assessmentOf(await userIdOf("tamper@plan.test"))).toBeNull();
  });

  it("a kept choice cannot change a price or grant a trial: checkout recomputes both", async () => {
    // A member who already had their trial, holding a validly signed cookie that also claims a price and a trial.
    const m = await member({
      prefix: "kept-price",
      subscription: { tier: "pro", status: "canceled", endsAt: Date.now() - 86_400_000, trialUsed: true },
    });
    const token = await sign(
      { answers: ANSWERS, plan: "pro", priceUsd: 0, trial: true, at: Date.now() },
      authSecret(appEnv),
    );
    const b = new Browser();
    b.cookies.set("gu_kept", token);
    const signedIn = await b.post("/auth", { mode: "signin", email: m.email, password: "secret123" });
    expect(signedIn.headers.get("Location")).toBe("/assessment?continue=pro");
    const checkout = text(await (await b.get("/checkout?plan=pro&trial=true")).text());
    expect(checkout).not.toContain("Start Free Trial");
    expect(checkout).toContain(`Subscribe for $${getPlan("pro").priceUsd}/month`);
    expect(checkout).toMatch(new RegExp(`data-testid="due-today">\\$${getPlan("pro").priceUsd} USD`));
  });
});
