// The gamification loop through the real app: challenges, the daily task, unlocks,
// invitations and battles, each exactly once under racing requests.
import { and, eq, isNotNull, or } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schema } from "~/db.server";
import { achievements, challenges as seedChallenges } from "../../db/seed-data.mjs";
import { dailyFive, dailyTaskFor, dailyTaskXp } from "~/game/daily";
import { quoteOfTheDay } from "~/content/quotes";
import { calendarDay, dayAsDate, TIME_ZONE_SCRIPT } from "~/calendar/days";
import { appFetch, Browser } from "./helpers";
import { expectConsistent, toastText } from "./invariants";
import {
  awardCount,
  awardOrder,
  awardsOf,
  battleOfInvitation,
  holdsCount,
  invitationsFrom,
  latestMail,
  mailsTo,
  profileOf,
  rowCount,
} from "./readers";
import { communityMembers, member, setProfile, type Member } from "./factories";

const today = () => calendarDay(new Date(), "UTC");
const five = () => dailyFive(seedChallenges, today());
/** The profile's figures, by the names these tests use. */
const profile = async (id: string) => {
  const p = await profileOf(id);
  return (
    p && {
      xp: p.xp,
      level: p.level,
      rank: p.rank,
      streak: p.currentStreak,
      longest: p.longestStreak,
      last: p.lastActivityDate,
      zone: p.timeZone,
    }
  );
};
const starts = schema.userChallenges;
const invitations = schema.challengeInvitations;
const battles = schema.battleMatches;

/** Text as the page's HTML writes it (React escapes the apostrophe). */
const escaped = (text: string) => text.replaceAll("'", "&#x27;");

/** Post a /progress form and return the toast the next page shows (or the error page). */
async function act(m: Member, fields: Record<string, string>, tab = "challenges") {
  const res = await m.b.post(`/progress?tab=${tab}`, fields);
  if (res.status !== 303) return { status: res.status, html: await res.text() };
  const page = await m.b.follow(res);
  return { status: 303, html: await page.text() };
}

describe("daily challenges", () => {
  it("start, repeat, complete, repeat: the spec's messages, XP once, first unlocks and a streak of 1", async () => {
    const m = await member();
    const [c] = five();
    expect(toastText((await act(m, { intent: "start", challengeId: c.id })).html)).toContain("Challenge Started");
    expect(
      await rowCount(
        starts,
        and(eq(starts.userId, m.id), eq(starts.progress, 0), eq(starts.target, 1), eq(starts.completed, false)),
      ),
    ).toBe(1);
    expect(toastText((await act(m, { intent: "start", challengeId: c.id })).html)).toContain(
      "Challenge Already Started",
    );
    const done = await act(m, { intent: "complete", challengeId: c.id });
    const t = toastText(done.html);
    expect(t).toContain("Challenge Complete!");
    expect(t).toContain(`+${c.xpReward} XP`);
    expect(t).toContain("Achievement Unlocked First Step");
    expect(done.html).toContain("1 of 1 · Completed");
    expect(toastText((await act(m, { intent: "complete", challengeId: c.id })).html)).toContain(
      "Challenge Already Completed",
    );
    expect(toastText((await act(m, { intent: "start", challengeId: c.id })).html)).toContain(
      "Challenge Already Completed",
    );
    const firstOnes = achievements.filter((a) => a.requirementType === "challenge_count" && a.requirementValue === 1);
    await expectConsistent(m.id);
    const p = await profile(m.id);
    expect(p.xp).toBe(c.xpReward + firstOnes.reduce((s, a) => s + a.xpReward, 0));
    expect(p).toMatchObject({ streak: 1, longest: 1, last: today() });
    expect(
      await rowCount(
        starts,
        and(eq(starts.userId, m.id), eq(starts.completed, true), isNotNull(starts.completedAt), eq(starts.progress, 1)),
      ),
    ).toBe(1);
  });

  it("a challenge that is not today's, or not started, is refused with a message", async () => {
    const m = await member();
    const notToday = seedChallenges.find((c) => !five().some((f) => f.id === c.id))!;
    expect(toastText((await act(m, { intent: "start", challengeId: notToday.id })).html)).toContain(
      "Failed to start challenge",
    );
    expect(toastText((await act(m, { intent: "start", challengeId: "no-such-challenge" })).html)).toContain(
      "Failed to start challenge",
    );
    expect(toastText((await act(m, { intent: "complete", challengeId: five()[1].id })).html)).toContain(
      "Start this challenge before completing it.",
    );
    expect((await profile(m.id)).xp).toBe(0);
  });

  it("five racing completions of one challenge award it once", async () => {
    const m = await member();
    const [c] = five();
    await act(m, { intent: "start", challengeId: c.id });
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => m.b.post("/progress", { intent: "complete", challengeId: c.id })),
    );
    expect(responses.map((r) => r.status)).toEqual([303, 303, 303, 303, 303]);
    expect(await awardCount(m.id, `challenge:${c.id}:${today()}`)).toBe(1);
    expect(await holdsCount(m.id, "first-step")).toBe(1);
    await expectConsistent(m.id);
    expect((await profile(m.id)).streak).toBe(1);
  });

  it("two different challenges completed at once unlock each achievement once", async () => {
    const m = await member();
    const [a, b] = five();
    await act(m, { intent: "start", challengeId: a.id });
    await act(m, { intent: "start", challengeId: b.id });
    await Promise.all([
      m.b.post("/progress", { intent: "complete", challengeId: a.id }),
      m.b.post("/progress", { intent: "complete", challengeId: b.id }),
      m.b.post("/progress", { intent: "complete", challengeId: a.id }),
      m.b.post("/progress", { intent: "complete", challengeId: b.id }),
    ]);
    expect((await awardsOf(m.id, { type: "challenge_completed" })).length).toBe(2);
    for (const id of ["first-step"]) {
      expect(await holdsCount(m.id, id)).toBe(1);
    }
    await expectConsistent(m.id);
  });
});

describe("the daily task", () => {
  it("pays the reward plus the difficulty bonus once, even when fired four times at once", async () => {
    const m = await member();
    const task = dailyTaskFor(m.id, today(), seedChallenges, five())!;
    const page = await (await m.b.get("/progress")).text();
    expect(page).toContain(task.title.replaceAll("'", "&#x27;"));
    expect(page).toContain(`+${dailyTaskXp(task)} XP (bonus included)`);
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => m.b.post("/progress", { intent: "daily-task" })),
    );
    expect(responses.every((r) => r.status === 303)).toBe(true);
    expect(await awardCount(m.id, `daily-task:${today()}`)).toBe(1);
    const [log] = await awardsOf(m.id, { type: "daily_task_completed" });
    expect(log.xp).toBe(dailyTaskXp(task));
    await expectConsistent(m.id);
    const again = await act(m, { intent: "daily-task" });
    expect(toastText(again.html)).toContain("Challenge Already Completed");
    expect(again.html).toContain("Done for today");
  });

  it("says 'Daily Task Complete!'", async () => {
    const m = await member();
    expect(toastText((await act(m, { intent: "daily-task" })).html)).toContain("Daily Task Complete!");
  });
});

describe("streaks, thresholds and ranks", () => {
  const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const twoDaysAgo = () => new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);

  async function completeOne(m: Member, which = 0) {
    const c = five()[which];
    await act(m, { intent: "start", challengeId: c.id });
    return act(m, { intent: "complete", challengeId: c.id });
  }

  it("yesterday's streak grows by one and unlocks 'On a Roll' exactly at 3 days", async () => {
    const m = await member({ profile: { currentStreak: 2, longestStreak: 2, lastActivityDate: yesterday() } });
    const res = await completeOne(m);
    expect(toastText(res.html)).toContain("3-day streak!");
    expect(toastText(res.html)).toContain("Achievement Unlocked On a Roll");
    expect(await profile(m.id)).toMatchObject({ streak: 3, longest: 3, last: today() });
    // A second completion the same day leaves the streak alone and says nothing about it.
    const second = await completeOne(m, 1);
    expect(toastText(second.html)).not.toContain("streak");
    expect((await profile(m.id)).streak).toBe(3);
  });

  it("a missed day starts the streak again at 1, and longest stays", async () => {
    const m = await member({ profile: { currentStreak: 6, longestStreak: 9, lastActivityDate: twoDaysAgo() } });
    await completeOne(m);
    expect(await profile(m.id)).toMatchObject({ streak: 1, longest: 9 });
  });

  it("the 'Level 2' achievement unlocks at 500 XP, not at 499", async () => {
    const c = five()[0];
    const below = await member();
    const at = await member();
    // Skip the first-completion unlocks so only the XP counts.
    const firsts = achievements.filter((a) => a.requirementType === "challenge_count" && a.requirementValue === 1);
    const firstXp = firsts.reduce((s, a) => s + a.xpReward, 0);
    await setProfile(below.id, { xp: 499 - c.xpReward - firstXp });
    await setProfile(at.id, { xp: 500 - c.xpReward - firstXp });
    await completeOne(below);
    await completeOne(at);
    expect(await holdsCount(below.id, "level-2")).toBe(0);
    expect(await profile(below.id)).toMatchObject({ xp: 499, level: 1 });
    expect(await holdsCount(at.id, "level-2")).toBe(1);
    const level2 = achievements.find((a) => a.id === "level-2")!;
    expect(await profile(at.id)).toMatchObject({ xp: 500 + level2.xpReward, level: 2 });
  });

  it("an unlock's XP settles further XP achievements in the same action", async () => {
    const m = await member();
    const c = five()[0];
    const firsts = achievements.filter((a) => a.requirementType === "challenge_count" && a.requirementValue === 1);
    const firstXp = firsts.reduce((s, a) => s + a.xpReward, 0);
    // The completion lands on 999: 'Four Figures' (1,000) only comes from the unlocks' XP.
    await setProfile(m.id, { xp: 999 - c.xpReward - firstXp });
    await completeOne(m);
    expect(await holdsCount(m.id, "level-2", "xp-1000")).toBe(2);
  });

  it("the fifth unlock makes the member Bronze, on /account and /rankings at the next load", async () => {
    const m = await member({ history: { achievements: ["streak-100", "streak-30", "athlete", "iron-will"] } });
    await completeOne(m); // unlocks First Step and Self-Aware: 6 in all
    expect((await profile(m.id)).rank).toBe("Bronze");
    expect(await (await m.b.get("/account")).text()).toContain("Rank: <!-- -->Bronze");
    const board = await (await m.b.get("/rankings")).text();
    expect(board).toMatch(/Bronze/);
  });
});

describe("searching members", () => {
  it("matches part of a name in any case, never yourself, at most 10", async () => {
    const me = await member({ prefix: "seeker" });
    await communityMembers(Array.from({ length: 12 }, (_, i) => ({ id: `s${i}`, username: `Finder${i}` })));
    const results = async (q: string) => {
      const html = await (await me.b.get(`/progress?tab=battles&q=${encodeURIComponent(q)}`)).text();
      return { html, n: (html.match(/data-testid="member-result"/g) ?? []).length };
    };
    expect((await results("finder")).n).toBe(10);
    expect((await results("FINDER1")).n).toBe(3); // Finder1, Finder10, Finder11
    expect((await results("nder11")).n).toBe(1);
    expect((await results(me.username)).n).toBe(0);
    expect((await results("")).n).toBe(0);
    expect((await results("%")).n).toBe(0);
    expect((await results("_")).n).toBe(0);
    for (const q of ["%E0%A4%A", "%00", "'; DROP TABLE user; --"]) {
      const res = await me.b.get(`/progress?tab=battles&q=${q}`);
      expect(res.status).toBe(200);
    }
    const long = await results("x".repeat(21));
    expect(long.n).toBe(0);
    expect(long.html).toContain("Search by up to 20 characters");
  });
});

describe("invitations and battles", () => {
  async function invite(from: Member, to: Member, challengeId = five()[0].id) {
    return act(from, { intent: "invite", username: to.username.toUpperCase(), challengeId }, "battles");
  }
  const invitationId = async (from: Member, to: Member) => (await invitationsFrom(from.id, { to: to.id }))[0].id;
  /** The invitation's battle, by the names these tests use. */
  const battleOf = async (inv: number) => {
    const b = await battleOfInvitation(inv);
    return b && { id: b.id, u1: b.user1Id, u2: b.user2Id, winner: b.winnerId, completedAt: b.completedAt };
  };

  it("one pending invitation per pair and challenge, in either direction; nobody invites themselves", async () => {
    const [a, b] = [await member({ prefix: "inv" }), await member({ prefix: "inv" })];
    expect(toastText((await invite(a, b)).html)).toContain("Invitation Sent!");
    expect(toastText((await invite(a, b)).html)).toContain("Failed to send invitation");
    expect(toastText((await invite(b, a)).html)).toContain("Failed to send invitation");
    expect(toastText((await invite(a, b, five()[1].id)).html)).toContain("Invitation Sent!");
    const self = await invite(a, a);
    expect(self.status).toBe(400);
    expect(self.html).toContain("you cannot invite yourself");
    const nobody = await act(a, { intent: "invite", username: "nobody-here", challengeId: five()[0].id }, "battles");
    expect(nobody.status).toBe(400);
    expect(nobody.html).toContain("no member is called");
    const badChallenge = await act(a, { intent: "invite", username: b.username, challengeId: "nope" }, "battles");
    expect(badChallenge.status).toBe(400);
    expect(await rowCount(invitations, or(eq(invitations.fromUserId, a.id), eq(invitations.toUserId, a.id)))).toBe(2);
    // The recipient's inbox shows both with the badge; the sender lists them as pending.
    const inbox = await (await b.b.get("/progress?tab=inbox")).text();
    expect((inbox.match(/data-testid="invitation"/g) ?? []).length).toBe(2);
    expect(inbox).toMatch(/data-testid="inbox-badge"[^>]*>.*2<\/span>/);
    const sent = await (await a.b.get("/progress?tab=battles")).text();
    expect((sent.match(/data-testid="sent-invitation"/g) ?? []).length).toBe(2);
  });

  it("only the recipient may accept or decline; a stranger or the sender gets 404 and nothing changes", async () => {
    const [a, b, stranger] = [
      await member({ prefix: "own" }),
      await member({ prefix: "own" }),
      await member({ prefix: "own" }),
    ];
    await invite(a, b);
    const inv = await invitationId(a, b);
    for (const who of [stranger, a]) {
      for (const intent of ["accept", "decline"]) {
        const res = await act(who, { intent, invitationId: String(inv) }, "inbox");
        expect(res.status).toBe(404);
        expect(res.html).toContain("That invitation was not found.");
      }
    }
    expect(await rowCount(invitations, and(eq(invitations.id, inv), eq(invitations.status, "pending")))).toBe(1);
    expect(await battleOf(inv)).toBeNull();
    // Declining works for the recipient, once.
    expect(toastText((await act(b, { intent: "decline", invitationId: String(inv) }, "inbox")).html)).toContain(
      "Invitation Declined",
    );
    expect(toastText((await act(b, { intent: "accept", invitationId: String(inv) }, "inbox")).html)).toContain(
      "Failed to accept invitation",
    );
    expect(await battleOf(inv)).toBeNull();
  });

  it("two racing accepts make one battle: sender user1, recipient user2", async () => {
    const [a, b] = [await member({ prefix: "acc" }), await member({ prefix: "acc" })];
    await invite(a, b);
    const inv = await invitationId(a, b);
    const [r1, r2] = await Promise.all([
      b.b.post("/progress", { intent: "accept", invitationId: String(inv) }),
      b.b.post("/progress", { intent: "accept", invitationId: String(inv) }),
    ]);
    expect([r1.status, r2.status]).toEqual([303, 303]);
    expect(await rowCount(battles, eq(battles.invitationId, inv))).toBe(1);
    expect(await battleOf(inv)).toMatchObject({ u1: a.id, u2: b.id, winner: null });
  });

  /** Start and complete a challenge through the ordinary forms; the completion's page. */
  async function complete(m: Member, challengeId: string) {
    await act(m, { intent: "start", challengeId });
    return act(m, { intent: "complete", challengeId });
  }

  it("a battle is won by the first Complete: 50 XP once, a Victory! once, the other told plainly", async () => {
    const [a, b, stranger] = [
      await member({ prefix: "bat" }),
      await member({ prefix: "bat" }),
      await member({ prefix: "bat" }),
    ];
    const c = five()[0];
    await invite(a, b, c.id);
    const inv = await invitationId(a, b);
    // The invitee is mailed (battle mails are on for a new member) and sees the badge.
    const mail = await latestMail(b.email, "challenged you");
    expect(mail?.subject).toBe(`${a.username} challenged you to ${c.title}`);
    expect(mail?.text).toContain("/progress?tab=inbox");
    const inbox = await (await b.b.get("/progress?tab=inbox")).text();
    expect(inbox).toMatch(/data-testid="inbox-badge"[^>]*>.*1<\/span>/);
    const accepted = await act(b, { intent: "accept", invitationId: String(inv) }, "inbox");
    expect(toastText(accepted.html)).toContain("The battle has begun!");
    // No separate "I finished it": the battles tab sends each side to the challenge itself.
    expect(accepted.html).not.toContain("I finished it");
    expect(accepted.html).toContain(`${a.username} challenged you to <strong>${escaped(c.title)}</strong>`);
    expect(accepted.html).toContain("Complete it first on the Challenges tab to win.");

    // A stranger completing the same challenge decides nothing.
    await complete(stranger, c.id);
    expect(await battleOf(inv)).toMatchObject({ winner: null });

    const first = await complete(b, c.id);
    const t = toastText(first.html);
    expect(t).toContain("Challenge Complete!");
    expect(t).toContain("Victory!");
    expect(t).toContain("+50 Bonus XP for winning the battle!");
    expect(await battleOf(inv)).toMatchObject({ winner: b.id });
    // The later Complete by the challenger pays the challenge, not the battle.
    const second = await complete(a, c.id);
    expect(toastText(second.html)).toContain("Challenge Complete!");
    expect(toastText(second.html)).not.toContain("Victory!");
    expect(await battleOf(inv)).toMatchObject({ winner: b.id });
    expect(await awardCount(null, `battle:${(await battleOf(inv)).id}`)).toBe(1);
    expect(await holdsCount(b.id, "battle-first")).toBe(1);
    expect(await holdsCount(a.id, "battle-first")).toBe(0);
    // Each side reads who challenged whom, on what and who won; the Victory! is not shown again.
    const winnerPage = await (await b.b.get("/progress?tab=battles")).text();
    expect(winnerPage).toContain(`${a.username} challenged you to <strong>${escaped(c.title)}</strong>`);
    expect(winnerPage).toContain("You won: you completed it first. +50 bonus XP.");
    expect(toastText(winnerPage)).not.toContain("Victory!");
    const loserPage = await (await a.b.get("/progress?tab=battles")).text();
    expect(loserPage).toContain(`You challenged ${b.username} to <strong>${escaped(c.title)}</strong>`);
    expect(loserPage).toContain(`${b.username} won: they completed it first.`);
    await expectConsistent(b.id);
    await expectConsistent(a.id);
  });

  it("both sides completing at the same instant: exactly one winner, 50 XP once", async () => {
    for (let round = 0; round < 3; round++) {
      const [a, b] = [await member({ prefix: "race" }), await member({ prefix: "race" })];
      const c = five()[round % 5];
      await invite(a, b, c.id);
      await act(b, { intent: "accept", invitationId: String(await invitationId(a, b)) }, "inbox");
      const inv = await invitationId(a, b);
      await act(a, { intent: "start", challengeId: c.id });
      await act(b, { intent: "start", challengeId: c.id });
      const [ra, rb] = await Promise.all([
        a.b.post("/progress", { intent: "complete", challengeId: c.id }),
        b.b.post("/progress", { intent: "complete", challengeId: c.id }),
      ]);
      const toasts = [toastText(await (await a.b.follow(ra)).text()), toastText(await (await b.b.follow(rb)).text())];
      const after = await battleOf(inv);
      expect([a.id, b.id]).toContain(after.winner);
      const winner = after.winner === a.id ? 0 : 1;
      expect(await awardCount(null, `battle:${after.id}`)).toBe(1);
      expect(toasts[winner]).toContain("Victory!");
      expect(toasts[1 - winner]).not.toContain("Victory!");
      // The winner's battle row agrees with the activity log: their challenge row is the earlier one.
      const order = (await awardOrder(`challenge:${c.id}:${today()}`)).filter((id) => id === a.id || id === b.id);
      expect(order[0]).toBe(after.winner);
      for (const m of [a, b]) await expectConsistent(m.id);
    }
  });

  it("a challenge already completed today cannot be battled, neither at the invitation nor at the accept", async () => {
    const [a, b] = [await member({ prefix: "done" }), await member({ prefix: "done" })];
    const [c1, c2, c3] = five();
    await complete(a, c1.id);
    const mineDone = await invite(a, b, c1.id);
    expect(mineDone.status).toBe(400);
    expect(mineDone.html).toContain(escaped(`you have already completed ${c1.title} today`));
    await complete(b, c2.id);
    const theirsDone = await invite(a, b, c2.id);
    expect(theirsDone.status).toBe(400);
    expect(theirsDone.html).toContain(escaped(`${b.username} has already completed ${c2.title} today`));
    expect(await invitationsFrom(a.id)).toHaveLength(0);
    // Invited while neither had done it; the challenger completes it before the accept.
    expect(toastText((await invite(a, b, c3.id)).html)).toContain("Invitation Sent!");
    await complete(a, c3.id);
    const refused = await act(b, { intent: "accept", invitationId: String(await invitationId(a, b)) }, "inbox");
    expect(toastText(refused.html)).toContain(escaped(`${a.username} has already completed ${c3.title} today`));
    expect(await battleOf(await invitationId(a, b))).toBeNull();
    // A challenge that is not one of today's five cannot be battled either.
    const other = seedChallenges.find((x) => !five().some((f) => f.id === x.id) && x.frequency === "daily");
    if (other) {
      const notToday = await invite(a, b, other.id);
      expect(notToday.status).toBe(400);
      expect(notToday.html).toContain("is not one of today&#x27;s challenges");
    }
  });

  it("an invitee who turned battle emails off gets no mail, and still the inbox badge", async () => {
    const [a, b] = [await member({ prefix: "quiet" }), await member({ prefix: "quiet" })];
    const off = await b.b.post("/settings/battle-mails", { battleMails: "off" });
    expect(off.status).toBe(303);
    expect(await (await b.b.follow(off)).text()).toContain("Battle emails are off");
    await invite(a, b);
    expect(await mailsTo(b.email, "challenged you")).toHaveLength(0);
    const inbox = await (await b.b.get("/progress?tab=inbox")).text();
    expect(inbox).toMatch(/data-testid="inbox-badge"[^>]*>.*1<\/span>/);
  });
});

describe("bad input is a message, never a 500", () => {
  it.each([
    [{}],
    [{ intent: "fly" }],
    [{ intent: "start" }],
    [{ intent: "complete", challengeId: "" }],
    [{ intent: "accept", invitationId: "abc" }],
    [{ intent: "accept", invitationId: "-1" }],
    [{ intent: "accept", invitationId: "99999999999999999999" }],
    [{ intent: "invite", challengeId: "walk-8k" }],
    [{ intent: "invite", username: "x".repeat(200), challengeId: "walk-8k" }],
  ])("%j", async (fields) => {
    const m = await member({ prefix: "bad" });
    const res = await m.b.post("/progress", fields);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toMatch(/role="alert"/);
    expect((await profile(m.id)).xp).toBe(0);
  });

  it("unknown ids answer 404, and a JSON body gets the form's message", async () => {
    const m = await member({ prefix: "bad" });
    expect((await m.b.post("/progress", { intent: "accept", invitationId: "424242" })).status).toBe(404);
    const json = await m.b.post("/progress", {}, { "Content-Type": "application/json" });
    expect(json.status).toBe(400);
  });

  it("signed-out posts go to sign-in and change nothing", async () => {
    const res = await new Browser().post("/progress", { intent: "daily-task" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toMatch(/^\/auth\?redirect=/);
  });
});

describe("the member's time zone", () => {
  it("the browser's zone (cookie) picks the day and is stored with the award", async () => {
    const m = await member({ prefix: "tz" });
    const zone = "Pacific/Kiritimati";
    m.b.cookies.set("gu_tz", encodeURIComponent(zone));
    const day = calendarDay(new Date(), zone);
    const c = dailyFive(seedChallenges, day)[0];
    await act(m, { intent: "start", challengeId: c.id });
    await act(m, { intent: "complete", challengeId: c.id });
    expect(await awardCount(m.id, `challenge:${c.id}:${day}`)).toBe(1);
    expect(await profile(m.id)).toMatchObject({ zone, last: day });
  });

  it("a form plays the day its page showed, even when the browser reports another zone in between", async () => {
    const m = await member({ prefix: "tz" });
    const shown = "Etc/GMT+12"; // UTC-12 and UTC+14 are never on the same calendar day
    const later = "Etc/GMT-14";
    m.b.cookies.set("gu_tz", encodeURIComponent(shown));
    const page = await (await m.b.get("/progress")).text();
    expect(page).toContain(`name="zone" value="${shown}"`);
    const day = calendarDay(new Date(), shown);
    const laterFive = dailyFive(seedChallenges, calendarDay(new Date(), later)).map((c) => c.id);
    const c = dailyFive(seedChallenges, day).find((x) => !laterFive.includes(x.id))!;
    m.b.cookies.set("gu_tz", encodeURIComponent(later));
    expect(toastText((await act(m, { intent: "start", challengeId: c.id, zone: shown })).html)).toContain(
      "Challenge Started",
    );
    expect(toastText((await act(m, { intent: "complete", challengeId: c.id, zone: shown })).html)).toContain(
      "Challenge Complete!",
    );
    expect(await awardCount(m.id, `challenge:${c.id}:${day}`)).toBe(1);
    // A zone that is not one falls back to the browser's: that day's five do not include it.
    expect(toastText((await act(m, { intent: "start", challengeId: c.id, zone: "Mars/Olympus" })).html)).toContain(
      "Failed to start challenge",
    );
  });

  it("the quote of the day follows the member's own day on /progress and on the home page", async () => {
    const m = await member({ prefix: "tz" });
    // A zone whose calendar day differs from UTC's right now.
    const zone = new Date().getUTCHours() >= 12 ? "Pacific/Kiritimati" : "Etc/GMT+12";
    m.b.cookies.set("gu_tz", encodeURIComponent(zone));
    const theirs = quoteOfTheDay(dayAsDate(calendarDay(new Date(), zone)));
    expect(theirs).not.toBe(quoteOfTheDay(new Date()));
    const escape = (q: string) => q.replaceAll("'", "&#x27;");
    expect(await (await m.b.get("/progress")).text()).toContain(escape(theirs));
    expect(await (await m.b.get("/")).text()).toContain(escape(theirs));
  });

  it("flying across the date line keeps the streak: the gap counts in the zone played in before", async () => {
    const m = await member({ prefix: "tz" });
    const before = "Etc/GMT+12"; // UTC-12
    const yesterdayThere = new Date(Date.parse(`${calendarDay(new Date(), before)}T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    await setProfile(m.id, { currentStreak: 4, longestStreak: 4, lastActivityDate: yesterdayThere, timeZone: before });
    m.b.cookies.set("gu_tz", encodeURIComponent("Etc/GMT-14")); // UTC+14: two or three days after that last day
    await act(m, { intent: "daily-task" });
    expect(await profile(m.id)).toMatchObject({
      streak: 5,
      longest: 5,
      zone: "Etc/GMT-14",
      last: calendarDay(new Date(), "Etc/GMT-14"),
    });
  });

  it("without a browser zone, the edge's guess (request.cf.timezone) is used and stored", async () => {
    const m = await member({ prefix: "tz" });
    const zone = "Asia/Kathmandu";
    const res = await appFetch("http://localhost/progress", {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ intent: "daily-task" }),
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: "http://localhost",
        Host: "localhost",
        Cookie: [...m.b.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
      },
      cf: { timezone: zone },
    });
    expect(res.status).toBe(303);
    expect(await profile(m.id)).toMatchObject({ zone, last: calendarDay(new Date(), zone) });
  });

  it("a bogus zone cookie falls back to UTC", async () => {
    const m = await member({ prefix: "tz" });
    m.b.cookies.set("gu_tz", "Mars%2FOlympus");
    await act(m, { intent: "daily-task" });
    expect(await awardCount(m.id, `daily-task:${today()}`)).toBe(1);
    expect((await profile(m.id)).zone).toBe("UTC");
  });
});

describe("/progress", () => {
  it("shows the level card with streak and rank, the XP chart with its text, and the five challenges", async () => {
    const m = await member({ prefix: "board" });
    await act(m, { intent: "daily-task" });
    const html = await (await m.b.get("/progress")).text();
    const p = await profile(m.id);
    expect(html).toContain(`${p.xp.toLocaleString("en-US")} XP`);
    expect(html).toContain(`Level ${p.level}`);
    expect(html).toMatch(/data-testid="streak"[\s\S]*?1 day/);
    expect((html.match(/data-testid="challenge"/g) ?? []).length).toBe(5);
    expect(html).toContain('role="img"');
    expect(html).toContain(`${p.xp.toLocaleString("en-US")} XP earned in the last 30 days`);
    // The browser reports its zone from every signed-in page (an inline script with the nonce).
    expect(html).toContain(TIME_ZONE_SCRIPT);
    // The navigation badges follow on the same load.
    expect(html).toMatch(new RegExp(`data-testid="viewer-badges"[\\s\\S]*?Lvl <!-- -->${p.level}`));
  });
});

describe("rankings", () => {
  it("never sends user ids, marks the viewer, and orders tied XP the same way every time", async () => {
    const me = await member({ prefix: "ranker" });
    await setProfile(me.id, { xp: 777777 });
    await communityMembers(
      (
        [
          ["tie-b", 2000],
          ["tie-a", 2000],
          ["tie-c", 1000],
        ] as const
      ).map(([id, created]) => ({ id, username: `Tied-${id}`, xp: 555555, createdAt: new Date(created) })),
    );
    // Other members' ids appear nowhere in the data; the board's own data has not even the viewer's.
    const data = await (await me.b.get("/rankings.data")).text();
    for (const id of ["tie-a", "tie-b", "tie-c", "s1"]) expect(data).not.toContain(`"${id}"`);
    expect(data).not.toMatch(/userId/);
    const own = await (await me.b.get("/rankings.data?_routes=routes%2Frankings")).text();
    expect(own).toContain("Tied-tie-a");
    expect(own).not.toContain(me.id);
    const html = await (await me.b.get("/rankings")).text();
    expect(html).not.toContain(me.id);
    // Older profile first, then by id: tie-c (1000), tie-a, tie-b.
    const order = ["Tied-tie-c", "Tied-tie-a", "Tied-tie-b"].map((u) => html.indexOf(u));
    expect(order.every((i) => i > 0)).toBe(true);
    expect([...order].sort((x, y) => x - y)).toEqual(order);
    const firstRow = html.slice(html.indexOf("<tbody>"), html.indexOf("</tr>", html.indexOf("<tbody>")));
    expect(firstRow).toContain("(You)");
    expect(firstRow).toContain('aria-current="true"');
  });
});
