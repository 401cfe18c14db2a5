// The request's one D1 round trip for its reads (decisions 045, 052). Every module that reads
// for a page joins the batch as the request's loaders start (auth its session, game the
// profile, billing the subscription, the page its own queries); it leaves once, a timer tick
// after the first join, so every loader Remix started side by side is in it. A read that
// joins after it left starts the next batch: a round trip of its own, which the round-trip
// test counts.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { SQL } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { database, type Database, type Statement } from "./db.server";
import { oncePerRequest } from "./load-context";

/** Reads built over the signed-in member's id as SQL (a subquery on the session). */
export type MemberReads<T extends readonly Statement[]> = (db: Database, member: SQL<string>) => T;

/**
 * The signed-in member (or a redirect to sign in) and `reads`, in the request's batch: what
 * app/page-read.server.ts's requireMemberWith does, handed to a feature's action so that
 * the feature reads in the same round trip without importing the page's layer.
 */
export type MemberReader = <T extends readonly Statement[]>(
  request: Request,
  context: AppLoadContext,
  reads: MemberReads<T>,
) => Promise<{ member: { id: string }; results: BatchResponse<T> }>;

type Joined = {
  statements: readonly Statement[];
  resolve: (rows: unknown[]) => void;
  reject: (error: unknown) => void;
};
type Waiting = { joined: Joined[] };

/** Adds `build`'s statements to the request's next batch; resolves with their results once it ran. */
export function joinBatch<T extends readonly Statement[]>(
  context: AppLoadContext,
  build: (db: Database) => T,
): Promise<BatchResponse<T>> {
  const db = database(context.cloudflare.env);
  const statements = build(db);
  if (statements.length === 0) return Promise.resolve([] as unknown as BatchResponse<T>);
  const request = oncePerRequest(context, "request-batch", () => ({ waiting: null as Waiting | null }));
  let waiting = request.waiting;
  if (!waiting) {
    const next: Waiting = { joined: [] };
    request.waiting = waiting = next;
    // Started here, in the request's async context: the D1 session and the bench's counter follow it.
    void (async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (request.waiting === next) request.waiting = null;
      await send(db, next.joined);
    })();
  }
  return new Promise((resolve, reject) =>
    waiting.joined.push({ statements, resolve: (rows) => resolve(rows as unknown as BatchResponse<T>), reject }),
  );
}

async function send(db: Database, joined: Joined[]) {
  try {
    const all = joined.flatMap((j) => j.statements);
    const results: unknown[] = await db.batch(all as unknown as [Statement, ...Statement[]]);
    let at = 0;
    for (const j of joined) {
      j.resolve(results.slice(at, at + j.statements.length));
      at += j.statements.length;
    }
  } catch (error) {
    for (const j of joined) j.reject(error);
  }
}
