// The read-only boards: the global leaderboard and the achievements screen.
import { describe, expect, it } from "vitest";
import { achievements } from "../../db/seed-data.mjs";
import { addHistory, communityMembers, newMember, setProfile, userIdOf } from "./factories";

const setXp = async (email: string, xp: number) =>
  setProfile(await userIdOf(email), { xp, level: Math.floor(xp / 500) + 1 });

describe("global rankings", () => {
  it("lists members by XP, marks the viewer, and stops at 50", async () => {
    const me = await newMember("rank-me@x.test", "RankMe");
    await setXp("rank-me@x.test", 1200);
    // 55 other members who never sign in (the board only reads them).
    await communityMembers(Array.from({ length: 55 }, (_, i) => ({ id: `r${i}`, username: `Racer${i}`, xp: i * 10 })));
    const html = await (await me.get("/rankings")).text();
    expect(html).toContain("Global Rankings");
    expect(html).toContain("Top performers in the community");
    expect(html).toContain("Top 50");
    expect((html.match(/<tr /g) ?? []).length).toBe(50);
    // RankMe (1,200 XP) leads, with the crown and "(You)"; thousands are separated.
    const firstRow = html.slice(html.indexOf("<tbody>"), html.indexOf("</tr>", html.indexOf("<tbody>")));
    expect(firstRow).toContain("RankMe");
    expect(firstRow).toContain("(You)");
    expect(firstRow).toContain('aria-label="1st"');
    expect(firstRow).toContain("1,200");
    expect(html.indexOf("Racer54")).toBeLessThan(html.indexOf("Racer53"));
    expect(html).not.toContain("Racer0<"); // the lowest ones fall outside the top 50
  });
});

describe("achievements", () => {
  it("shows every achievement locked at first, with the progress card and categories", async () => {
    const b = await newMember("ach@x.test", "Achiever");
    const html = await (await b.get("/achievements")).text();
    expect(html).toContain(`0 of ${achievements.length} achievements unlocked`);
    expect((html.match(/data-testid="achievement"/g) ?? []).length).toBe(achievements.length);
    expect(html).not.toContain("Achievement Stats");
    for (const label of [
      "All",
      "Fitness",
      "Skincare",
      "Progress",
      "Level",
      "Social",
      "Assessment",
      "Special",
      "Hidden",
    ]) {
      expect(html).toContain(`>${label}</a>`);
    }
    const hidden = await (await b.get("/achievements?category=easter_egg")).text();
    const eggs = achievements.filter((a) => a.category === "easter_egg").length;
    expect((hidden.match(/data-testid="achievement"/g) ?? []).length).toBe(eggs);
    const unknown = await (await b.get("/achievements?category=%3Cx%3E")).text();
    expect((unknown.match(/data-testid="achievement"/g) ?? []).length).toBe(achievements.length);
  });

  it("counts unlocked ones, their XP, and the legendary rate", async () => {
    const b = await newMember("ach2@x.test", "Achiever2");
    await addHistory(await userIdOf("ach2@x.test"), { achievements: ["first-step", "unstoppable"] });
    const html = await (await b.get("/achievements")).text();
    expect(html).toContain(`2 of ${achievements.length} achievements unlocked`);
    expect(html).toContain("Achievement Stats");
    expect(html).toContain(">1,025<"); // 25 + 1000 XP
    const legendary = achievements.filter((a) => a.rarity === "legendary").length;
    expect(html).toContain(`>${Math.round(100 / legendary)}%<`);
  });
});

describe("progress", () => {
  it("shows the level card, today's quote, the five tabs and the subscription card", async () => {
    const b = await newMember("prog@x.test", "Progresser");
    await setXp("prog@x.test", 1234);
    const html = await (await b.get("/progress")).text();
    expect(html).toContain("Level 3");
    expect(html).toContain("1,234 XP");
    expect(html).toContain("234 / 500 XP to level 4");
    expect(html).toContain('data-testid="quote-of-the-day"');
    for (const tab of ["Challenges", "Inbox", "1v1", "Ranks", "Trophies"]) expect(html).toContain(tab);
    expect(html).toContain('href="/achievements"');
    expect(html).toContain('data-testid="subscription-card"');
  });
});

describe("early states that invite action", () => {
  it("earned first, then the three nearest with their progress, then the rest by category, collapsed", async () => {
    const b = await newMember("near@x.test", "Nearest");
    // Four completed challenges on past days (no workouts), and the four achievements they earn.
    await addHistory(await userIdOf("near@x.test"), {
      completed: ["2020-01-01", "2020-01-02", "2020-01-03", "2020-01-04"].map((day) => ({
        challengeId: "journal-3",
        day,
      })),
      achievements: ["first-step", "assess-1", "social-first", "glow-starter"],
    });
    const html = (await (await b.get("/achievements")).text()).replace(/<!-- -->/g, "");
    const cards = html.split('data-testid="achievement"').slice(1);
    expect(cards).toHaveLength(achievements.length);
    expect(html).toContain("Earned (4)");
    expect(cards.slice(0, 4).every((c) => c.includes(">Unlocked<"))).toBe(true);
    // Next up: 4 of 5 challenges is the nearest, then 4 of 25 (the secret 'Lucky Seven', 4 of 7,
    // is neither named nor offered: its progress would give it away).
    const next = html.slice(html.indexOf('data-testid="next-up"'), html.indexOf('data-testid="locked-groups"'));
    expect(next.split('data-testid="achievement"')).toHaveLength(4);
    expect(cards[4]).toContain("Getting Going");
    expect(cards[4]).toContain("To unlock: ");
    expect(cards[4]).toContain("4 / 5 challenges");
    expect(cards[4]).toContain('aria-valuenow="80"');
    expect(cards[5]).toContain("Committed");
    expect(cards[5]).toContain("4 / 25 challenges");
    expect(html).not.toContain("Lucky Seven");
    // The rest: one closed <details> per category, each with its progress kept.
    const groups = html.slice(html.indexOf('data-testid="locked-groups"'));
    expect(groups.match(/<details/g)?.length).toBeGreaterThanOrEqual(5);
    expect(groups).not.toMatch(/<details[^>]* open/);
    expect(groups).toContain("Hidden");
    const streak = cards.find((c) => c.includes("On a Roll"))!;
    expect(streak).toContain("0 / 3 days in a row");
    expect(html).not.toContain('data-testid="first-achievement"');
  });

  it("with nothing unlocked yet, the page points to today's challenges", async () => {
    const b = await newMember("first-ach@x.test", "FirstAch");
    const html = await (await b.get("/achievements")).text();
    expect(html).toContain('data-testid="first-achievement"');
    expect(html).toMatch(/href="\/progress"[^>]*>Start today&#x27;s challenges/);
    // Tab rows that can scroll sideways are marked scroll areas.
    expect(html).toMatch(/<nav aria-label="Categories" class="[^"]*scroll-area[^"]*"[^>]*data-scroll-area/);
  });
});
