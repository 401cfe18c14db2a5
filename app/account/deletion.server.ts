// Deleting an account: the member confirms with their password (checked by better-auth's
// own sign-in endpoint, so the sign-in rate limit applies), a live subscription is
// cancelled with the payment provider, their photos leave R2, and then one D1 batch
// (all or nothing) removes or anonymises every row and ends every session.
//
// What stays, anonymised: the `user` row itself (name 'Deleted member', an undeliverable
// address, no password, no sessions), so other members' chat history and finished
// battles still point at someone; the member's chat messages, shown as 'Deleted member'.
import { signInWithPassword } from "~/auth/accounts.server";
import { sessionCookieName } from "~/auth/auth.server";
import { billingRowsDeletion, cancelBillingForDeletion } from "~/billing/account-closing.server";
import type { Env } from "~/env";
import { logError } from "~/ops/log.server";
import { deleteAllScansOfMember } from "~/scan/scans.server";
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
  const dropCheckSession = () =>
    typeof checkToken === "string"
      ? env.DB.prepare("DELETE FROM session WHERE token = ?").bind(checkToken).run()
      : null;

  // Money first: if the provider cannot cancel, nothing is deleted and the member can retry.
  const billing = await cancelBillingForDeletion(env, member.id);
  if (!billing.ok) {
    await dropCheckSession();
    return { kind: "billing-failed", message: billing.message };
  }

  // Photos before rows: should the batch fail, the account still exists and a retry finishes.
  try {
    await deleteAllScansOfMember(env, member.id);
    await env.DB.batch(deletionStatements(env, member.id, member.email));
  } catch (error) {
    logError("account-deletion", error);
    await dropCheckSession();
    return {
      kind: "failed",
      message: "We couldn't finish deleting your account just now. Please try again in a moment.",
    };
  }
  return { kind: "deleted" };
}

/** Every row the member owns, removed or anonymised, and every session ended. */
export function deletionStatements(env: Env, userId: string, email: string) {
  const q = (sql: string, ...params: unknown[]) => env.DB.prepare(sql).bind(...params);
  return [
    q("UPDATE chat_messages SET username = ?, client_id = NULL WHERE user_id = ?", DELETED_MEMBER, userId),
    // Unfinished battles and open invitations cannot be finished by a deleted member: they go.
    // Finished battles stay in the other member's history (their XP is theirs).
    q("DELETE FROM battle_matches WHERE (user1_id = ?1 OR user2_id = ?1) AND winner_id IS NULL", userId),
    q(
      "DELETE FROM challenge_invitations WHERE (from_user_id = ?1 OR to_user_id = ?1) AND id NOT IN (SELECT invitation_id FROM battle_matches)",
      userId,
    ),
    q("DELETE FROM user_challenges WHERE user_id = ?", userId),
    q("DELETE FROM user_achievements WHERE user_id = ?", userId),
    q("DELETE FROM activity_log WHERE user_id = ?", userId),
    q("DELETE FROM assessment_results WHERE user_id = ?", userId),
    q("DELETE FROM face_scans WHERE user_id = ?", userId),
    q("DELETE FROM user_profiles WHERE user_id = ?", userId),
    ...billingRowsDeletion(env, userId),
    q("DELETE FROM verification WHERE value = ? OR identifier = ?", userId, email),
    q('DELETE FROM dev_mailbox WHERE "to" = ?', email),
    q("DELETE FROM account WHERE user_id = ?", userId),
    q("DELETE FROM session WHERE user_id = ?", userId),
    q(
      "UPDATE user SET name = ?, email = ?, email_verified = 0, image = NULL, updated_at = ? WHERE id = ?",
      DELETED_MEMBER,
      deletedEmail(userId),
      Date.now(),
      userId,
    ),
  ];
}

/** Set-Cookie headers that make the browser forget the (now deleted) session. */
export function forgetSession(env: Env, headers = new Headers()) {
  const name = sessionCookieName(env);
  const secure = name.startsWith("__Secure-") ? "; Secure" : "";
  for (const cookie of [name, name.replace("session_token", "session_data")]) {
    headers.append("Set-Cookie", `${cookie}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`);
  }
  return headers;
}
