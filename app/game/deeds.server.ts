// What members do outside the daily loop that counts toward achievements: a deed (an
// assessment finished, a guide opened, a checklist item ticked) is an award of 0 XP with its
// own key, so the one award writer (awards.server.ts) stores it once and settles its unlocks
// in the same batch; chat messages, scans and battles are their own tables' rows, and the
// action that writes them asks for the unlocks they earn (checkAchievements).
import { and, eq, gte, lt, or } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import type { ActivityType } from "../../db/constants";
import { claimClientKey } from "~/client-key.server";
import { Batch, database, schema, type Database, type MemberId } from "~/db.server";
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
import type { DeedStat, Stats } from "./unlocks";

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

/** `received`: the offline queue's key was already stored, so nothing was written (decision 081). */
export type DeedOutcome = { recorded: boolean; unlocked: Unlocked[]; received?: boolean };

/**
 * Records a deed once (a repeat, or the loser of a race, records nothing) and grants the
 * achievements it completes. A deed already on record costs one read and no write.
 */
export async function recordDeed(env: Env, userId: string, deed: Deed, now = new Date()): Promise<DeedOutcome> {
  const db = database(env);
  return recordDeedAfter(env, userId, deed, await db.batch(deedReads(db, userId, deed.key)), now);
}

/** What recordDeed reads first; `userId` may be SQL naming the viewer (a page's or action's batch, decisions 045, 052). */
export const deedReads = (db: Database, userId: MemberId, key: string) =>
  [
    db
      .select({ id: log.id })
      .from(log)
      .where(and(eq(log.userId, userId), eq(log.awardKey, key))),
    achievementRulesQuery(db),
    ...unlockInputQueries(db, userId),
  ] as const;

/** recordDeed once its reads are in: the award, a write, only when the deed is new. */
export async function recordDeedAfter(
  env: Env,
  userId: string,
  deed: Deed,
  [done, rules, stats, held]: BatchResponse<ReturnType<typeof deedReads>>,
  now = new Date(),
  clientKey?: string,
): Promise<DeedOutcome> {
  const db = database(env);
  if (done.length > 0 || stats.length === 0) return { recorded: false, unlocked: [] };
  const batch = new Batch();
  const key = claimClientKey(db, batch, userId, clientKey, now);
  const result = addAward(
    db,
    batch,
    { userId, key: deed.key, type: deed.type, xp: 0, description: deed.description },
    {
      when: key.guard,
      rounds: awardRounds(rules, readUnlockInputs(stats, held), { xp: 0, [deed.stat]: 1 }),
      now: now.getTime(),
    },
  );
  await batch.run(db);
  const awarded = result().awarded;
  if (!key.accepted()) return { recorded: false, unlocked: [], received: true };
  return {
    recorded: awarded.some((a) => a.key === deed.key),
    unlocked: awarded.filter((a) => a.type === "achievement_unlocked"),
  };
}

/** What checking a member's unlocks reads first (`member` may be SQL: an action's read batch). */
export const unlockCheckReads = (db: Database, member: MemberId) =>
  [achievementRulesQuery(db), ...unlockInputQueries(db, member)] as const;

export type UnlockCheckRows = BatchResponse<ReturnType<typeof unlockCheckReads>>;

/**
 * The unlock engine for what the member's stored state earns once the action's own rows are
 * written (`change`: what those rows may add; more than they add only costs a pass), as
 * statements to add to the action's write batch, whose reader gives the unlocks. Null when
 * nothing can unlock (the usual case): the batch carries nothing of it.
 */
export function plannedUnlocks(
  env: Env,
  userId: string,
  [rules, stats, held]: UnlockCheckRows,
  change: Partial<Stats>,
  now = new Date(),
): ((batch: Batch) => () => Unlocked[]) | null {
  if (stats.length === 0) return null;
  const rounds = awardRounds(rules, readUnlockInputs(stats, held), { xp: 0, ...change });
  // Nothing new to grant (the usual case): no write at all. The spare pass covers races.
  if (rounds <= 1) return null;
  const db = database(env);
  return (batch) => {
    const claim = crypto.randomUUID();
    addUnlocks(db, batch, { userId, claim, rounds, now: now.getTime() });
    return batch.add(awardedRows(db, userId, claim));
  };
}

/** What a chat message may add to the unlock inputs: a day with a message (true of a day's first; more only costs a pass). */
export const NEW_MESSAGE: Partial<Stats> = { chatDays: 1 };
/** What a new scan may add: one scan, and a rise in rating known only once it is stored (any, up to the whole 0-10 scale in tenths). */
export const NEW_SCAN: Partial<Stats> = { scans: 1, scanImprovement: 100 };

/**
 * An action's unlock check, in its two round trips: `reads` join its read batch, `write`
 * plans from their rows the statements its write batch carries (null: nothing can unlock),
 * and `unlocked` says, once that batch ran, what was granted.
 */
export function unlockCheck(env: Env, change: Partial<Stats>, now = new Date()) {
  let read: () => Unlocked[] = () => [];
  return {
    reads: unlockCheckReads,
    write: (rows: UnlockCheckRows, userId: string) => {
      const plan = plannedUnlocks(env, userId, rows, change, now);
      return plan ? (batch: Batch) => void (read = plan(batch)) : null;
    },
    unlocked: () => read(),
  };
}

/**
 * Grants whatever the member's stored state now earns (after a chat message, a scan or a
 * battle is written): the unlock engine alone, once per achievement under races.
 */
export async function checkAchievements(env: Env, userId: string, now = new Date()): Promise<Unlocked[]> {
  const db = database(env);
  const plan = plannedUnlocks(env, userId, await db.batch(unlockCheckReads(db, userId)), {}, now);
  if (!plan) return [];
  const batch = new Batch();
  const read = plan(batch);
  await batch.run(db);
  return read();
}

// ------------------------------------------------------------------ the guides

/** The member's ticked checklist items of one guide (their ids). */
const tickedQuery = (db: Database, userId: MemberId, slug: string) => {
  const prefix = awardKey.checklist(`${slug}.`);
  return db
    .select({ key: log.awardKey })
    .from(log)
    .where(and(eq(log.userId, userId), gte(log.awardKey, prefix), lt(log.awardKey, keyRangeEnd(prefix))));
};

/** Award keys starting with `prefix`, as a range the (user, key) index answers. */
const keyRange = (prefix: string) => and(gte(log.awardKey, prefix), lt(log.awardKey, keyRangeEnd(prefix)));

/** The member's progress through every guide: the guides opened and the checklist items ticked (their award keys). */
export const guideProgressQuery = (db: Database, userId: MemberId) =>
  db
    .select({ key: log.awardKey })
    .from(log)
    .where(and(eq(log.userId, userId), or(keyRange(AWARD_KEY_PREFIX.guide), keyRange(AWARD_KEY_PREFIX.checklist))));

/** guideProgressQuery's answer as the guides opened (their slugs) and the checklist items ticked (their ids). */
export function guideProgress(rows: readonly { key: string }[]) {
  const after = (prefix: string) => rows.filter((r) => r.key.startsWith(prefix)).map((r) => r.key.slice(prefix.length));
  return { opened: after(AWARD_KEY_PREFIX.guide), ticked: after(AWARD_KEY_PREFIX.checklist) };
}

/** What a guide's page reads for openGuide, in the viewer's D1 round trip (decision 045). */
export const guideReads = (db: Database, member: MemberId, slug: string) =>
  [tickedQuery(db, member, slug), ...deedReads(db, member, awardKey.guide(slug))] as const;

/** A member opens a guide (`read`: guideReads' answer): the visit counts once, and the page shows what they ticked. */
export async function openGuide(
  env: Env,
  userId: string,
  slug: string,
  name: string,
  [ticked, ...deed]: BatchResponse<ReturnType<typeof guideReads>>,
  now = new Date(),
) {
  const visit = await recordDeedAfter(env, userId, DEEDS.guide(slug, name), deed, now);
  return { ticked: ticked.map((r) => r.key.slice(AWARD_KEY_PREFIX.checklist.length)), unlocked: visit.unlocked };
}

/** Headers that carry one "Achievement Unlocked" toast per unlock to the next page, when anything unlocked. */
export async function unlockHeaders(request: Request, unlocked: readonly Unlocked[], headers = new Headers()) {
  return unlocked.length ? toastHeaders(request, unlockToasts(unlocked), headers) : headers;
}
