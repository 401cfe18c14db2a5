// Auth's public server module: the signed-in member (and who they are as SQL, for other
// domains' reads in the request's batch), the session cookie and the secret.
export { signInWithPassword } from "./accounts.server";
export { authSecret, sessionCookieName } from "./auth.server";
export { requireMember } from "./guards.server";
export { ensureProfileRow } from "./profile-row.server";
export { getMember, memberSql } from "./session.server";
