// Moments (decision 071): a new level, the last of today's five and a streak milestone are
// celebrated as a card on the page after the action, by the one request whose award moved
// them, and only once; opening a guide that unlocks an achievement celebrates it on the guide.
import { describe, expect, it } from "vitest";
import { challenges as seedChallenges } from "../../db/seed-data.mjs";
import { calendarDay } from "~/calendar/days";
import { dailyFive } from "~/game/daily";
import { awards, member, subscribe, type Member } from "./factories";
import { expectConsistent } from "./invariants";

const today = () => calendarDay(new Date(), "UTC");
const yesterday = () => calendarDay(new Date(Date.now() - 86_400_000), "UTC");
const five = () => dailyFive(seedChallenges, today());

/** Each celebration card on a page as [kind, title]. */
function moments(html: string): [string, string][] {
  return html
    .split('data-testid="moment"')
    .slice(1)
    .map((card) => [/data-moment="([^"]+)"/.exec(card)?.[1] ?? "", /<p[^>]*>([\s\S]*?)<\/p>/.exec(card)?.[1] ?? ""]);
}
const kinds = (html: string) => moments(html).map(([k]) => k);

async function post(m: Member, fields: Record<string, string>, path = "/progress?tab=challenges") {
  const res = await m.b.post(path, fields);
  expect(res.status).toBe(303);
  return { location: res.headers.get("Location")!, html: await (await m.b.follow(res)).text() };
}

async function complete(m: Member, challengeId: string, path?: string) {
  await post(m, { intent: "start", challengeId }, path);
  return post(m, { intent: "complete", challengeId }, path);
}

describe("moments", () => {
  it("going up a level is celebrated once, on the page the completion lands on, at its moments", async () => {
    const m = await member({ prefix: "mlv", profile: { xp: 490, level: 1 } });
    await awards(m.id, [{ key: "seed:490", type: "challenge_completed", xp: 490, at: Date.now() - 86_400_000 }]);
    const done = await complete(m, five()[0].id);
    expect(done.location).toBe("/progress?tab=challenges#moments");
    expect(moments(done.html)).toContainEqual(["level", "Level 2!"]);
    // The first challenge's unlock is a moment too; the challenge's own toast is not.
    expect(kinds(done.html)).toContain("unlock");
    expect(done.html).toContain('data-testid="toast-item"');
    // The next page, and a second completion of the same challenge, celebrate nothing.
    expect(moments(await (await m.b.get("/progress")).text())).toEqual([]);
    const again = await post(m, { intent: "complete", challengeId: five()[0].id });
    expect(again.location).not.toContain("#moments");
    expect(moments(again.html)).toEqual([]);
    const p = await expectConsistent(m.id);
    expect(p.level).toBe(2);
  });

  it("the last of today's five is celebrated once, the four before it are not", async () => {
    const [last, ...rest] = five();
    const m = await member({
      prefix: "mall",
      history: { completed: rest.slice(0, 3).map((c) => ({ challengeId: c.id, day: today() })) },
    });
    const fourth = await complete(m, rest[3].id, "/?index");
    expect(kinds(fourth.html)).not.toContain("all-done");
    const fifth = await complete(m, last.id, "/?index");
    expect(fifth.location).toBe("/#moments");
    expect(moments(fifth.html)).toContainEqual(["all-done", "All five done!"]);
    expect(kinds(await (await m.b.get("/")).text())).not.toContain("all-done");
    expect(kinds((await post(m, { intent: "complete", challengeId: last.id }, "/?index")).html)).toEqual([]);
  });

  it("a 7-day streak is celebrated on the day's first completion only, in place of the streak toast", async () => {
    const m = await member({
      prefix: "mstk",
      profile: { currentStreak: 6, longestStreak: 6, lastActivityDate: yesterday() },
    });
    const first = await complete(m, five()[0].id);
    expect(moments(first.html)).toContainEqual(["streak", "7 days in a row!"]);
    expect(first.html).not.toContain("7-day streak!");
    const second = await complete(m, five()[1].id);
    expect(kinds(second.html)).not.toContain("streak");
    await expectConsistent(m.id);
  });

  it("opening a guide that unlocks an achievement celebrates it on the guide itself, once", async () => {
    const m = await member({ prefix: "mgd" });
    await subscribe(m.id, { tier: "starter" });
    const first = await (await m.b.get("/skincare")).text();
    expect(moments(first)).toContainEqual(["unlock", "Achievement Unlocked"]);
    expect(first).toMatch(/Achievement Unlocked[\s\S]*\(\+\d+ XP\)/);
    expect(moments(await (await m.b.get("/skincare")).text())).toEqual([]);
    await expectConsistent(m.id);
  });
});
