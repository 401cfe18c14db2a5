// A page's reads in one D1 round trip (decisions 045, 052): the request's batch
// (app/request-batch.server.ts) gathers what each domain reads for it (auth the session,
// the game the profile's badges, billing the subscription and the trial check, the page
// its own queries, which name the member as SQL), and sends it once.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { BatchResponse } from "drizzle-orm/batch";
import type { Member } from "~/auth";
import { ensureProfileRow, getMember, memberSql, requireMember } from "~/auth/index.server";
import { viewerSubscriptionRow } from "~/billing/index.server";
import type { Statement } from "~/db.server";
import { badgesQuery } from "~/game/index.server";
import { oncePerRequest } from "~/load-context";
import { joinBatch, type MemberReads } from "~/request-batch.server";
import type { Toast } from "~/toast/toast";
import type { Viewer } from "~/viewer";

/** A page's own reads, built over the member's id as SQL (a subquery on the session). */
export type PageReads<T extends readonly Statement[]> = MemberReads<T>;

/** `reads` in the request's batch; null without a signed session cookie (then nothing is read). */
async function ownReads<T extends readonly Statement[]>(
  request: Request,
  context: AppLoadContext,
  reads: PageReads<T>,
): Promise<BatchResponse<T> | null> {
  const member = await memberSql(request, context);
  return member ? joinBatch(context, (db) => reads(db, member)) : null;
}

/**
 * The signed-in member with the badges' figures, or null: in the request's batch, once per
 * request. The root loader asks it on every page, so the subscription (which most member
 * pages gate or show by) joins the same batch too: a statement, not a round trip.
 */
export function getViewer(request: Request, context: AppLoadContext): Promise<Viewer | null> {
  return oncePerRequest(context, "viewer", async () => {
    const [member, badges] = await Promise.all([
      getMember(request, context),
      ownReads(request, context, (db, me) => [badgesQuery(db, me)] as const),
      viewerSubscriptionRow(request, context),
    ]);
    if (!member) return null;
    const profile = badges?.[0][0] ?? (await missingProfile(context, member));
    return { ...member, ...profile };
  });
}

/** Sign-up writes the profile; should one ever be missing, it is made on first need (rare: more round trips). */
async function missingProfile(context: AppLoadContext, member: Member) {
  await ensureProfileRow(context.cloudflare.env, member);
  const [rows] = await joinBatch(context, (db) => [badgesQuery(db, member.id)] as const);
  return rows[0] ?? { username: member.name, xp: 0, level: 1, timeZone: null };
}

/**
 * The viewer and the results of `reads`, in the same D1 round trip (when asked for as the
 * loader starts, as Remix runs a request's loaders side by side). `results` is null for a
 * visitor: the reads are not made.
 */
export async function viewerWith<T extends readonly Statement[]>(
  request: Request,
  context: AppLoadContext,
  reads: PageReads<T>,
): Promise<{ viewer: Viewer | null; results: BatchResponse<T> | null }> {
  const [viewer, results] = await Promise.all([getViewer(request, context), ownReads(request, context, reads)]);
  return { viewer, results: viewer ? results : null };
}

/**
 * requireMember, and the page's or action's own reads in the same D1 round trip: `reads`
 * names the member as SQL (`member`), never by a value read first. No profile is read
 * unless the page asks for it (an action reads only what it needs).
 */
export async function requireMemberWith<T extends readonly Statement[]>(
  request: Request,
  context: AppLoadContext,
  reads: PageReads<T>,
  toast?: Toast,
): Promise<{ member: Member; results: BatchResponse<T> }> {
  const [member, results] = await Promise.all([
    requireMember(request, context, toast),
    ownReads(request, context, reads),
  ]);
  // A signed cookie without a live session was refused by requireMember; here the reads ran.
  return { member, results: results as BatchResponse<T> };
}

/** requireMember for a page or action that needs the viewer's username or figures. */
export async function requireViewer(request: Request, context: AppLoadContext): Promise<Viewer> {
  const [viewer] = await Promise.all([getViewer(request, context), requireMember(request, context)]);
  if (!viewer) throw new Error("A member without a viewer");
  return viewer;
}

/** requireMemberWith for a page that shows the viewer's username or figures. */
export async function requireViewerWith<T extends readonly Statement[]>(
  request: Request,
  context: AppLoadContext,
  reads: PageReads<T>,
): Promise<{ member: Viewer; results: BatchResponse<T> }> {
  const [{ results }, viewer] = await Promise.all([
    requireMemberWith(request, context, reads),
    getViewer(request, context),
  ]);
  if (!viewer) throw new Error("A member without a viewer");
  return { member: viewer, results };
}
