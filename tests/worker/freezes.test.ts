// Streak freezes (decision 071): a missed day in the member's own zone takes one freeze, once,
// however page loads and completions race; a frozen day keeps the streak without adding to it;
// every 7th day in a row earns one (at most 2 held); buying one spends XP through the award
// writer, so XP is still the sum of awards.
import { describe, expect, it } from "vitest";
import { challenges as seedChallenges } from "../../db/seed-data.mjs";
import { addDays, calendarDay } from "~/calendar/days";
import { dailyFive } from "~/game/daily";
import { FREEZE_PRICE_XP } from "~/game/streak";
import { awards, member, profileRow, type Member } from "./factories";
import { expectConsistent, toastText } from "./invariants";

const ZONE = "Pacific/Kiritimati"; // UTC+14: its day is rarely the UTC day
const todayIn = (zone: string) => calendarDay(new Date(), zone);
const fiveOn = (day: string) => dailyFive(seedChallenges, day);

async function post(m: Member, fields: Record<string, string>, path = "/progress?tab=challenges") {
  const res = await m.b.post(path, fields);
  expect(res.status).toBe(303);
  return { location: res.headers.get("Location")!, html: await (await m.b.follow(res)).text() };
}

describe("a missed day", () => {
  it("in the member's own zone takes one freeze, once, from racing page loads and a completion; the home says so", async () => {
    const today = todayIn(ZONE);
    const m = await member({
      prefix: "frz",
      profile: {
        timeZone: ZONE,
        currentStreak: 5,
        longestStreak: 5,
        lastActivityDate: addDays(today, -2),
        streakFreezes: 2,
      },
    });
    const c = fiveOn(today)[0];
    await post(m, { intent: "start", challengeId: c.id });
    const [home] = await Promise.all([
      m.b.get("/"),
      m.b.get("/progress"),
      m.b.get("/"),
      m.b.post("/progress?tab=challenges", { intent: "complete", challengeId: c.id }),
    ]);
    expect(home.status).toBe(200);
    // One freeze for the one missed day; the streak ran on from the frozen day: 5 + today.
    expect(await profileRow(m.id)).toMatchObject({
      streakFreezes: 1,
      frozenDay: addDays(today, -1),
      currentStreak: 6,
      lastActivityDate: today,
    });
    const again = await (await m.b.get("/")).text();
    expect(again).toContain('data-testid="freeze-used"');
    expect(again).toContain("a streak freeze covered it: your 6-day streak is safe. 1 freeze left.");
    expect((await profileRow(m.id)).streakFreezes).toBe(1);
    await expectConsistent(m.id);
  });

  it("the morning after, the home covers it before any completion, and the streak line keeps the streak", async () => {
    const today = todayIn(ZONE);
    const m = await member({
      prefix: "frz",
      profile: {
        timeZone: ZONE,
        currentStreak: 9,
        longestStreak: 9,
        lastActivityDate: addDays(today, -2),
        streakFreezes: 1,
      },
    });
    const html = await (await m.b.get("/")).text();
    expect(html).toContain("your 9-day streak is safe. No freezes left.");
    expect(html).toContain("9-day streak. Complete one challenge today to keep it.");
    expect(await profileRow(m.id)).toMatchObject({ streakFreezes: 0, lastActivityDate: addDays(today, -1) });
    // /progress shows the freezes held and that one covered yesterday.
    const progress = await (await m.b.get("/progress")).text();
    expect(progress).toContain("Streak freezes: 0 of 2");
    expect(progress).toContain("A freeze covered yesterday.");
  });

  it("more missed days than freezes held: nothing is used and the streak starts again", async () => {
    const today = todayIn(ZONE);
    const m = await member({
      prefix: "frz",
      profile: {
        timeZone: ZONE,
        currentStreak: 9,
        longestStreak: 9,
        lastActivityDate: addDays(today, -3),
        streakFreezes: 1,
      },
    });
    const c = fiveOn(today)[0];
    expect((await (await m.b.get("/")).text()).includes('data-testid="freeze-used"')).toBe(false);
    await post(m, { intent: "start", challengeId: c.id });
    await post(m, { intent: "complete", challengeId: c.id });
    expect(await profileRow(m.id)).toMatchObject({
      streakFreezes: 1,
      frozenDay: null,
      currentStreak: 1,
      longestStreak: 9,
    });
  });
});

describe("earning and buying", () => {
  it("the 7th day in a row earns a freeze, up to 2 held", async () => {
    const today = todayIn("UTC");
    const c = fiveOn(today)[0];
    for (const [held, after] of [
      [0, 1],
      [2, 2],
    ]) {
      const m = await member({
        prefix: "frn",
        profile: { currentStreak: 6, longestStreak: 6, lastActivityDate: addDays(today, -1), streakFreezes: held },
      });
      await post(m, { intent: "start", challengeId: c.id });
      await post(m, { intent: "complete", challengeId: c.id });
      expect(await profileRow(m.id)).toMatchObject({ currentStreak: 7, streakFreezes: after });
    }
  });

  it("buying spends XP above the level through the award writer, once however often it is posted", async () => {
    const m = await member({ prefix: "frb", profile: { xp: 450, level: 1 } });
    await awards(m.id, [{ key: "seed:450", type: "challenge_completed", xp: 450, at: Date.now() - 86_400_000 }]);
    const posts = await Promise.all(
      [1, 2, 3].map(() => m.b.post("/progress?tab=challenges", { intent: "buy-freeze" })),
    );
    expect(posts.map((r) => r.status)).toEqual([303, 303, 303]);
    expect(await profileRow(m.id)).toMatchObject({ xp: 450 - FREEZE_PRICE_XP, level: 1, streakFreezes: 1 });
    // XP is still the sum of awards (the purchase is a negative award), and the level is kept.
    await expectConsistent(m.id);
    // 250 XP into the level: another would be affordable, but one a day can be bought.
    expect(toastText((await post(m, { intent: "buy-freeze" })).html)).toContain("Already bought today");
  });

  it("without the XP above the level's start, nothing is bought and nothing is spent", async () => {
    const m = await member({ prefix: "frb", profile: { xp: 520, level: 2 } });
    await awards(m.id, [{ key: "seed:520", type: "challenge_completed", xp: 520, at: Date.now() - 86_400_000 }]);
    const page = await (await m.b.get("/progress")).text();
    expect(page).not.toContain("Buy a freeze");
    const res = await post(m, { intent: "buy-freeze" });
    expect(res.location).toBe("/progress?tab=challenges#streak-freezes");
    expect(toastText(res.html)).toContain("Not enough XP yet");
    expect(await profileRow(m.id)).toMatchObject({ xp: 520, streakFreezes: 0 });
    await expectConsistent(m.id);
  });
});
