// The counts behind the community figures: one D1 statement (the completed challenges
// as a subquery beside the members), the same for every visitor, so the page stays
// cacheable at the edge.
import { count, eq } from "drizzle-orm";
import { database, scalar, schema, type Database } from "~/db.server";
import type { Env } from "~/env";
import type { CommunityCounts } from "./figures";

export async function communityCounts(env: Env): Promise<CommunityCounts> {
  return countsOf(await communityCountsQuery(database(env)));
}

/** The statement, for a member's page to put in the viewer's batch (decision 045). */
export function communityCountsQuery(db: Database) {
  const completed = db
    .select({ n: count() })
    .from(schema.userChallenges)
    .where(eq(schema.userChallenges.completed, true));
  return db
    .select({ members: count(), challengesCompleted: scalar<number>(completed.getSQL()) })
    .from(schema.userProfiles);
}

export function countsOf([row]: Awaited<ReturnType<typeof communityCountsQuery>>): CommunityCounts {
  return { members: row?.members ?? 0, challengesCompleted: Number(row?.challengesCompleted ?? 0) };
}
