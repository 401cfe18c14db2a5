// /healthz: is the database answering? A trivial D1 query, bounded in time.
import type { Env } from "~/env";

const D1_TIMEOUT_MS = 2_000;

export type Health = { ok: boolean; d1: "ok" | "error" };

export async function checkHealth(env: Env): Promise<Health> {
  try {
    const query = env.DB.prepare("SELECT 1 AS one").first<{ one: number }>();
    const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), D1_TIMEOUT_MS));
    const row = await Promise.race([query, timeout]);
    return row?.one === 1 ? { ok: true, d1: "ok" } : { ok: false, d1: "error" };
  } catch {
    return { ok: false, d1: "error" };
  }
}
