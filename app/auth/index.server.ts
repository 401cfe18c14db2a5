// Auth's public server module: the signed-in member, the session cookie and the secret.
export { signInWithPassword } from "./accounts.server";
export { authSecret, sessionCookieName } from "./auth.server";
export { getViewer, viewerSubscriptionRow, viewerWith } from "./viewer.server";
export { requireMember, requireMemberWith } from "./guards.server";
