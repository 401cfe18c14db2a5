// The one-off backfill (npm run backfill:achievements): members' past actions count toward
// the achievements added after they happened. Past assessments become their deed rows, then
// the unlock engine runs over every member at once. Everything goes through the award
// writer's once-guards (activity_log's unique award key), so a second run grants nothing.
import { sql } from "drizzle-orm";
import { Batch, database, insertSelect, schema, type Database, type Statement } from "~/db.server";

// The script builds the statements with an unbound database (it never runs them through it).
export { database };
import type { Env } from "~/env";
import { AWARD_KEY_PREFIX } from "./award-keys";
import { achievementRulesQuery, addUnlocks } from "./awards.server";
import { DEEDS } from "./deeds.server";

const log = schema.activityLog;
const results = schema.assessmentResults;
export const BACKFILL_CLAIM = "backfill";

/**
 * Passes enough to settle everyone: the first grants all that is met; every later one can
 * only be an xp_total achievement that earlier XP reached (one at least, or nothing more).
 */
const passesFor = (rules: readonly { requirementType: string }[]) =>
  2 + rules.filter((r) => r.requirementType === "xp_total").length;

/** The backfill's statements, in order (one batch, or one SQL file for wrangler). */
export function backfillStatements(
  db: Database,
  rules: readonly { requirementType: string }[],
  now: number,
  run = crypto.randomUUID(),
): Statement[] {
  const out: Statement[] = [];
  const deed = DEEDS.assessment(new Date(0));
  // Each stored assessment result (the latest per member) is a finished assessment on its day.
  out.push(
    insertSelect(
      db,
      log,
      {
        userId: results.userId,
        activityType: deed.type,
        xpEarned: 0,
        description: deed.description,
        awardKey: sql`${AWARD_KEY_PREFIX.assessment} || strftime('%Y-%m-%d', ${results.createdAt} / 1000, 'unixepoch')`,
        claim: BACKFILL_CLAIM,
        createdAt: results.createdAt,
      },
      sql`FROM ${results} WHERE 1`,
    ).onConflictDoNothing({ target: [log.userId, log.awardKey] }),
  );
  addUnlocks(
    db,
    { add: (s: Statement) => out.push(s) },
    { userId: null, claim: `${BACKFILL_CLAIM}:${run}`, rounds: passesFor(rules), now },
  );
  return out;
}

/** Runs the backfill in one D1 batch; says how many unlocks it granted. */
export async function backfillAchievements(env: Env, now = new Date()) {
  const db = database(env);
  const rules = await achievementRulesQuery(db);
  const run = crypto.randomUUID();
  const batch = new Batch();
  for (const s of backfillStatements(db, rules, now.getTime(), run)) batch.add(s);
  const granted = batch.add(
    db
      .select({ n: sql<number>`COUNT(*)` })
      .from(log)
      .where(sql`${log.claim} LIKE ${`${BACKFILL_CLAIM}:${run}:%`}`),
  );
  await batch.run(db);
  return { unlocked: granted()[0]?.n ?? 0 };
}
