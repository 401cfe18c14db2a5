// A request's thread, as the member who asked and as staff read it: the same messages, the
// member's query naming the member (a request that is not theirs reads as no messages).
import { and, asc, eq } from "drizzle-orm";
import { schema, type Database, type MemberId } from "~/db.server";

const { supportRequests: req, supportMessages: msg } = schema;

const messageColumns = {
  id: msg.id,
  authorName: msg.authorName,
  fromStaff: msg.fromStaff,
  body: msg.body,
  createdAt: msg.createdAt,
};

/** The messages of one of the member's own requests. */
export const memberThreadQuery = (db: Database, member: MemberId, id: number) =>
  db
    .select(messageColumns)
    .from(msg)
    .innerJoin(req, eq(req.id, msg.requestId))
    .where(and(eq(msg.requestId, id), eq(req.userId, member)))
    .orderBy(asc(msg.id));

/** Any request's messages (staff only: the caller is gated). */
export const staffThreadQuery = (db: Database, id: number) =>
  db.select(messageColumns).from(msg).where(eq(msg.requestId, id)).orderBy(asc(msg.id));
