// What exporting and deleting an account ask of the support desk: the member's requests with
// their whole threads, and the statements that remove them (screenshots: screenshots.server.ts).
import { asc, eq, sql } from "drizzle-orm";
import { database, schema, type Database } from "~/db.server";
import type { Env } from "~/env";

const { supportRequests: req, supportMessages: msg } = schema;

/** The member's own requests with their whole threads (the account export). */
export async function supportExport(env: Env, userId: string) {
  const db = database(env);
  const [requests, messages] = await db.batch([
    db
      .select({
        id: req.id,
        topic: req.topic,
        tier: req.tier,
        dueAt: req.dueAt,
        closedAt: req.closedAt,
        createdAt: req.createdAt,
        hasScreenshot: sql<boolean>`${req.screenshotKey} is not null`,
      })
      .from(req)
      .where(eq(req.userId, userId))
      .orderBy(asc(req.id)),
    db
      .select({
        requestId: msg.requestId,
        from: msg.authorName,
        fromStaff: msg.fromStaff,
        body: msg.body,
        createdAt: msg.createdAt,
      })
      .from(msg)
      .innerJoin(req, eq(req.id, msg.requestId))
      .where(eq(req.userId, userId))
      .orderBy(asc(msg.id)),
  ]);
  return requests.map((r) => ({
    ...r,
    hasScreenshot: Boolean(r.hasScreenshot),
    messages: messages.filter((m) => m.requestId === r.id).map(({ requestId: _, ...m }) => m),
  }));
}

/** Deleting an account: the member's requests and their threads (messages cascade with the request). */
export const supportRowsDeletion = (db: Database, userId: string) => [
  db.delete(msg).where(sql`${msg.requestId} in (select ${req.id} from ${req} where ${req.userId} = ${userId})`),
  db.delete(req).where(eq(req.userId, userId)),
];
