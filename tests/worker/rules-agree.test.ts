// Issue #41 (decision 054): the game's rules that exist twice, once in TypeScript (what the
// pages and the award planner read) and once in SQL (what the unlock engine writes), agree on
// generated member histories (fast-check). For each history the test writes the member's rows,
// runs the unlock engine to the end, and holds what SQL measured, granted and set against
// the TypeScript rules applied to the same history:
// - requirements: each requirement type's measure (requirements.server.ts) against the spec's
//   definition, computed here from the history itself (unlocks.ts lists the definitions);
// - unlocks: the achievements granted against settleUnlocks (unlocks.ts) over those counts;
// - levels and ranks: the stored level and rank against levelForXp and rankForAchievements.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { database, Batch } from "~/db.server";
import { AWARD_KEY_PREFIX, isWorkout, SKINCARE_CATEGORY } from "~/game/award-keys";
import { levelForXp, rankForAchievements } from "~/game/levels";
import { achievementRulesQuery, readUnlockInputs, unlockInputQueries } from "~/game/requirements.server";
import { addUnlocks } from "~/game/unlock-engine.server";
import { settleUnlocks, type Stats } from "~/game/unlocks";
import { CATEGORY_SLUGS } from "../../db/constants";
import { challenges as catalogue } from "../../db/seed-data.mjs";
import { appEnv } from "./app-env";
import { addHistory, communityMembers, setProfile } from "./factories";
import { heldAchievements, profileOf } from "./readers";

const DAY_MS = 86_400_000;
const START = Date.UTC(2026, 0, 1);
const day = (n: number) => new Date(START + n * DAY_MS).toISOString().slice(0, 10);

/** A member's history, in the shapes the app stores. */
const histories = fc.record({
  xp: fc.integer({ min: 0, max: 16_000 }),
  streak: fc.integer({ min: 0, max: 110 }),
  completed: fc.uniqueArray(
    fc.record({ challengeId: fc.constantFrom(...catalogue.map((c) => c.id)), day: fc.integer({ min: 0, max: 120 }) }),
    { selector: (c) => `${c.challengeId}:${c.day}`, maxLength: 60 },
  ),
  /** Days on which the assessment was finished. */
  assessments: fc.uniqueArray(fc.integer({ min: 0, max: 400 }), { maxLength: 4 }),
  guides: fc.subarray([...CATEGORY_SLUGS]),
  ticks: fc.integer({ min: 0, max: 30 }),
  /** Chat messages' times, ms after the start. */
  chat: fc.array(fc.integer({ min: 0, max: 60 * DAY_MS }), { maxLength: 40 }),
  /** Battles in the order they ended: won or lost. */
  battles: fc.array(fc.boolean(), { maxLength: 12 }),
  /** Scans' ratings (tenths) in the order they were taken. */
  scans: fc.array(fc.integer({ min: 0, max: 100 }), { maxLength: 12 }),
});

type History = typeof histories extends fc.Arbitrary<infer H> ? H : never;

/** The spec's definitions (unlocks.ts), computed from the history itself. */
function expectedStats(h: History): Required<Stats> {
  const category = (id: string) => catalogue.find((c) => c.id === id)!.category;
  const days = h.assessments.map((d) => START + d * DAY_MS);
  const lastLoss = h.battles.lastIndexOf(false);
  const rises = h.scans.flatMap((a, i) => h.scans.slice(i + 1).map((b) => b - a));
  return {
    xp: h.xp,
    streak: h.streak,
    challengeCount: h.completed.length,
    workoutCount: h.completed.filter((c) => isWorkout(category(c.challengeId))).length,
    skincareCount: h.completed.filter((c) => category(c.challengeId) === SKINCARE_CATEGORY).length,
    assessments: h.assessments.length,
    assessmentRetakeDays: days.length ? Math.floor((Math.max(...days) - Math.min(...days)) / DAY_MS) : 0,
    guidesOpened: h.guides.length,
    checklistTicks: h.ticks,
    chatDays: new Set(h.chat.map((t) => Math.floor((START + t) / DAY_MS))).size,
    battlesWon: h.battles.filter(Boolean).length,
    battleWinRun: h.battles.slice(lastLoss + 1).length,
    scans: h.scans.length,
    scanImprovement: rises.length ? Math.max(...rises) : 0,
  };
}

let runs = 0;

/** Writes the history for a new member and runs the unlock engine to the end. */
async function played(h: History) {
  const [me, opponent] = await communityMembers([{ username: `agree${++runs}` }, { username: `rival${runs}` }]);
  await setProfile(me, { xp: h.xp, currentStreak: h.streak, longestStreak: h.streak });
  await addHistory(me, {
    completed: h.completed.map((c) => ({ challengeId: c.challengeId, day: day(c.day) })),
    deeds: [
      ...h.assessments.map((d) => ({
        key: `${AWARD_KEY_PREFIX.assessment}${day(d)}`,
        at: new Date(START + d * DAY_MS),
      })),
      ...h.guides.map((slug) => ({ key: `${AWARD_KEY_PREFIX.guide}${slug}`, at: new Date(START) })),
      ...Array.from({ length: h.ticks }, (_, i) => ({
        key: `${AWARD_KEY_PREFIX.checklist}item-${i}`,
        at: new Date(START),
      })),
    ],
    chat: h.chat.map((t) => ({ at: new Date(START + t) })),
    battles: h.battles.map((won, i) => ({ against: opponent, won, at: new Date(START + (i + 1) * 60_000) })),
    scans: h.scans.map((ratingTenths, i) => ({ ratingTenths, at: new Date(START + i * DAY_MS) })),
  });
  const db = database(appEnv);
  // What SQL measures before anything is granted.
  const [rules, stats, held] = await db.batch([achievementRulesQuery(db), ...unlockInputQueries(db, me)]);
  const measured = readUnlockInputs(stats, held).stats;
  const batch = new Batch();
  // Every pass the catalogue could need, and one more: the engine stops granting when nothing is left.
  addUnlocks(db, batch, { userId: me, claim: crypto.randomUUID(), rounds: rules.length + 1, now: Date.now() });
  await batch.run(db);
  return { rules, measured, granted: await heldAchievements(me), profile: await profileOf(me) };
}

describe("the TypeScript rules and their SQL agree on generated member histories", () => {
  it("requirements, unlocks, levels and ranks", async () => {
    await fc.assert(
      fc.asyncProperty(histories, async (h) => {
        const { rules, measured, granted, profile } = await played(h);
        const stats = expectedStats(h);
        expect(measured).toEqual(stats);
        const settled = settleUnlocks(rules, new Set(), stats);
        expect(granted.sort()).toEqual(settled.unlocked.map((a) => a.id).sort());
        expect(profile.xp).toBe(settled.xp);
        expect(profile.level).toBe(levelForXp(profile.xp));
        expect(profile.rank).toBe(rankForAchievements(granted.length).rank.name);
      }),
      { numRuns: 25 },
    );
  }, 240_000);
});
