// One way to require a staff role, in every staff loader and action (decision 068): the
// member's roles are read in the request's one round trip with the page's own reads.
// Signed out: sign in. A member who holds no staff role: 404, as if no staff pages
// existed. Staff without the role the page needs: 403.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { SQL } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { memberSql, requireMember } from "~/auth/index.server";
import type { Database, Statement } from "~/db.server";
import { joinBatch } from "~/request-batch.server";
import { holds, type StaffRole } from "./roles";
import { rolesOf, rolesQuery, staffNameQuery, type Actor } from "./staff.server";

export type StaffReads<T extends readonly Statement[]> = (db: Database, member: SQL<string>) => T;

export type Staff = { actor: Actor; roles: StaffRole[] };

const refuse = (status: 403 | 404) =>
  new Response(status === 404 ? "Not Found" : "Forbidden: your staff roles do not include this page.", {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
  });

/** The staff member (holding `role`, or any role for "any") and `reads`, in one round trip; else thrown. */
export async function requireStaffWith<T extends readonly Statement[]>(
  request: Request,
  context: AppLoadContext,
  role: StaffRole | "any",
  reads: StaffReads<T>,
): Promise<{ staff: Staff; results: BatchResponse<T> }> {
  // The session, the roles and the page's reads join the request's one batch (decision 045).
  const [member, results] = await Promise.all([
    requireMember(request, context),
    memberSql(request, context).then((me) =>
      me ? joinBatch(context, (db) => [rolesQuery(db, me), staffNameQuery(db, me), ...reads(db, me)] as const) : null,
    ),
  ]);
  if (!results) throw new Error("A member without a session read");
  const [roleRows, names, ...own] = results as unknown as [{ role: string }[], { username: string }[], ...unknown[]];
  const roles = rolesOf(roleRows);
  if (roles.length === 0) throw refuse(404);
  if (role !== "any" && !holds(roles, role)) throw refuse(403);
  return {
    staff: { actor: { id: member.id, name: names[0]?.username ?? member.name }, roles },
    results: own as unknown as BatchResponse<T>,
  };
}

/** The staff member holding `role`, no other reads. */
export const requireStaff = (request: Request, context: AppLoadContext, role: StaffRole | "any") =>
  requireStaffWith(request, context, role, () => [] as const);
