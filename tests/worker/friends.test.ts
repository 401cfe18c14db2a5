// Friends (issue #39, decision 078) through the real app and real D1: following by username,
// from the rankings and from chat, the rate limit, the cap, blocks, what a follower sees,
// friend streaks on the board, and the follows in the export and after account deletion.
import { describe, expect, it } from "vitest";
import { addDays, calendarDay } from "~/calendar/days";
import { FOLLOW_RATE_COUNT } from "~/friends/rules";
import { schema } from "~/db.server";
import { eq, or } from "drizzle-orm";
import { member, type Member } from "./factories";
import { Browser } from "./helpers";
import { rowCount } from "./readers";

const friend = { prefix: "pal", domain: "friends.test" };
const f = schema.follows;

/** A page's words as a reader sees them (React escapes quotes in text). */
const text = async (res: Response) =>
  (await res.text()).replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");

const followPost = (m: Member, username: string, from = "friends") =>
  m.b.post("/friends", { intent: "follow", username, from });
const board = async (m: Member) => text(await m.b.get("/friends"));
/** Sends a chat message as `m`; its id. */
async function say(m: Member, message: string) {
  const sent = await m.b.post("/chat?channel=general", {
    intent: "send",
    channel: "general",
    message,
    clientId: `friends-${crypto.randomUUID()}`,
  });
  return /#message-(\d+)$/.exec(sent.headers.get("Location") ?? "")?.[1] ?? "";
}
const followsBetween = (a: string, b: string) => rowCount(f, or(eq(f.followerId, a), eq(f.followerId, b)));

describe("following a member", () => {
  it("by username (any case): once, shown on the board with public figures only; unfollow ends it", async () => {
    const me = await member(friend);
    const them = await member({ ...friend, profile: { xp: 1234, level: 3, currentStreak: 4 } });
    const res = await followPost(me, them.username.toUpperCase());
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/friends");
    const page = await text(await me.b.follow(res));
    expect(page).toContain(`You follow ${them.username}`);
    expect(page).toContain('data-testid="friend-row"');
    expect(page).toContain("Level 3");
    expect(page).toContain("1,234 XP");
    expect(page).toContain("follow you back yet");
    // The follow reveals nothing private: not their email, not their id.
    expect(page).not.toContain(them.email);
    expect(page).not.toContain(them.id);

    const again = await text(await me.b.follow(await followPost(me, them.username)));
    expect(again).toContain(`You already follow ${them.username}`);
    expect(await rowCount(f, eq(f.followerId, me.id))).toBe(1);

    const gone = await me.b.post("/friends", { intent: "unfollow", username: them.username, from: "friends" });
    expect(await text(await me.b.follow(gone))).toContain(`You no longer follow ${them.username}`);
    expect(await rowCount(f, eq(f.followerId, me.id))).toBe(0);
  });

  it("refuses oneself and unknown names with a clear message; a visitor is sent to sign in", async () => {
    const me = await member(friend);
    expect(await text(await me.b.follow(await followPost(me, me.username)))).toContain("You can't follow yourself.");
    expect(await text(await me.b.follow(await followPost(me, "nobody-like-this")))).toContain(
      "No member has that username.",
    );
    const empty = await me.b.post("/friends", { intent: "follow", username: " " });
    expect(await text(await me.b.follow(empty))).toContain("Name a member.");
    expect(await rowCount(f, eq(f.followerId, me.id))).toBe(0);
    const visitor = await new Browser().get("/friends");
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toBe(`/auth?redirect=${encodeURIComponent("/friends")}`);
  });

  it("from the rankings: a Follow button on others' rows lands back on the rankings as Following", async () => {
    const me = await member(friend);
    const them = await member({ ...friend, profile: { xp: 999_999 } });
    const rankings = await text(await me.b.get("/rankings"));
    expect(rankings).toContain(`name="username" value="${them.username}"`);
    expect(rankings).not.toContain(`name="username" value="${me.username}"`);
    expect(rankings).not.toContain(them.email);
    const res = await followPost(me, them.username, "rankings");
    expect(res.headers.get("Location")).toBe("/rankings");
    const after = await text(await me.b.follow(res));
    expect(after).toContain(`Following<span class="sr-only"> ${them.username}</span>`);
  });

  it("from the search: names starting with the term, never oneself, with Follow", async () => {
    const me = await member({ prefix: "seeker", domain: "friends.test" });
    const them = await member({ prefix: "seekme", domain: "friends.test" });
    const page = await text(await me.b.get("/friends?q=SEEK"));
    expect(page).toContain(them.username);
    expect(page).not.toContain(`<p class="truncate font-medium">${me.username}</p>`);
    expect(page).not.toContain(them.email);
    const res = await me.b.post("/friends", { intent: "follow", username: them.username, from: "friends", q: "seek" });
    expect(res.headers.get("Location")).toBe("/friends?q=seek");
  });

  it("from chat: a message's Follow follows its author", async () => {
    const me = await member(friend);
    const author = await member(friend);
    const id = await say(author, "follow me");
    const chat = await text(await me.b.get("/chat?channel=general"));
    expect(chat).toContain('name="intent" value="follow"');
    const res = await me.b.post("/chat?channel=general", { intent: "follow", channel: "general", messageId: id });
    expect(res.status).toBe(303);
    expect(await text(await me.b.follow(res))).toContain(`You follow ${author.username}`);
    expect(await rowCount(f, eq(f.followerId, me.id))).toBe(1);
  });
});

describe("following is bounded", () => {
  it(`refuses the attempt after ${FOLLOW_RATE_COUNT} in the window, with a message`, async () => {
    const me = await member(friend);
    const them = await member(friend);
    for (let i = 0; i < FOLLOW_RATE_COUNT; i++) await followPost(me, "nobody-like-this");
    const refused = await followPost(me, them.username);
    expect(await text(await me.b.follow(refused))).toContain("You're following members too fast");
    expect(await rowCount(f, eq(f.followerId, me.id))).toBe(0);
  });
});

describe("blocking and following", () => {
  it("a block in chat removes the follows both ways and refuses new ones either way", async () => {
    const me = await member(friend);
    const them = await member(friend);
    await followPost(me, them.username);
    await followPost(them, me.username);
    expect(await followsBetween(me.id, them.id)).toBe(2);

    const id = await say(them, "hello");
    const blocked = await me.b.post("/chat?channel=general", { intent: "block", channel: "general", messageId: id });
    expect(blocked.status).toBe(303);
    expect(await followsBetween(me.id, them.id)).toBe(0);

    // Neither can follow the other now, and the blocked member is told plainly.
    expect(await text(await them.b.follow(await followPost(them, me.username)))).toContain(
      "You can't follow this member.",
    );
    expect(await text(await me.b.follow(await followPost(me, them.username)))).toContain(
      "You can't follow this member.",
    );
    expect(await followsBetween(me.id, them.id)).toBe(0);
    // Nor find each other in the search.
    expect(await text(await them.b.get(`/friends?q=${me.username}`))).toContain("No member's username starts with");
  });
});

describe("friend streaks", () => {
  it("count only the days both played, in a row up to today, and only between mutual follows", async () => {
    const today = calendarDay(new Date(), "UTC");
    const day = (n: number) => addDays(today, -n);
    const c = (d: string) => ({ challengeId: "journal-3", day: d });
    // A played the last four days (3, 2, 1 days ago and today); B today, 1 and 3 days ago:
    // both played today and yesterday, not two days ago: the friend streak is 2.
    const a = await member({
      ...friend,
      profile: { timeZone: "UTC" },
      history: { completed: [0, 1, 2, 3].map((n) => c(day(n))) },
    });
    const b = await member({
      ...friend,
      profile: { timeZone: "UTC" },
      history: { completed: [0, 1, 3].map((n) => c(day(n))) },
    });
    // C played every day but follows one way only: no streak.
    const one = await member({
      ...friend,
      profile: { timeZone: "UTC" },
      history: { completed: [0, 1, 2, 3].map((n) => c(day(n))) },
    });
    await followPost(a, b.username);
    await followPost(a, one.username);
    expect(await board(a)).toContain("follow you back yet");
    expect(await board(a)).not.toContain("Friend streak");
    await followPost(b, a.username);

    const page = await board(a);
    expect(page).toContain("Friend streak: 2 days");
    expect(await board(b)).toContain("Friend streak: 2 days");
    // C's row: still one-way.
    expect(page.match(/Friend streak/g)?.length).toBe(1);
  });

  it("still counts yesterday's run before today is played, and ends after a missed day", async () => {
    const today = calendarDay(new Date(), "UTC");
    const c = (n: number) => ({ challengeId: "journal-3", day: addDays(today, -n) });
    const a = await member({ ...friend, profile: { timeZone: "UTC" }, history: { completed: [1, 2, 3, 5].map(c) } });
    const b = await member({ ...friend, profile: { timeZone: "UTC" }, history: { completed: [1, 2, 3, 4, 5].map(c) } });
    const d = await member({ ...friend, profile: { timeZone: "UTC" }, history: { completed: [2, 3].map(c) } });
    for (const [x, y] of [
      [a, b],
      [b, a],
      [a, d],
      [d, a],
    ] as const)
      await followPost(x, y.username);
    const page = await board(a);
    expect(page).toContain("Friend streak: 3 days"); // with b: 1, 2, 3 days ago
    expect(page).toContain("Friend streak: 0 days"); // with d: nobody played together yesterday
  });
});

describe("follows in the member's data", () => {
  it("the export lists follows both ways by username; deleting the account removes them", async () => {
    const me = await member(friend);
    const them = await member(friend);
    await followPost(me, them.username);
    await followPost(them, me.username);
    const data = await (
      await me.b.get("/settings/export")
    ).json<{ follows: { direction: string; username: string }[] }>();
    expect(data.follows).toEqual([
      expect.objectContaining({ direction: "following", username: them.username }),
      expect.objectContaining({ direction: "follower", username: them.username }),
    ]);
    expect(JSON.stringify(data.follows)).not.toContain(them.email);

    const res = await me.b.post("/settings", { password: "secret123" });
    expect(res.status).toBe(303);
    expect(await followsBetween(me.id, them.id)).toBe(0);
  });
});
