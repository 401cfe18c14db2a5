// What members do outside the daily loop that counts toward achievements: a deed (an
// assessment finished, a guide opened, a checklist item ticked) is an award of 0 XP with its
// own key, so the one award writer (awards.server.ts) stores it once and settles its unlocks
// in the same batch; chat messages, scans and battles are their own tables' rows, and the
// action that writes them asks for the unlocks they earn (checkAchievements).
import { and, eq, gte, lt } from "drizzle-orm";
import type { ActivityType } from "../../db/constants";
import { Batch, database, schema } from "~/db.server";
import type { Env } from "~/env";
import { AWARD_KEY_PREFIX, awardKey } from "./award-keys";
import {
  achievementRulesQuery,
  addAward,
  addUnlocks,
  awardedRows,
  awardRounds,
  keyRangeEnd,
  readUnlockInputs,
  unlockInputQueries,
} from "./awards.server";
import { toastHeaders } from "~/toast/toast.server";
import { unlockToasts } from "./messages";
import type { DeedStat } from "./unlocks";

const log = schema.activityLog;

/** An unlock as a toast names it. */
export type Unlocked = { description: string; xp: number };

type Deed = { key: string; type: ActivityType; description: string; stat: DeedStat };

export const DEEDS = {
  /** A finished assessment: counts once per UTC day (a retake a month later is its own deed). */
  assessment: (now: Date): Deed => ({
    key: awardKey.assessment(now.toISOString().slice(0, 10)),
    type: "assessment_taken",
    description: "Finished the assessment",
    stat: "assessments",
  }),
  guide: (slug: string, name: string): Deed => ({
    key: awardKey.guide(slug),
    type: "guide_opened",
    description: `Opened the ${name} guide`,
    stat: "guidesOpened",
  }),
  checklist: (itemId: string): Deed => ({
    key: awardKey.checklist(itemId),
    type: "checklist_ticked",
    description: "Ticked a guide checklist item",
    stat: "checklistTicks",
  }),
};

export type DeedOutcome = { recorded: boolean; unlocked: Unlocked[] };

/**
 * Records a deed once (a repeat, or the loser of a race, records nothing) and grants the
 * achievements it completes. A deed already on record costs one read and no write.
 */
export async function recordDeed(env: Env, userId: string, deed: Deed, now = new Date()): Promise<DeedOutcome> {
  const db = database(env);
  const [done, rules, stats, held] = await db.batch([
    db
      .select({ id: log.id })
      .from(log)
      .where(and(eq(log.userId, userId), eq(log.awardKey, deed.key))),
    achievementRulesQuery(db),
    ...unlockInputQueries(db, userId),
  ]);
  if (done.length > 0 || stats.length === 0) return { recorded: false, unlocked: [] };
  const batch = new Batch();
  const result = addAward(
    db,
    batch,
    { userId, key: deed.key, type: deed.type, xp: 0, description: deed.description },
    {
      rounds: awardRounds(rules, readUnlockInputs(stats, held), { xp: 0, [deed.stat]: 1 }),
      now: now.getTime(),
    },
  );
  await batch.run(db);
  const awarded = result().awarded;
  return {
    recorded: awarded.some((a) => a.key === deed.key),
    unlocked: awarded.filter((a) => a.type === "achievement_unlocked"),
  };
}

/**
 * Grants whatever the member's stored state now earns (after a chat message, a scan or a
 * battle is written): the unlock engine alone, once per achievement under races.
 */
export async function checkAchievements(env: Env, userId: string, now = new Date()): Promise<Unlocked[]> {
  const db = database(env);
  const [rules, stats, held] = await db.batch([achievementRulesQuery(db), ...unlockInputQueries(db, userId)]);
  if (stats.length === 0) return [];
  const inputs = readUnlockInputs(stats, held);
  const rounds = awardRounds(rules, inputs, { xp: 0 });
  // Nothing new to grant (the usual case): no write at all. The spare pass covers races.
  if (rounds <= 1) return [];
  const claim = crypto.randomUUID();
  const batch = new Batch();
  addUnlocks(db, batch, { userId, claim, rounds, now: now.getTime() });
  const read = batch.add(awardedRows(db, userId, claim));
  await batch.run(db);
  return read();
}

// ------------------------------------------------------------------ the guides

/** The member's ticked checklist items of one guide (their ids). */
async function tickedIn(env: Env, userId: string, slug: string) {
  const prefix = awardKey.checklist(`${slug}.`);
  const rows = await database(env)
    .select({ key: log.awardKey })
    .from(log)
    .where(and(eq(log.userId, userId), gte(log.awardKey, prefix), lt(log.awardKey, keyRangeEnd(prefix))));
  return rows.map((r) => r.key.slice(AWARD_KEY_PREFIX.checklist.length));
}

/** A member opens a guide: the visit counts once, and the page shows what they ticked. */
export async function openGuide(env: Env, userId: string, slug: string, name: string, now = new Date()) {
  const [visit, ticked] = await Promise.all([
    recordDeed(env, userId, DEEDS.guide(slug, name), now),
    tickedIn(env, userId, slug),
  ]);
  return { ticked, unlocked: visit.unlocked };
}

/** Headers that carry one "Achievement Unlocked" toast per unlock to the next page, when anything unlocked. */
export async function unlockHeaders(request: Request, unlocked: readonly Unlocked[], headers = new Headers()) {
  return unlocked.length ? toastHeaders(request, unlockToasts(unlocked), headers) : headers;
}
