// The free trial's address rule (issue #27): granted only to a verified address (billing
// asks this beside its own once-per-member rule wherever a trial is granted), and what a
// verification link's page says when the link does not verify.
import type { Member } from "./member";

export const addressAllowsTrial = (member: Pick<Member, "emailVerified">) => member.emailVerified;

export type VerifyOutcome = "verified" | "used" | "expired" | "invalid";

export const VERIFY_MESSAGES: Record<Exclude<VerifyOutcome, "verified">, string> = {
  used: "This link has already been used, or a newer one was sent. Sign in and ask for a new link from checkout if your address is not verified yet.",
  expired: "This link has expired. Sign in and ask for a new one from checkout.",
  invalid: "This link is not valid. Check that you opened the whole link from the mail.",
};
