// The member's battle mail choice (decision 072): read for Settings, written only here.
import { eq } from "drizzle-orm";
import { z } from "zod";
import { database, schema, type Database, type MemberId } from "~/db.server";
import type { Env } from "~/env";

const profiles = schema.userProfiles;

export const BattleMailsChoice = z.object({
  battleMails: z.enum(["on", "off"], { error: "Choose on or off." }),
});

/** Settings' read: whether battle invitations come by mail. */
export const battleMailsRead = (db: Database, me: MemberId) =>
  db.select({ on: profiles.battleMails }).from(profiles).where(eq(profiles.userId, me));

export const battleMailsOf = (rows: Awaited<ReturnType<typeof battleMailsRead>>) => rows[0]?.on ?? true;

export async function setBattleMails(env: Env, userId: string, on: boolean) {
  await database(env).update(profiles).set({ battleMails: on }).where(eq(profiles.userId, userId));
}
