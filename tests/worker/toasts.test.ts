// The toasts a member sees after the gamification actions (spec section 8): each its own
// toast in the spec's order, 'Failed to create battle' apart from 'no longer pending', the
// winner's 'Victory!' exactly once, the refused account deletion, and where each lands.
import { describe, expect, it } from "vitest";
import { achievements as seedAchievements, challenges as seedChallenges } from "../../db/seed-data.mjs";
import { WRONG_PASSWORD } from "~/account/forms";
import { calendarDay } from "~/calendar/days";
import { dailyFive } from "~/game/daily";
import { member, pastBattles, refuseInserts, type Member } from "./factories";
import { awardsOf, battleOfInvitation, invitationsFrom, pendingInvitationTo } from "./readers";

const today = () => calendarDay(new Date(), "UTC");
const yesterday = () => calendarDay(new Date(Date.now() - 86_400_000), "UTC");
const five = () => dailyFive(seedChallenges, today());

/** Each rendered toast (or, with `testId` "moment", each celebration) as [title, description], in page order. */
function toasts(html: string, testId = "toast-item"): [string, string][] {
  const items = html.split(`data-testid="${testId}"`).slice(1);
  return items.map((item) => {
    const texts = [...item.matchAll(/<p[^>]*>([\s\S]*?)<\/p>/g)].slice(0, 2).map((m) => m[1].replace(/<[^>]+>/g, ""));
    return [texts[0] ?? "", texts[1] ?? ""];
  });
}
const titles = (html: string) => toasts(html).map(([t]) => t);

async function post(m: Member, fields: Record<string, string>, path = "/progress?tab=challenges") {
  const res = await m.b.post(path, fields);
  expect(res.status).toBe(303);
  return { location: res.headers.get("Location")!, html: await (await m.b.follow(res)).text() };
}

async function battleBetween(a: Member, b: Member) {
  expect((await post(a, { intent: "invite", username: b.username, challengeId: five()[0].id })).html).toContain(
    "Invitation Sent!",
  );
  return await pendingInvitationTo(b.id);
}

describe("an award's toasts", () => {
  it("a completion with a streak and two unlocks: the challenge, then the streak, then one celebration per unlock", async () => {
    const m = await member({
      prefix: "tst",
      profile: { currentStreak: 2, longestStreak: 2, lastActivityDate: yesterday() },
    });
    const c = five()[0];
    const started = await post(m, { intent: "start", challengeId: c.id });
    expect(titles(started.html)).toEqual(["Challenge Started"]);
    const done = await post(m, { intent: "complete", challengeId: c.id });
    const unlocked = await awardsOf(m.id, { type: "achievement_unlocked" });
    const names = unlocked.map((r) => r.description);
    // The first challenge and a third day in a row: at least two unlocks in this one completion.
    expect(names.length).toBeGreaterThanOrEqual(2);
    const shown = toasts(done.html);
    expect(shown.slice(0, 2)).toEqual([
      ["Challenge Complete!", `+${c.xpReward} XP`],
      ["3-day streak!", "Come back tomorrow to keep it going."],
    ]);
    expect(shown).toHaveLength(2);
    // Each unlock is a card in the page (decision 071), in the order the award writer settled them.
    const cards = toasts(done.html, "moment");
    expect(cards.map(([t]) => t)).toEqual(names.slice(0, 5).map(() => "Achievement Unlocked"));
    expect(cards.map(([, d]) => d.replace(/ \(\+\d+ XP\)$/, ""))).toEqual(names.slice(0, 5));
    // The next page has none: the flash cookie was spent.
    expect(titles(await (await m.b.get("/progress")).text())).toEqual([]);
  });

  it("a second completion the same day has no streak toast and no unlock toast for what is already unlocked", async () => {
    const m = await member({
      prefix: "tst",
      profile: { currentStreak: 4, longestStreak: 4, lastActivityDate: yesterday() },
    });
    for (const c of five().slice(0, 2)) await post(m, { intent: "start", challengeId: c.id });
    const first = await post(m, { intent: "complete", challengeId: five()[0].id });
    expect(titles(first.html).slice(0, 2)).toEqual(["Challenge Complete!", "5-day streak!"]);
    const second = await post(m, { intent: "complete", challengeId: five()[1].id });
    expect(titles(second.html)[0]).toBe("Challenge Complete!");
    expect(titles(second.html)).not.toContain("5-day streak!");
  });

  it("a bad or foreign toast cookie shows nothing and breaks nothing; a list keeps its good toasts", async () => {
    const m = await member({ prefix: "tst" });
    const cookie = (value: unknown) => encodeURIComponent(btoa(JSON.stringify(value)));
    for (const value of ["not-base64!", cookie([1, 2, 3]), cookie({ html: "<b>x</b>" })]) {
      m.b.cookies.set("gu_toast", value);
      const res = await m.b.get("/progress");
      expect(res.status).toBe(200);
      expect(titles(await res.text())).toEqual([]);
    }
    // In a list, the good toasts show and the bad ones are left out.
    m.b.cookies.set("gu_toast", cookie([{ title: "Kept" }, { title: 7 }, { title: "Bad", kind: "evil" }]));
    expect(titles(await (await m.b.get("/progress")).text())).toEqual(["Kept"]);
  });
});

describe("where an action lands", () => {
  it("Start, Complete and the daily task redirect to the card that was pressed, which has that id", async () => {
    // Every achievement held, so no completion celebrates (a celebration lands on #moments instead).
    const m = await member({ prefix: "tsa", history: { achievements: seedAchievements.map((a) => a.id) } });
    const c = five()[2];
    const started = await post(m, { intent: "start", challengeId: c.id });
    expect(started.location).toBe(`/progress?tab=challenges#challenge-${c.id}`);
    expect(started.html).toContain(`id="challenge-${c.id}"`);
    expect((await post(m, { intent: "complete", challengeId: c.id })).location).toBe(
      `/progress?tab=challenges#challenge-${c.id}`,
    );
    const daily = await post(m, { intent: "daily-task" });
    expect(daily.location).toBe("/progress?tab=challenges#daily-task");
    expect(daily.html).toContain('id="daily-task"');
    // The member home's same forms land on its own card.
    const home = await post(m, { intent: "start", challengeId: five()[3].id }, "/?index");
    expect(home.location).toBe(`/#challenge-${five()[3].id}`);
    expect(home.html).toContain(`id="challenge-${five()[3].id}"`);
  });
});

describe("battles", () => {
  it("an accept that cannot create the battle says 'Failed to create battle' and leaves the invitation pending", async () => {
    const [a, b] = [await member({ prefix: "tsb" }), await member({ prefix: "tsb" })];
    const inv = await battleBetween(a, b);
    // The battle insert fails (a stand-in for D1 refusing the write): the accept's batch rolls back.
    const allowInserts = await refuseInserts("battle_matches");
    try {
      const failed = await post(b, { intent: "accept", invitationId: String(inv) }, "/progress?tab=inbox");
      expect(failed.location).toBe("/progress?tab=inbox");
      expect(toasts(failed.html)).toEqual([
        ["Error", "Failed to create battle. The invitation is still in your inbox: please try again."],
      ]);
    } finally {
      await allowInserts();
    }
    expect((await invitationsFrom(a.id)).find((row) => row.id === inv)?.status).toBe("pending");
    expect(await battleOfInvitation(inv)).toBeNull();
    // Trying again works; a third time it is no longer pending (the other message).
    const accepted = await post(b, { intent: "accept", invitationId: String(inv) }, "/progress?tab=inbox");
    expect(titles(accepted.html)).toEqual(["Challenge Accepted!"]);
    const again = await post(b, { intent: "accept", invitationId: String(inv) }, "/progress?tab=inbox");
    expect(toasts(again.html)[0][1]).toBe("Failed to accept invitation: it is no longer pending.");
  });

  it("the winner sees 'Victory!' once: with the Complete that won, and never again on the next pages", async () => {
    const [a, b] = [await member({ prefix: "tsv" }), await member({ prefix: "tsv" })];
    const inv = await battleBetween(a, b);
    await post(b, { intent: "accept", invitationId: String(inv) }, "/progress?tab=inbox");
    const c = five()[0].id;
    await post(b, { intent: "start", challengeId: c });
    const won = await post(b, { intent: "complete", challengeId: c });
    expect(toasts(won.html)).toContainEqual(["Victory!", "+50 Bonus XP for winning the battle!"]);
    await post(a, { intent: "start", challengeId: c });
    const later = await post(a, { intent: "complete", challengeId: c });
    expect(titles(later.html)).not.toContain("Victory!");
    const pages = await Promise.all([b.b.get("/"), b.b.get("/progress"), a.b.get("/")]);
    const shown = (await Promise.all(pages.map((p) => p.text()))).flatMap((html) => toasts(html));
    expect(shown.map(([title]) => title)).not.toContain("Victory!");
  });

  it("a win the winner was away for (decided elsewhere) shows 'Victory!' once, even from two racing page loads", async () => {
    const [a, b] = [await member({ prefix: "tsa" }), await member({ prefix: "tsa" })];
    await pastBattles(b.id, a.id, 1, Date.now() - 60 * 60 * 1000);
    // The loser's pages never say Victory.
    expect(titles(await (await a.b.get("/")).text())).not.toContain("Victory!");
    const pages = await Promise.all([b.b.get("/"), b.b.get("/progress"), b.b.get("/")]);
    const shown = (await Promise.all(pages.map((p) => p.text()))).flatMap((html) => toasts(html));
    expect(shown.filter(([title]) => title === "Victory!")).toEqual([["Victory!", "You won the battle!"]]);
    expect(titles(await (await b.b.get("/progress")).text())).toEqual([]);
  });
});

describe("deleting the account with a wrong password", () => {
  it("answers at the form: the field marked invalid, described by the message, focused, and a toast", async () => {
    const m = await member({ prefix: "tsd" });
    // The page as the member sees it before posting (it spends the sign-in's toast), which focuses nothing.
    expect(await (await m.b.get("/settings")).text()).not.toMatch(/\sautofocus=""/);
    const res = await m.b.post("/settings", { password: "not-my-password" });
    expect(res.status).toBe(400);
    const html = await res.text();
    const input = html.match(/<input[^>]*name="password"[^>]*>/)![0];
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain('aria-describedby="field-password-error"');
    expect(input).toMatch(/\sautofocus=""/);
    expect(html).toMatch(new RegExp(`id="field-password-error"[^>]*>${WRONG_PASSWORD}<`));
    expect(toasts(html)).toEqual([["Error", WRONG_PASSWORD]]);
  });
});
