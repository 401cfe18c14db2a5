// Achievements that reward what members do (issue #27) and the battle farming limits
// (issue #23): each trigger family unlocks once through the one award writer, racing
// requests included, and XP stays the sum of the awards.
import { expectConsistent, toastText } from "./invariants";
import { and, eq, inArray, or } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { achievements, challenges as seedChallenges } from "../../db/seed-data.mjs";
import { calendarDay } from "~/calendar/days";
import { guideChecklistItems } from "~/content/checklists";
import { schema } from "~/db.server";
import { AWARD_KEY_PREFIX } from "~/game/award-keys";
import { backfillAchievements } from "~/game/backfill.server";
import { BATTLE_WIN_XP, BATTLE_XP_PER_WINDOW } from "~/game/battle";
import { dailyFive } from "~/game/daily";
import { checkAchievements } from "~/game/deeds.server";
import {
  assessmentResult,
  backdateAwards,
  chatHistory,
  member,
  pastBattles,
  storedScan,
  type Member,
} from "./factories";
import { appEnv } from "./app-env";
import { awardCount, awardsOf, heldAchievements, holdsCount, invitationsFrom, rowCount } from "./readers";

const DAY_MS = 86_400_000;
const xpOf = (id: string) => achievements.find((a) => a.id === id)!.xpReward;
const holds = holdsCount;
const deeds = awardCount;
const battlesTable = schema.battleMatches;
const invitations = schema.challengeInvitations;

/** Posts a form and returns where it went and the toast the next page shows. */
async function postFollow(m: Member, path: string, fields: Record<string, string>) {
  const res = await m.b.post(path, fields);
  if (res.status !== 303) return { status: res.status, location: "", html: await res.text(), toast: "" };
  const location = res.headers.get("Location") ?? "";
  const html = await (await m.b.follow(res)).text();
  return { status: 303, location, html, toast: toastText(html) };
}

const skincareItems = [...guideChecklistItems().values()].filter((i) => i.slug === "skincare");

describe("guide checklists: each item counts once, on the server", () => {
  it("ticking an item records it once, shows it done and unlocks 'First Tick' once; a repeat changes nothing", async () => {
    const m = await member({ subscription: { tier: "starter" } });
    const item = skincareItems[0];
    const first = await postFollow(m, "/guides/check", { item: item.id });
    // The unlock is celebrated at the top of the guide, where the tick lands (decision 071).
    expect(first.location).toBe("/skincare#moments");
    expect(first.toast).toContain("Achievement Unlocked");
    expect(first.toast).toContain("First Tick");
    expect(first.html).toMatch(/data-ticked="true"/);
    expect(first.html).toContain("(done)");
    expect(await deeds(m.id, `checklist:${item.id}`)).toBe(1);
    expect(await holds(m.id, "check-1")).toBe(1);

    const again = await postFollow(m, "/guides/check", { item: item.id });
    expect(again.toast).toContain("Already ticked");
    expect(await deeds(m.id, `checklist:${item.id}`)).toBe(1);
    expect((await expectConsistent(m.id)).xp).toBe(xpOf("check-1") + xpOf("guide-first"));
  });

  it("four racing ticks of one item record it once and unlock once", async () => {
    const m = await member({ subscription: { tier: "starter" } });
    const item = skincareItems[1];
    const responses = await Promise.all(Array.from({ length: 4 }, () => m.b.post("/guides/check", { item: item.id })));
    expect(responses.every((r) => r.status === 303)).toBe(true);
    expect(await deeds(m.id, `checklist:${item.id}`)).toBe(1);
    expect(await holds(m.id, "check-1")).toBe(1);
    expect((await expectConsistent(m.id)).xp).toBe(xpOf("check-1"));
  });

  it("an item that is in no guide, or a member without the guides' plan, changes nothing", async () => {
    const starter = await member({ subscription: { tier: "starter" } });
    const bogus = await postFollow(starter, "/guides/check", { item: "skincare.nowhere.0.0" });
    expect(bogus.toast).toContain("That checklist item was not found");
    const free = await member();
    const refused = await postFollow(free, "/guides/check", { item: skincareItems[0].id });
    expect(refused.toast).toContain("come with a subscription");
    for (const m of [starter, free])
      expect((await awardsOf(m.id, { keyPrefix: AWARD_KEY_PREFIX.checklist })).length).toBe(0);
    expect((await heldAchievements(free.id)).length).toBe(0);
  });
});

describe("guides opened", () => {
  it("each guide counts once, racing opens included: 'Curious Mind' at the first, 'Deep Dive' at the third", async () => {
    const m = await member({ subscription: { tier: "starter" } });
    await Promise.all(Array.from({ length: 3 }, () => m.b.get("/skincare")));
    expect(await deeds(m.id, "guide:skincare")).toBe(1);
    expect(await holds(m.id, "guide-first")).toBe(1);
    expect(await holds(m.id, "assess-deep")).toBe(0);
    await m.b.get("/fitness");
    await m.b.get("/grooming");
    expect(await holds(m.id, "assess-deep")).toBe(1);
    await expectConsistent(m.id);

    const free = await member();
    await free.b.get("/skincare");
    expect((await awardsOf(free.id)).length).toBe(0);
  });
});

describe("the assessment", () => {
  const results = { step: "4", intent: "results", q0: "1", q1: "1", q2: "1", q3: "1", q4: "1" };

  it("finishing it unlocks 'Self-Aware' once (twice in a day is one deed); a retake a month later unlocks 'Check-In'", async () => {
    const m = await member();
    await Promise.all([m.b.post("/assessment", results), m.b.post("/assessment", results)]);
    const today = calendarDay(new Date(), "UTC");
    expect(await deeds(m.id, `assessment:${today}`)).toBe(1);
    expect(await holds(m.id, "assess-1")).toBe(1);
    expect(await holds(m.id, "assess-plan")).toBe(0);

    await backdateAwards(m.id, "assessment:", 31 * DAY_MS);
    // A retake replaces the plan once the member confirms it (decision 074).
    await m.b.post("/assessment", { ...results, replace: "yes" });
    expect((await awardsOf(m.id, { keyPrefix: AWARD_KEY_PREFIX.assessment })).length).toBe(2);
    expect(await holds(m.id, "assess-plan")).toBe(1);
    expect(await holds(m.id, "assess-1")).toBe(1);
    await expectConsistent(m.id);
  });
});

describe("chat messages on distinct days", () => {
  let seq = 0;
  const send = (m: Member, message: string) =>
    m.b.post("/chat?channel=general", {
      intent: "send",
      channel: "general",
      message,
      clientId: `achievements-${++seq}`,
    });

  it("the first message unlocks 'Say Hello' once even when two go at once; a third day unlocks 'Familiar Face'", async () => {
    const m = await member();
    const sent = await Promise.all([send(m, "hello"), send(m, "hello again")]);
    expect(sent.map((r) => r.status)).toEqual([303, 303]);
    expect(await holds(m.id, "social-first")).toBe(1);
    expect(await holds(m.id, "chat-3")).toBe(0);

    // Two earlier days in the chat's own rows (the record; no separate counter).
    await chatHistory(m.id, "general", [
      { username: m.username, message: "two days ago", createdAt: new Date(Date.now() - 2 * DAY_MS) },
      { username: m.username, message: "yesterday", createdAt: new Date(Date.now() - DAY_MS) },
    ]);
    const third = await postFollow(m, "/chat?channel=general", {
      intent: "send",
      channel: "general",
      message: "a new day",
      clientId: `achievements-${++seq}`,
    });
    expect(third.toast).toContain("Familiar Face");
    expect(await holds(m.id, "chat-3")).toBe(1);
    expect(await holds(m.id, "social-first")).toBe(1);
    await expectConsistent(m.id);
  });
});

describe("face scans", () => {
  it("a first scan unlocks 'Mirror, Mirror'; a later one 0.5 higher unlocks 'Glowing Up'; racing checks grant once", async () => {
    const m = await member();
    await storedScan(m.id, { photoKey: `members/${m.id}/a.jpg`, analysis: "first", ratingTenths: 62 });
    await Promise.all([checkAchievements(appEnv, m.id), checkAchievements(appEnv, m.id)]);
    expect(await holds(m.id, "scan-first")).toBe(1);
    expect(await holds(m.id, "scan-up-half")).toBe(0);
    await storedScan(m.id, { photoKey: `members/${m.id}/b.jpg`, analysis: "second", ratingTenths: 66 });
    await checkAchievements(appEnv, m.id);
    expect(await holds(m.id, "scan-up-half")).toBe(0); // +0.4 is not +0.5
    await storedScan(m.id, { photoKey: `members/${m.id}/c.jpg`, analysis: "third", ratingTenths: 67 });
    const unlocked = await checkAchievements(appEnv, m.id);
    expect(unlocked.map((u) => u.description)).toEqual(["Glowing Up"]);
    expect(await holds(m.id, "scan-up-half")).toBe(1);
    expect(await checkAchievements(appEnv, m.id)).toEqual([]);
    await expectConsistent(m.id);
  });
});

describe("battles: farming limits (decision 042) and the battle achievements", () => {
  const [first, second, third] = dailyFive(seedChallenges, calendarDay(new Date(), "UTC"));
  const invite = (from: Member, to: Member, challengeId: string) =>
    postFollow(from, "/progress?tab=battles", { intent: "invite", username: to.username, challengeId });
  const invitation = async (from: Member, to: Member) => (await invitationsFrom(from.id, { to: to.id }))[0].id;
  const accept = (m: Member, id: number) =>
    postFollow(m, "/progress?tab=inbox", { intent: "accept", invitationId: String(id) });
  const complete = async (m: Member, challengeId: string) => {
    await postFollow(m, "/progress", { intent: "start", challengeId });
    return postFollow(m, "/progress", { intent: "complete", challengeId });
  };
  const pairBattles = (a: Member, b: Member) =>
    rowCount(
      battlesTable,
      or(
        and(eq(battlesTable.user1Id, a.id), eq(battlesTable.user2Id, b.id)),
        and(eq(battlesTable.user1Id, b.id), eq(battlesTable.user2Id, a.id)),
      ),
    );

  it("a third battle between the same two members within 24 hours is refused with a message", async () => {
    const [a, b] = [await member({ prefix: "pair" }), await member({ prefix: "pair" })];
    for (const c of [first, second]) {
      await invite(a, b, c.id);
      expect((await accept(b, await invitation(a, b))).toast).toContain("Challenge Accepted!");
    }
    await invite(b, a, third.id);
    const inv = await invitation(b, a);
    const refused = await accept(a, inv);
    expect(refused.toast).toContain("Failed to accept invitation: you two have started 2 battles in the last 24 hours");
    expect(await pairBattles(a, b)).toBe(2);
    expect(await rowCount(invitations, and(eq(invitations.id, inv), eq(invitations.status, "pending")))).toBe(1);
  });

  it("two racing accepts for the pair's last slot make one battle", async () => {
    const [a, b] = [await member({ prefix: "pair" }), await member({ prefix: "pair" })];
    await invite(a, b, first.id);
    await accept(b, await invitation(a, b));
    await invite(a, b, second.id);
    const one = await invitation(a, b);
    await invite(b, a, third.id);
    const other = await invitation(b, a);
    await Promise.all([accept(b, one), accept(a, other)]);
    expect(await pairBattles(a, b)).toBe(2);
    expect(
      await rowCount(invitations, and(inArray(invitations.id, [one, other]), eq(invitations.status, "pending"))),
    ).toBe(1);
  });

  it("battle XP stops at 150 in 24 hours: one Complete winning four battles pays three; every win still counts toward the achievements", async () => {
    const w = await member({ prefix: "winner" });
    const rivals = [];
    for (let i = 0; i < 4; i++) rivals.push(await member({ prefix: "rival" }));
    for (const r of rivals) {
      await invite(w, r, first.id);
      await accept(r, await invitation(w, r));
    }
    // The winner completes the challenge once: the first to do it in each of the four battles.
    const done = await complete(w, first.id);
    expect(done.toast).toContain("Victory!");

    expect(await rowCount(battlesTable, eq(battlesTable.winnerId, w.id))).toBe(4);
    const won = await awardsOf(w.id, { type: "battle_won" });
    const paid = { n: won.length, xp: won.reduce((sum, a) => sum + a.xp, 0) };
    expect(paid).toEqual({ n: BATTLE_XP_PER_WINDOW / BATTLE_WIN_XP, xp: BATTLE_XP_PER_WINDOW });
    // The wins count all the same: 'First Victory' once, and 'Hat Trick' for three in a row.
    expect(await holds(w.id, "battle-first")).toBe(1);
    expect(await holds(w.id, "social-streak")).toBe(1);
    expect(await holds(w.id, "battle-5")).toBe(0);
    const tab = await (await w.b.get("/progress?tab=battles")).text();
    expect(tab).toContain("No bonus XP this time: you reached the limit of 150 battle XP in 24 hours.");
    expect(tab).toContain(`+${BATTLE_WIN_XP} bonus XP.`);
    // A rival completing it later changes nothing.
    await complete(rivals[0], first.id);
    expect(await rowCount(battlesTable, eq(battlesTable.winnerId, w.id))).toBe(4);
    await expectConsistent(w.id);
    for (const r of rivals) await expectConsistent(r.id);
  });
});

describe("the achievements page", () => {
  it("names no locked secret achievement, and says what to do for every other locked one", async () => {
    const m = await member();
    const html = await (await m.b.get("/achievements")).text();
    const secrets = achievements.filter((a) => a.category === "easter_egg");
    for (const a of secrets) {
      expect(html).not.toContain(a.title === "1337" ? ">1337<" : a.title);
      expect(html).not.toContain(a.description);
    }
    expect(html.match(/data-secret="true"/g)?.length).toBe(secrets.length);
    const toUnlock = html.match(/To unlock: /g)?.length ?? 0;
    expect(toUnlock).toBe(achievements.length - secrets.length);
    for (const a of achievements.filter((x) => x.category !== "easter_egg"))
      expect(html).toContain(a.description.replaceAll("'", "&#x27;"));
  });
});

// Last in the file: the backfill runs over every member of this file's database.
describe("the backfill", () => {
  it("counts past assessments, chat days, battles and scans once; a second run, or two at once, grant nothing more", async () => {
    const m = await member({ prefix: "veteran" });
    const rival = await member({ prefix: "veteran" });
    await assessmentResult(m.id, new Date(Date.now() - 40 * DAY_MS));
    await chatHistory(
      m.id,
      "general",
      [3, 2, 1].map((d) => ({
        username: m.username,
        message: `day -${d}`,
        createdAt: new Date(Date.now() - d * DAY_MS),
      })),
    );
    await pastBattles(m.id, rival.id, 3);
    await storedScan(m.id, { photoKey: `members/${m.id}/1.jpg`, analysis: "old", ratingTenths: 60 });
    await storedScan(m.id, { photoKey: `members/${m.id}/2.jpg`, analysis: "new", ratingTenths: 66 });

    const first = await backfillAchievements(appEnv);
    expect(first.unlocked).toBeGreaterThan(0);
    for (const id of [
      "assess-1",
      "social-first",
      "chat-3",
      "battle-first",
      "social-streak",
      "scan-first",
      "scan-up-half",
    ])
      expect(await holds(m.id, id), id).toBe(1);
    expect(await holds(m.id, "assess-plan")).toBe(0); // one assessment is not a retake
    const after = await expectConsistent(m.id);
    await expectConsistent(rival.id);

    const rows = await rowCount(schema.activityLog);
    const again = await Promise.all([backfillAchievements(appEnv), backfillAchievements(appEnv)]);
    expect(again.map((r) => r.unlocked)).toEqual([0, 0]);
    expect(await rowCount(schema.activityLog)).toBe(rows);
    expect((await expectConsistent(m.id)).xp).toBe(after.xp);
  });
});
