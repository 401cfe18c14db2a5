// Sign-up that never tells who is registered (docs/decisions/049): a new address and a
// registered one get the same answer, the same redirect and, within noise, the same time.
// Both go through better-auth's handler (its rate limit counts both; with autoSignIn off
// it answers a registered address with a look-alike success after hashing the password),
// neither is signed in, and the owner of a registered address gets a mail instead. A new
// account costs more round trips than a registered address (the account, its profile,
// the verification link), so both wait for times drawn from this isolate's recent new
// accounts (./sign-up-pace.ts).
import { eq, sql } from "drizzle-orm";
import { config } from "~/config.server";
import { database, schema, type Database } from "~/db.server";
import type { Env } from "~/env";
import { mailer } from "~/mail/mail.server";
import { signUpAttemptMail } from "~/mail/messages";
import { logError } from "~/ops/log.server";
import { callAuth, usernameTakenQuery } from "./accounts.server";
import { signUpPace } from "./sign-up-pace";

export type SignUpResult =
  { ok: true } | { ok: false; reason: "username-taken" | "rate-limited" | "failed"; message: string };

const pace = signUpPace();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The account registered under this address (better-auth stores addresses in lower case). */
const accountQuery = (db: Database, email: string) =>
  db
    .select({ name: schema.user.name, email: schema.user.email })
    .from(schema.user)
    .where(eq(schema.user.email, sql`lower(${email})`))
    .limit(1);

/** Tells the owner of a registered address that someone tried it on the sign-up form. */
async function tellOwner(env: Env, owner: { name: string; email: string }) {
  const origin = config(env).origin;
  const mail = signUpAttemptMail({
    name: owner.name,
    signInUrl: `${origin}/auth`,
    resetUrl: `${origin}/auth/forgot`,
  });
  await mailer(env)
    .send({ to: owner.email, ...mail })
    .catch((error: unknown) => logError("sign-up-attempt-mail", error));
}

/**
 * Creates the account, or, for a registered address, mails its owner; the answer is the
 * same either way. A taken username is told (usernames are public), before the address
 * is looked at, whoever owns the address.
 */
export async function signUpQuietly(
  request: Request,
  env: Env,
  input: { email: string; username: string; password: string },
): Promise<SignUpResult> {
  const started = Date.now();
  const db = database(env);
  const [taken, [owner]] = await db.batch([usernameTakenQuery(db, input.username), accountQuery(db, input.email)]);
  if (taken.length > 0) return { ok: false, reason: "username-taken", message: "That username is already taken" };
  const result = await callAuth(request, env, "/sign-up/email", {
    email: input.email,
    password: input.password,
    name: input.username,
  });
  if (!result.ok) {
    if (result.status === 429) return { ok: false, reason: "rate-limited", message: result.message };
    // A username taken between the check and the insert (better-auth's hook undoes the account).
    if (result.code === "USERNAME_TAKEN")
      return { ok: false, reason: "username-taken", message: "That username is already taken" };
    return { ok: false, reason: "failed", message: "Could not create the account. Please try again." };
  }
  if (owner) await tellOwner(env, owner);
  else pace.record(Date.now() - started);
  await sleep(Math.max(0, pace.target(owner ? "registered" : "new") - (Date.now() - started)));
  return { ok: true };
}
