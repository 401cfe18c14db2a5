// Staff roles and what each may do (decision 068). Pure: the pages, the README and the
// command line read them from here.
import { STAFF_ROLES, type StaffRole } from "../../db/constants";

export { STAFF_ROLES, type StaffRole };

/** Every staff route lives under this prefix. */
export const STAFF_PREFIX = "/staff";

export const ROLE_NAMES: Record<StaffRole, string> = {
  support: "Support",
  coach: "Coach",
  moderator: "Moderator",
  admin: "Admin",
};

/** What each role opens, in the words the staff home and the README use. */
export const ROLE_DUTIES: Record<StaffRole, string> = {
  support: "Answers and closes members' support requests in the queue.",
  coach:
    "Sees Elite members' coaching requests, confirms one of the three times with a meeting link (both are mailed an invitation) or cancels a session.",
  moderator:
    "Reads reported chat messages in context; hides a message, mutes its author for a while, bans them from chat or lifts a mute or ban.",
  admin: "Grants and revokes staff roles and reads the audit log.",
};

export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);

/** Whether roles `held` include `needed`. */
export const holds = (held: readonly string[], needed: StaffRole) => held.includes(needed);
