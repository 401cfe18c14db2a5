// The unlock engine: statements that grant, inside the caller's D1 batch, every achievement
// whose requirement the stored state meets (requirements.server.ts measures it), once per
// member, then set level and rank from the stored XP and unlock count: the SQL form of
// levels.ts's rules (tests/worker/rules-agree.test.ts proves they agree). awardRounds plans
// how many passes a batch needs, from the pure rules (unlocks.ts).
import { and, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { ActivityType } from "../../db/constants";
import { insertSelect, scalar, schema, type Database, type Statement } from "~/db.server";
import { AWARD_KEY_PREFIX } from "./award-keys";
import { RANKS, XP_PER_LEVEL } from "./levels";
import { measures, type AchievementRule, type UnlockInputs } from "./requirements.server";
import { settleUnlocks, type Stats } from "./unlocks";

const log = schema.activityLog;
const profiles = schema.userProfiles;
const held = schema.userAchievements;

const ACHIEVEMENT_PREFIX = AWARD_KEY_PREFIX.achievement;
const member = alias(profiles, "p");
const achievement = alias(schema.achievements, "a");
const heldBy = alias(held, "ua");

/** The level rule of levels.ts (levelForXp) over the stored XP; a literal divisor keeps it integer division. */
const levelSql = sql`((max(${profiles.xp}, 0) / ${sql.raw(String(XP_PER_LEVEL))}) + 1)`;

/** The rank rule of levels.ts (rankForAchievements) over the stored unlock count. */
function rankSql() {
  const unlocked = scalar<number>(
    sql`SELECT COUNT(*) FROM ${held} ${heldBy} WHERE ${heldBy.userId} = ${profiles.userId}`,
  );
  const steps = [...RANKS].reverse().filter((r) => r.min > 0);
  return sql`(CASE ${sql.join(
    steps.map((r) => sql`WHEN ${unlocked} >= ${r.min} THEN ${r.name}`),
    sql` `,
  )} ELSE ${RANKS[0].name} END)`;
}

type UnlockRun = {
  /** One member, or every member at once (the backfill). */
  userId: string | null;
  /** Tags this run's rows (each pass adds `:<pass>`), so each pass pays only what it inserted. */
  claim: string;
  /** Grant nothing unless this holds (an award's claim). */
  guard?: SQL;
  rounds: number;
  now: number;
};

/**
 * Adds the unlock engine to `batch`: each pass grants every achievement whose requirement
 * the stored state meets, once (the award key is unique per member), copies it into
 * user_achievements and adds its XP; then level and rank follow the stored XP and unlock
 * count (levels.ts rules). Safe on its own under races: a pass pays only the rows it inserted.
 */
export function addUnlocks(db: Database, batch: { add(statement: Statement): unknown }, run: UnlockRun) {
  const u = run.userId;
  const met = measures(member);
  const requirementMet = sql`${achievement.requirementValue} <= CASE ${achievement.requirementType} ${sql.join(
    Object.entries(met).map(([type, measure]) => sql`WHEN ${type} THEN ${measure}`),
    sql` `,
  )} ELSE NULL END`;
  const whose = (column: AnyColumn) => (u === null ? sql`1` : sql`${column} = ${u}`);
  for (let r = 1; r <= Math.max(1, run.rounds); r++) {
    const roundClaim = `${run.claim}:${r}`;
    batch.add(
      insertSelect(
        db,
        log,
        {
          userId: member.userId,
          activityType: "achievement_unlocked" satisfies ActivityType,
          xpEarned: achievement.xpReward,
          description: achievement.title,
          awardKey: sql`${ACHIEVEMENT_PREFIX} || ${achievement.id}`,
          claim: roundClaim,
          createdAt: run.now,
        },
        sql`FROM ${schema.achievements} ${achievement} JOIN ${profiles} ${member} ON ${whose(member.userId)}
          WHERE ${run.guard ?? sql`1`}
            AND NOT EXISTS (SELECT 1 FROM ${held} ${heldBy} WHERE ${heldBy.userId} = ${member.userId} AND ${heldBy.achievementId} = ${achievement.id})
            AND ${requirementMet}`,
      ).onConflictDoNothing({ target: [log.userId, log.awardKey] }),
    );
    batch.add(
      insertSelect(
        db,
        held,
        {
          userId: log.userId,
          achievementId: sql`substr(${log.awardKey}, ${ACHIEVEMENT_PREFIX.length + 1})`,
          unlockedAt: run.now,
        },
        sql`FROM ${log} WHERE ${whose(log.userId)} AND ${log.claim} = ${roundClaim}`,
      ).onConflictDoNothing(),
    );
    const paid = sql`FROM ${log} WHERE ${log.userId} = ${profiles.userId} AND ${log.claim} = ${roundClaim}`;
    batch.add(
      db
        .update(profiles)
        .set({ xp: sql`${profiles.xp} + ${scalar(sql`SELECT coalesce(sum(${log.xpEarned}), 0) ${paid}`)}` })
        .where(and(whose(profiles.userId), sql`EXISTS (SELECT 1 ${paid})`)),
    );
  }
  batch.add(db.update(profiles).set({ level: levelSql, rank: rankSql() }).where(whose(profiles.userId)));
}

/**
 * How many unlock passes an award needs: the passes the pure rules predict for the
 * member's state after it (counts in `change` are added, the streak replaced), plus one
 * spare for anything a racing request changed.
 */
export function awardRounds(
  rules: readonly AchievementRule[],
  inputs: UnlockInputs,
  change: Partial<Stats> & { xp: number },
) {
  const after: Stats = { ...inputs.stats };
  for (const [key, value] of Object.entries(change) as [keyof Stats, number][])
    after[key] = key === "streak" ? value : (after[key] ?? 0) + value;
  return settleUnlocks(rules, inputs.held, after).rounds + 1;
}
