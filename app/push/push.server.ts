// The push channel of the streak reminder (decision 080): members' subscriptions, and
// delivering one message to each of a member's devices. Production sends through each
// subscription's push service (RFC 8291 + RFC 8292, ./web-push.ts); elsewhere a local
// recorder stands in for the push service: it writes what would be sent to the dev mailbox
// (/dev/mailbox) and answers 410 for an endpoint ending in /gone, as an expired one would.
import { and, eq, inArray } from "drizzle-orm";
import { config } from "~/config.server";
import { database, schema, type Database, type MemberId } from "~/db.server";
import type { Env } from "~/env";
import { logError } from "~/ops/log.server";
import { pushRequest, type Subscription } from "./web-push";

const subs = schema.pushSubscriptions;

export type PushMessage = { title: string; body: string; url: string };
type Delivery = "delivered" | "gone" | "failed";

/** Saves a browser's subscription for the member (the device's endpoint moves to them). */
export async function saveSubscription(env: Env, userId: string, s: Subscription, now = new Date()) {
  await database(env)
    .insert(subs)
    .values({ endpoint: s.endpoint, userId, p256dh: s.p256dh, auth: s.auth, createdAt: now })
    .onConflictDoUpdate({ target: subs.endpoint, set: { userId, p256dh: s.p256dh, auth: s.auth, createdAt: now } });
}

/** Removes the member's subscriptions: one endpoint, or all of them. */
export async function removeSubscriptions(env: Env, userId: string, endpoint?: string) {
  await database(env)
    .delete(subs)
    .where(and(eq(subs.userId, userId), endpoint ? eq(subs.endpoint, endpoint) : undefined));
}

/** How many devices the member gets pushes on (Settings' line). */
export const pushDevicesQuery = (db: Database, userId: MemberId) =>
  db.select({ endpoint: subs.endpoint }).from(subs).where(eq(subs.userId, userId));

async function deliver(env: Env, s: Subscription, message: PushMessage): Promise<Delivery> {
  const c = config(env);
  if (!c.production) {
    await database(env)
      .insert(schema.devMailbox)
      .values({ to: `push:${s.endpoint}`, subject: message.title, text: `${message.body}\n${message.url}` });
    return new URL(s.endpoint).pathname.endsWith("/gone") ? "gone" : "delivered";
  }
  if (!c.vapid) return "failed";
  try {
    const res = await fetch(await pushRequest(s, message, c.vapid));
    if (res.status === 404 || res.status === 410) return "gone";
    return res.ok ? "delivered" : "failed";
  } catch (error) {
    logError("push-send", error);
    return "failed";
  }
}

/**
 * Pushes each member their message on every device they subscribed; deletes subscriptions
 * their push service calls gone. Answers the members reached on at least one device (the
 * others get the mail instead).
 */
export async function pushToMembers(env: Env, messages: ReadonlyMap<string, PushMessage>): Promise<Set<string>> {
  const reached = new Set<string>();
  if (messages.size === 0) return reached;
  const db = database(env);
  const rows = await db
    .select()
    .from(subs)
    .where(inArray(subs.userId, [...messages.keys()]));
  const gone: string[] = [];
  await Promise.all(
    rows.map(async (row) => {
      const outcome = await deliver(env, row, messages.get(row.userId)!);
      if (outcome === "delivered") reached.add(row.userId);
      if (outcome === "gone") gone.push(row.endpoint);
    }),
  );
  if (gone.length) await db.delete(subs).where(inArray(subs.endpoint, gone));
  return reached;
}
