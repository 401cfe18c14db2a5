// Pro analytics (issue #37) through the Worker: a member's own XP and challenges by
// category, the consistency calendar (and its months), streak history, battle record
// and scan trends, each a sentence and a table beside its SVG; the Pro page's old
// Analytics tab leads here; a plan below Pro gets the gate and none of the numbers.
import { describe, expect, it } from "vitest";
import { addDays, calendarDay } from "~/calendar/days";
import { addMonths, monthOf } from "~/calendar/periods";
import { formatMonth } from "~/calendar/format";
import { challenges as seedChallenges } from "../../db/seed-data.mjs";
import { addHistory, awards, member, pastBattles, storedScan } from "./factories";

const today = () => calendarDay(new Date(), "UTC");
const fitness = seedChallenges.find((c) => c.category === "fitness")!;
const skincare = seedChallenges.find((c) => c.category === "skincare")!;
const noon = (day: string) => Date.parse(`${day}T12:00:00Z`);
/** The text of one chart's summary sentence. */
const summary = (html: string, id: string) =>
  html.match(new RegExp(`data-testid="${id}-summary">([^<]*)<`))?.[1].replace(/&#x27;/g, "'") ?? null;

describe("analytics of the member's own data", () => {
  it("adds up XP and challenges by category over 8 weeks, streaks, battles and scans", async () => {
    const m = await member({
      prefix: "anpro",
      subscription: { tier: "pro" },
      profile: { timeZone: "UTC", longestStreak: 5 },
    });
    const rival = await member({ prefix: "anrival" });
    const [t, y, y2, old] = [today(), addDays(today(), -1), addDays(today(), -2), addDays(today(), -20)];
    await addHistory(m.id, {
      completed: [
        { challengeId: fitness.id, day: t },
        { challengeId: fitness.id, day: y },
        { challengeId: skincare.id, day: y },
        { challengeId: skincare.id, day: y2 },
        { challengeId: fitness.id, day: old },
      ],
    });
    await awards(m.id, [
      { key: `challenge:${fitness.id}:${t}`, type: "challenge_completed", xp: 30, at: noon(t) },
      { key: `challenge:${skincare.id}:${y}`, type: "challenge_completed", xp: 20, at: noon(y) },
      { key: `daily-task:${y}`, type: "daily_task_completed", xp: 15, at: noon(y) },
      { key: "achievement:first-steps", type: "achievement_unlocked", xp: 50, at: noon(old) },
    ]);
    await pastBattles(m.id, rival.id, 2);
    await pastBattles(rival.id, m.id, 1);
    for (const [i, eyes] of [2.5, 1.5].entries())
      await storedScan(m.id, {
        photoKey: `${m.id}/s${i}.jpg`,
        analysis: "x",
        ratingTenths: 68 + i * 4,
        measurements: JSON.stringify([{ key: "symmetry-eyes", value: eyes }]),
        createdAt: new Date(Date.now() - (2 - i) * 86_400_000),
      });

    const html = await (await m.b.get("/analytics")).text();
    expect(html).toContain('data-testid="analytics"');
    expect(summary(html, "xp-weeks")).toBe(
      "115 XP and 5 completed challenges in the last 8 weeks; most in Fitness (3).",
    );
    expect(summary(html, "challenge-weeks")).toBe("5 challenges in 8 weeks: Skincare 2, Fitness 3.");
    expect(summary(html, "streaks")).toBe(
      "Your current streak is 3 days. 2 streaks in the last year, the longest 3 days; your longest ever is 5.",
    );
    expect(summary(html, "battles")).toBe("2 won and 1 lost of 3 finished battles (67% won).");
    expect(summary(html, "trend-measurements")).toBe(
      "1 measurement across 2 scans; 1 of them inside the balanced range in your latest scan.",
    );
    expect(html).toMatch(
      /<th scope="row"[^>]*>Eye symmetry<\/th><td[^>]*>2\.5%<\/td><td[^>]*>1\.5%<\/td><td[^>]*>0\.0% to 3\.0%<\/td>/,
    );
    expect(summary(html, "trend-rating")).toBe("Rating: from 6.8 to 7.2 over 2 scans.");
    // Every chart's numbers are in the page as a table, for screen readers and "Show the numbers".
    expect(html.match(/<table/g)?.length).toBeGreaterThanOrEqual(7);
    expect(html).toContain(`Consistency: ${formatMonth(monthOf(t))}`);
  });

  it("the calendar opens earlier months by a plain link, and never a month to come", async () => {
    const m = await member({ prefix: "ancal", subscription: { tier: "pro", trial: true } });
    const previous = addMonths(monthOf(today()), -1);
    const html = await (await m.b.get(`/analytics?month=${previous}`)).text();
    expect(html).toContain(`Consistency: ${formatMonth(previous)}`);
    expect(html).toContain(`href="/analytics?month=${monthOf(today())}#calendar"`);
    const ahead = await (await m.b.get(`/analytics?month=${addMonths(monthOf(today()), 3)}`)).text();
    expect(ahead).toContain(`Consistency: ${formatMonth(monthOf(today()))}`);
  });

  it("the Pro page's Analytics tab is this page; a Starter member gets the gate and no numbers", async () => {
    const starter = await member({ prefix: "anstart", subscription: { tier: "starter" } });
    const tab = await starter.b.get("/pro-content?tab=analytics");
    expect(tab.status).toBe(302);
    expect(tab.headers.get("Location")).toBe("/analytics");
    const html = await (await starter.b.get("/analytics")).text();
    expect(html).toContain('data-testid="access-gate"');
    expect(html).toContain("Upgrade Required");
    expect(html).not.toContain('data-testid="analytics"');
    expect(html).not.toContain("xp-weeks-summary");
  });
});
