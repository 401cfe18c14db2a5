// Staff roles and the audit log: the one writer of staff_roles and staff_audit (decision 068).
// Every staff action's audit row is a statement of the action's own batch, written only
// when the action changes something, so a retried or raced action is audited once.
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { database, insertSelect, schema, type Database, type MemberId } from "~/db.server";
import type { Env } from "~/env";
import type { StaffAction } from "../../db/constants";
import { isStaffRole, type StaffRole } from "./roles";

const { staffRoles, staffAudit, userProfiles, user } = schema;

export type Actor = { id: string; name: string };

/** The member's staff roles (one row each). */
export const rolesQuery = (db: Database, member: MemberId) =>
  db.select({ role: staffRoles.role }).from(staffRoles).where(eq(staffRoles.userId, member));

/** The member's username (what staff actions are signed with). */
export const staffNameQuery = (db: Database, member: MemberId) =>
  db.select({ username: userProfiles.username }).from(userProfiles).where(eq(userProfiles.userId, member));

export const rolesOf = (rows: { role: string }[]): StaffRole[] => rows.map((r) => r.role).filter(isStaffRole);

/** One audit row, as a statement of the action's batch; with `when`, only while it holds. */
export function auditStatement(
  db: Database,
  entry: {
    actor: Actor | null;
    action: StaffAction;
    targetKind: "request" | "member" | "message" | "session";
    targetId: MemberId;
    detail?: string;
    at: Date;
  },
  when: SQL = sql`1`,
) {
  return insertSelect(
    db,
    staffAudit,
    {
      actorId: entry.actor?.id ?? null,
      actorName: entry.actor?.name ?? "command line",
      action: entry.action,
      targetKind: entry.targetKind,
      targetId: entry.targetId,
      detail: entry.detail ?? "",
      createdAt: entry.at.getTime(),
    },
    sql`WHERE ${when}`,
  );
}

const holdsRole = (userId: MemberId, role: StaffRole) =>
  sql`EXISTS (SELECT 1 FROM ${staffRoles} WHERE ${staffRoles.userId} = ${userId} AND ${staffRoles.role} = ${role})`;

/** A member's id named by their address, as SQL (the command line knows only the address). */
export const userIdByEmail = (email: string) =>
  sql<string>`(SELECT ${user.id} FROM ${user} WHERE lower(${user.email}) = ${email.trim().toLowerCase()})`;

/** The member an admin names by email (a read of the action's read batch). */
export const staffTargetQuery = (db: Database, email: string) =>
  db
    .select({ id: user.id, email: user.email, username: userProfiles.username })
    .from(user)
    .leftJoin(userProfiles, eq(userProfiles.userId, user.id))
    .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()))
    .limit(1);

/**
 * Granting or revoking a role as one batch: the audit row first, written only when the
 * change changes something (granting a held role, revoking one not held: nothing), then
 * the change. The console and `npm run staff` (actor null) both run these statements.
 */
export function roleChangeStatements(
  db: Database,
  actor: Actor | null,
  target: { id: MemberId; email: string },
  role: StaffRole,
  intent: "grant" | "revoke",
  now: Date,
) {
  const audit = (when: SQL) =>
    auditStatement(
      db,
      {
        actor,
        action: intent,
        targetKind: "member",
        targetId: target.id,
        detail: `${role} ${intent === "grant" ? "to" : "from"} ${target.email}`,
        at: now,
      },
      when,
    );
  const held = holdsRole(target.id, role);
  if (intent === "grant")
    return [
      audit(sql`${target.id} IS NOT NULL AND NOT ${held}`),
      insertSelect(
        db,
        staffRoles,
        { userId: target.id, role, grantedBy: actor?.id ?? null, grantedAt: now.getTime() },
        sql`WHERE ${target.id} IS NOT NULL`,
      ).onConflictDoNothing(),
    ] as const;
  return [
    audit(held),
    db.delete(staffRoles).where(and(eq(staffRoles.userId, target.id), eq(staffRoles.role, role))),
  ] as const;
}

/** Grants or revokes `role` from the console; true when it changed something (and was audited). */
export async function changeRole(
  env: Env,
  actor: Actor,
  target: { id: string; email: string },
  role: StaffRole,
  intent: "grant" | "revoke",
  now = new Date(),
) {
  const db = database(env);
  const [audit] = await db.batch(roleChangeStatements(db, actor, target, role, intent, now));
  return audit.meta.changes > 0;
}

/** Everyone who holds a role, with their roles (the admin console's list). */
export const staffListQuery = (db: Database) =>
  db
    .select({ userId: staffRoles.userId, role: staffRoles.role, email: user.email, username: userProfiles.username })
    .from(staffRoles)
    .innerJoin(user, eq(user.id, staffRoles.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, staffRoles.userId))
    .orderBy(user.email, staffRoles.role);

/** The newest audit rows (the admin's /staff/audit), `before` an id for the next page. */
export const auditQuery = (db: Database, limit: number, before: number | null) =>
  db
    .select()
    .from(staffAudit)
    .where(before ? sql`${staffAudit.id} < ${before}` : sql`1`)
    .orderBy(desc(staffAudit.id))
    .limit(limit);

/** A deleted member's roles go with the account (their audit rows stay: they are staff's record). */
export const staffRowsDeletion = (db: Database, userId: string) => [
  db.delete(staffRoles).where(eq(staffRoles.userId, userId)),
];
