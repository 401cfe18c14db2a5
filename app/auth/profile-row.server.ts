// The account's profile row: auth writes it with the account at sign-up (its username and
// the username's look, decision 036), and on first need should one ever be missing. The
// game owns its figures (XP, level, streaks) from then on.
import { database, schema, type Database } from "~/db.server";
import type { Env } from "~/env";
import { usernameSkeleton } from "./username-skeleton";

const profiles = schema.userProfiles;

/** The statement that writes a new member's profile under `username` (a taken name fails on the unique index). */
export const profileRowInsert = (db: Database, userId: string, username: string) =>
  db.insert(profiles).values({ userId, username, usernameSkeleton: usernameSkeleton(username) });

/** Sign-up writes the profile; should one ever be missing, make it, under the account's name or a suffixed one. */
export async function ensureProfileRow(env: Env, member: { id: string; name: string }) {
  const db = database(env);
  const base = (member.name || "member").slice(0, 14);
  for (const username of [member.name.slice(0, 20) || "member", `${base}-${crypto.randomUUID().slice(0, 5)}`]) {
    try {
      await profileRowInsert(db, member.id, username).onConflictDoNothing({ target: profiles.userId });
      return;
    } catch {
      // username taken: try the suffixed one
    }
  }
}
