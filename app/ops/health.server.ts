// /healthz: is the database answering? A trivial D1 query, bounded in time.
import { sql } from "drizzle-orm";
import { database } from "~/db.server";
import type { Env } from "~/env";

const D1_TIMEOUT_MS = 2_000;

export type Health = { ok: boolean; d1: "ok" | "error" };

export async function checkHealth(env: Env): Promise<Health> {
  try {
    const query = database(env)
      .run(sql`SELECT 1`)
      .then((result) => result.success);
    const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), D1_TIMEOUT_MS));
    return (await Promise.race([query, timeout])) ? { ok: true, d1: "ok" } : { ok: false, d1: "error" };
  } catch {
    return { ok: false, d1: "error" };
  }
}
