// Deleting an account: the member confirms with their password (checked by better-auth's
// own sign-in endpoint, so the sign-in rate limit applies), a live subscription is
// cancelled with the payment provider, their photos leave R2, and then one D1 batch
// (all or nothing) removes or anonymises every row and ends every session.
//
// What stays, anonymised: the `user` row itself (name 'Deleted member', an undeliverable
// address, no password, no sessions), so other members' chat history and finished
// battles still point at someone; the member's chat messages, shown as 'Deleted member'.
import { sessionCookieName, signInWithPassword } from "~/auth/index.server";
import { billingRowsDeletion, cancelBillingForDeletion } from "~/billing/index.server";
import type { Env } from "~/env";
import { and, eq, isNull, notInArray, or, type AnyColumn } from "drizzle-orm";
import { database, schema, type Database } from "~/db.server";
import { logError } from "~/ops/log.server";
import { mealRowsDeletion } from "~/meals/index.server";
import { followRowsDeletion } from "~/friends/index.server";
import { deleteAllScansOfMember } from "~/scan/index.server";
import { staffRowsDeletion } from "~/staff/index.server";
import { deleteSupportScreenshots, supportRowsDeletion } from "~/support/index.server";
import { logbookRowsDeletion } from "~/logbook/index.server";
import { trainingRowsDeletion } from "~/training/index.server";
import { memberAccessChanged } from "~/chat/rooms/notify.server";
import { DELETED_MEMBER, deletedEmail } from "../../db/constants";

export type DeletionOutcome =
  | { kind: "deleted" }
  | { kind: "wrong-password" }
  | { kind: "rate-limited" }
  | { kind: "billing-failed"; message: string }
  | { kind: "failed"; message: string };

export async function deleteAccount(
  request: Request,
  env: Env,
  member: { id: string; email: string },
  password: string,
): Promise<DeletionOutcome> {
  const check = await signInWithPassword(request, env, member.email, password);
  if (!check.ok) return check.status === 429 ? { kind: "rate-limited" } : { kind: "wrong-password" };
  // The check opened a session nobody holds the cookie of: it must not outlive a refusal.
  const checkToken = (check.data as { token?: unknown } | null)?.token;
  const db = database(env);
  const dropCheckSession = () =>
    typeof checkToken === "string" ? db.delete(schema.session).where(eq(schema.session.token, checkToken)) : null;

  // Money first: if the provider cannot cancel, nothing is deleted and the member can retry.
  const billing = await cancelBillingForDeletion(env, member.id);
  if (!billing.ok) {
    await dropCheckSession();
    return { kind: "billing-failed", message: billing.message };
  }

  // Photos before rows: should the batch fail, the account still exists and a retry finishes.
  try {
    await deleteAllScansOfMember(env, member.id);
    await deleteSupportScreenshots(env, member.id);
    await db.batch(deletionStatements(db, member.id, member.email));
  } catch (error) {
    logError("account-deletion", error);
    await dropCheckSession();
    return {
      kind: "failed",
      message: "We couldn't finish deleting your account just now. Please try again in a moment.",
    };
  }
  // Open chat sockets close now (sessions are gone, so no new ticket is minted).
  await memberAccessChanged(env.ChatRoom, member.id, "all");
  return { kind: "deleted" };
}

/** Every row the member owns, removed or anonymised, and every session ended. */
export function deletionStatements(db: Database, userId: string, email: string) {
  const { battleMatches: battles, challengeInvitations: invitations } = schema;
  const mine = <C extends { userId: AnyColumn }>(table: C) => eq(table.userId, userId);
  return [
    db.update(schema.chatMessages).set({ username: DELETED_MEMBER, clientId: null }).where(mine(schema.chatMessages)),
    // Unfinished battles and open invitations cannot be finished by a deleted member: they go.
    // Finished battles stay in the other member's history (their XP is theirs).
    db
      .delete(battles)
      .where(and(or(eq(battles.user1Id, userId), eq(battles.user2Id, userId)), isNull(battles.winnerId))),
    db
      .delete(invitations)
      .where(
        and(
          or(eq(invitations.fromUserId, userId), eq(invitations.toUserId, userId)),
          notInArray(invitations.id, db.select({ id: battles.invitationId }).from(battles)),
        ),
      ),
    db.delete(schema.userChallenges).where(mine(schema.userChallenges)),
    db.delete(schema.userAchievements).where(mine(schema.userAchievements)),
    db.delete(schema.activityLog).where(mine(schema.activityLog)),
    db.delete(schema.assessmentResults).where(mine(schema.assessmentResults)),
    db.delete(schema.faceScans).where(mine(schema.faceScans)),
    ...followRowsDeletion(db, userId),
    ...trainingRowsDeletion(db, userId),
    ...mealRowsDeletion(db, userId),
    db.delete(schema.userProfiles).where(mine(schema.userProfiles)),
    // The user row stays (as a placeholder), so nothing cascades: mail state goes by hand.
    db.delete(schema.streakReminders).where(mine(schema.streakReminders)),
    db.delete(schema.emailVerificationLinks).where(mine(schema.emailVerificationLinks)),
    ...billingRowsDeletion(db, userId),
    ...logbookRowsDeletion(db, userId),
    ...supportRowsDeletion(db, userId),
    ...staffRowsDeletion(db, userId),
    db
      .delete(schema.verification)
      .where(or(eq(schema.verification.value, userId), eq(schema.verification.identifier, email))),
    db.delete(schema.devMailbox).where(eq(schema.devMailbox.to, email)),
    db.delete(schema.account).where(mine(schema.account)),
    db.delete(schema.session).where(mine(schema.session)),
    db
      .update(schema.user)
      .set({
        name: DELETED_MEMBER,
        email: deletedEmail(userId),
        emailVerified: false,
        image: null,
        updatedAt: new Date(),
      })
      .where(eq(schema.user.id, userId)),
  ] as const;
}

/** Set-Cookie headers that make the browser forget the (now deleted) session. */
export function forgetSession(env: Env, headers = new Headers()) {
  const name = sessionCookieName(env);
  const secure = /^__(Secure|Host)-/.test(name) ? "; Secure" : "";
  for (const cookie of [name, name.replace("session_token", "session_data")]) {
    headers.append("Set-Cookie", `${cookie}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`);
  }
  return headers;
}
