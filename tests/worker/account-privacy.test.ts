// What the privacy policy promises, through the real app: a member downloads their own
// data from /settings, and deletes their account with their password. After deletion
// their rows are gone or anonymised, their photos are gone from R2, their sessions end,
// their chat messages read 'Deleted member', and the other member's history still adds up.
import { and, eq, getTableName, or } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { schema } from "~/db.server";
import { challenges as seedChallenges } from "../../db/seed-data.mjs";
import { DELETED_MEMBER, deletedEmail } from "../../db/constants";
import { TOO_MANY_ATTEMPTS, WRONG_PASSWORD } from "~/account/forms";
import { dailyFive } from "~/game/daily";
import { calendarDay } from "~/calendar/days";
import { memberPrefix } from "~/scan/keys";
import { programmeById } from "~/training/programmes";
import { appFetch, Browser, ORIGIN, signIn, signUp } from "./helpers";
import { member, streakReminderSent, type Member } from "./factories";
import {
  accountSecrets,
  battlesStartedBy,
  chatMessages,
  invitationsFrom,
  loggedXp,
  profileOf,
  rowCount,
  userRow,
} from "./readers";
import { normalJpeg } from "./scan-images";
import { appEnv } from "./app-env";

async function buy(b: Browser, plan: string) {
  const start = await b.post(`/checkout?plan=${plan}`, { plan });
  const path = new URL(start.headers.get("Location")!).pathname;
  await b.get(path);
  const paid = await b.post(path, { cardNumber: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123" });
  expect(paid.status).toBe(303);
}

const cookieOf = (b: Browser) => [...b.cookies].map(([k, v]) => `${k}=${v}`).join("; ");

async function uploadPhoto(b: Browser) {
  const form = new FormData();
  form.append("photo", new Blob([normalJpeg() as BlobPart], { type: "image/jpeg" }), "me.jpg");
  const res = await appFetch(`${ORIGIN}/face-scanner`, {
    method: "POST",
    body: form,
    redirect: "manual",
    headers: { Origin: ORIGIN, Host: "localhost", Cookie: cookieOf(b), "cf-connecting-ip": b.ip },
  });
  expect(res.status).toBe(303);
  return Number(res.headers.get("Location")!.split("/").pop());
}

let chatSeq = 0;
const say = async (m: Member, message: string) => {
  const res = await m.b.post("/chat?channel=general", {
    intent: "send",
    channel: "general",
    message,
    clientId: `privacy-client-${++chatSeq}`,
  });
  expect(res.status).toBe(303);
};
const progress = (m: Member, fields: Record<string, string>) => m.b.post("/progress", fields);
const { user, userProfiles: profiles, activityLog: log, session, battleMatches, challengeInvitations: inv } = schema;
const r2Keys = async (userId: string) =>
  (await appEnv.PHOTOS.list({ prefix: memberPrefix(userId) })).objects.map((o) => o.key);

/** XP on the profile equals the sum of the member's awards (the game's invariant). */
async function xpMatchesLog(id: string) {
  const p = await profileOf(id);
  expect(p.xp).toBe(await loggedXp(id));
  return p.xp;
}

const five = () => dailyFive(seedChallenges, calendarDay(new Date(), "UTC"));
let alice: Member;
let bob: Member;
let aliceScan: number;
let finishedBattle: number;
let openBattle: number;

beforeAll(async () => {
  alice = await member({ username: "alicepriv", email: "alicepriv@privacy.test" });
  bob = await member({ username: "bobpriv", email: "bobpriv@privacy.test" });
  await buy(alice.b, "pro");
  const [c1, c2, c3, c4] = five();
  // Progress: a completed challenge (XP, an achievement, the activity log).
  for (const m of [alice, bob]) {
    await progress(m, { intent: "start", challengeId: c1.id });
    await progress(m, { intent: "complete", challengeId: c1.id });
  }
  await say(alice, "alice-secret-hello");
  await say(bob, "bob-own-message");
  aliceScan = await uploadPhoto(alice.b);
  // A decided battle (bob wins: he completes it first), an open one, a pending invitation.
  for (const c of [c2, c3]) {
    await progress(alice, { intent: "invite", username: bob.username, challengeId: c.id });
    const [inv] = await invitationsFrom(alice.id, { challengeId: c.id });
    await progress(bob, { intent: "accept", invitationId: String(inv.id) });
  }
  [finishedBattle, openBattle] = (await battlesStartedBy(alice.id)).map((r) => r.id);
  // Bob completes the battle's challenge first and wins; Alice completes it after him.
  for (const m of [bob, alice]) {
    await progress(m, { intent: "start", challengeId: c2.id });
    await progress(m, { intent: "complete", challengeId: c2.id });
  }
  await progress(bob, { intent: "invite", username: alice.username, challengeId: c4.id });
  // A programme with a logged session; saved calories and a week of meals.
  await alice.b.post("/programmes", { intent: "start", programmeId: "beginner-none" });
  const session: Record<string, string> = { intent: "log", sessionNo: "0" };
  programmeById("beginner-none")!.sessions[0].slots.forEach((slot, i) => {
    for (let set = 0; set < slot.sets; set++) session[`reps-${i}-${set}`] = String(slot.reps);
  });
  expect((await alice.b.post("/programmes", session)).status).toBe(303);
  const calories = { tab: "calories", units: "metric", sex: "female", age: "31", height: "170", weight: "64" };
  await alice.b.post("/calculator?tab=calories", { ...calories, activity: "moderate", goal: "gain" });
  expect((await alice.b.post("/meal-plan", { intent: "build" })).status).toBe(303);
}, 90_000);

describe("download my data", () => {
  it("is a JSON attachment with the member's profile, subscription, progress, achievements, battles, messages and scans", async () => {
    const res = await alice.b.get("/settings/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(res.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="glowup-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers.get("Cache-Control")).toContain("no-store");
    const text = await res.text();
    const data = JSON.parse(text);
    expect(data.account.email).toBe(alice.email);
    expect(data.profile.username).toBe(alice.username);
    expect(data.subscription).toMatchObject({ subscribed: true, tier: "pro" });
    expect(data.progress.xp).toBeGreaterThan(0);
    expect(data.progress.xp).toBe(await xpMatchesLog(alice.id));
    expect(data.progress.activityLog.length).toBeGreaterThan(0);
    expect(data.progress.activityLog.reduce((s: number, a: { xp: number }) => s + a.xp, 0)).toBe(data.progress.xp);
    expect(data.achievements.length).toBeGreaterThan(0);
    expect(data.chatMessages.map((m: { message: string }) => m.message)).toEqual(["alice-secret-hello"]);
    expect(data.battles).toHaveLength(2);
    expect(data.battles.find((b: { id: number }) => b.id === finishedBattle)).toMatchObject({
      result: "lost",
      opponent: bob.username,
    });
    expect(
      data.invitations.some(
        (i: { direction: string; otherMember: string }) => i.direction === "received" && i.otherMember === bob.username,
      ),
    ).toBe(true);
    expect(data.scans).toHaveLength(1);
    expect(data.scans[0].photoUrl).toBe(`${ORIGIN}/face-scanner/photos/${aliceScan}`);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.profile.streakReminders).toBe(true);
    expect(data.streakReminderMails).toEqual([]);
    // The programme she follows with its logged sets, her saved calories and her week of meals.
    expect(data.workoutProgrammes).toHaveLength(1);
    expect(data.workoutProgrammes[0]).toMatchObject({ programme: "Foundations at home", trainingDays: "1,3,5" });
    expect(data.workoutProgrammes[0].sessions[0].sets).toHaveLength(15);
    expect(data.mealPlan.calorieTarget).toMatchObject({ goal: "gain", weightKg: 64 });
    expect(data.mealPlan.plan.days).toHaveLength(7);

    // Only her own: nothing of Bob's but the username she saw him under, no secrets.
    expect(text).not.toContain(bob.email);
    expect(text).not.toContain("bob-own-message");
    expect(text).not.toContain(bob.id);
    for (const row of await accountSecrets(alice.id)) {
      expect(text).not.toContain(row.password);
      expect(text).not.toContain(row.token);
    }
  });

  it("the photo links open for their owner only", async () => {
    const link = `/face-scanner/photos/${aliceScan}`;
    const own = await alice.b.get(link);
    expect(own.status).toBe(200);
    expect(own.headers.get("Content-Type")).toBe("image/jpeg");
    expect((await bob.b.get(link)).status).toBe(404);
  });

  it("signed out, the download sends the visitor to sign in and back", async () => {
    const res = await new Browser().get("/settings/export");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/auth?redirect=%2Fsettings%2Fexport");
  });

  it("Settings links to the download and shows the deletion form", async () => {
    const html = await (await alice.b.get("/settings")).text();
    expect(html).toContain('href="/settings/export"');
    expect(html).toContain("Delete my account");
    expect(html).toContain('name="password"');
  });
});

describe("deleting the account", () => {
  it("a wrong password deletes nothing and says so at the form: the field marked invalid", async () => {
    const form = await (await alice.b.get("/settings")).text();
    // No fragment: a page opened at a fragment's target skips autofocus, which brings the field into view.
    expect(form).toMatch(/<form[^>]*action="\/settings"[^>]*id="delete-account"/);
    const res = await alice.b.post("/settings", { password: "not-her-password" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(WRONG_PASSWORD);
    expect(html).toMatch(/<input[^>]*name="password"[^>]*aria-invalid="true"/i);
    expect(html).not.toContain("not-her-password");
    expect((await alice.b.get("/settings")).status).toBe(200);
    expect(await rowCount(profiles, eq(profiles.userId, alice.id))).toBe(1);
    expect(await r2Keys(alice.id)).toHaveLength(2);
  });

  it("an empty password is refused with a message", async () => {
    const res = await alice.b.post("/settings", { password: "" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Enter your password to confirm");
  });

  it("is rate-limited like sign-in: after repeated wrong passwords even the right one waits", async () => {
    const carol = await member({ username: "carolpriv", email: "carolpriv@privacy.test" });
    const statuses: number[] = [];
    for (let i = 0; i < 12 && !statuses.includes(429); i++)
      statuses.push((await carol.b.post("/settings", { password: `guess-${i}` })).status);
    expect(statuses.at(-1)).toBe(429);
    const right = await carol.b.post("/settings", { password: "secret123" });
    expect(right.status).toBe(429);
    expect(await right.text()).toContain(TOO_MANY_ATTEMPTS);
    expect(await rowCount(profiles, eq(profiles.userId, carol.id))).toBe(1);
  });

  it("with the right password: data gone, messages anonymised, photos gone, sessions ended, Bob unaffected", async () => {
    const bobXp = await xpMatchesLog(bob.id);
    const bobLog = await rowCount(log, eq(log.userId, bob.id));
    // A second device of Alice's, signed in separately.
    const phone = new Browser();
    await signIn(phone, alice.email);
    expect(phone.signedIn()).toBe(true);
    const oldCookies = new Map(alice.b.cookies);
    // A streak reminder she was sent, and the verification link of her sign-up.
    await streakReminderSent(alice.id, "2026-11-20");
    expect(await rowCount(schema.emailVerificationLinks, eq(schema.emailVerificationLinks.userId, alice.id))).toBe(1);

    const res = await alice.b.post("/settings", { password: "secret123" });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/#main");
    expect(alice.b.signedIn()).toBe(false);
    const home = await (await alice.b.follow(res)).text();
    expect(home).toContain("Account deleted");

    // Every session ended: the old cookie and the other device are signed out.
    for (const cookies of [oldCookies, phone.cookies]) {
      const b = new Browser();
      b.cookies = new Map(cookies);
      const settings = await b.get("/settings");
      expect(settings.status).toBe(302);
      expect(settings.headers.get("Location")).toContain("/auth");
    }
    expect(await rowCount(session, eq(session.userId, alice.id))).toBe(0);

    // Her rows are gone; the user row stays only as an anonymous placeholder.
    for (const table of [
      schema.account,
      schema.userProfiles,
      schema.userSubscriptions,
      schema.checkoutSessions,
      schema.activityLog,
      schema.userChallenges,
      schema.userAchievements,
      schema.faceScans,
      schema.assessmentResults,
      schema.streakReminders,
      schema.emailVerificationLinks,
      schema.programmeRuns,
      schema.workoutSessions,
      schema.workoutSets,
      schema.calorieTargets,
      schema.mealPreferences,
      schema.mealPlans,
    ]) {
      expect(await rowCount(table, eq(table.userId, alice.id)), getTableName(table)).toBe(0);
    }
    const placeholder = await userRow(alice.id);
    expect(placeholder).toMatchObject({ name: DELETED_MEMBER, email: deletedEmail(alice.id), image: null });
    expect(await rowCount(user, eq(user.email, alice.email))).toBe(0);
    expect(await r2Keys(alice.id)).toEqual([]);

    // Her chat messages stay, as 'Deleted member'.
    const kept = await chatMessages({ userId: alice.id });
    expect(kept.map((m) => m.username)).toEqual([DELETED_MEMBER]);
    bob.b.cookies.delete("gu_toast"); // a leftover toast of his own invitation names her
    const chat = await (await bob.b.get("/chat?channel=general")).text();
    expect(chat).toContain("alice-secret-hello");
    expect(chat).toContain(DELETED_MEMBER);
    expect(chat).not.toContain(alice.username);

    // Bob: his XP and log untouched, the finished battle still in his history, the open
    // battle and the invitation gone.
    expect(await xpMatchesLog(bob.id)).toBe(bobXp);
    expect(await rowCount(log, eq(log.userId, bob.id))).toBe(bobLog);
    expect((await chatMessages({ userId: bob.id, text: "bob-own-message" })).length).toBe(1);
    expect(await rowCount(battleMatches, eq(battleMatches.id, finishedBattle))).toBe(1);
    expect(await rowCount(battleMatches, eq(battleMatches.id, openBattle))).toBe(0);
    expect(
      await rowCount(inv, and(eq(inv.status, "pending"), or(eq(inv.fromUserId, alice.id), eq(inv.toUserId, alice.id)))),
    ).toBe(0);
    const battles = await (await bob.b.get("/progress?tab=battles")).text();
    expect(battles).toContain(DELETED_MEMBER);
    const bobExport = JSON.parse(await (await bob.b.get("/settings/export")).text());
    expect(bobExport.battles).toEqual([
      expect.objectContaining({ id: finishedBattle, result: "won", opponent: DELETED_MEMBER }),
    ]);

    // Her password no longer signs in; the address is free for a new account.
    const again = new Browser();
    await signIn(again, alice.email);
    expect(again.signedIn()).toBe(false);
    expect((await signUp(new Browser(), alice.email, "alicereborn")).status).toBe(303);
  });

  it("signed out, the deletion form posts to sign-in and deletes nothing", async () => {
    const res = await new Browser().post("/settings", { password: "secret123" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/auth?redirect=%2Fsettings");
    expect(await rowCount(profiles, eq(profiles.userId, bob.id))).toBe(1);
  });
});
