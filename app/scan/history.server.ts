// The scanner page's data for one member: history (for members who may see results) or
// only their stored photos (so a member who lost pro can still delete them).
import type { Env } from "~/env";
import type { Tier } from "~/billing";
import { readSubScores } from "./result";
import { dailyLimit } from "./rules";
import { listOwnScans, scansToday } from "./scans.server";

export async function scanHistory(env: Env, userId: string, tier: Tier) {
  const [rows, today] = await Promise.all([listOwnScans(env, userId), scansToday(env, userId)]);
  return {
    scans: rows.map((r) => ({
      id: r.id,
      at: r.createdAt.getTime(),
      ratingTenths: r.ratingTenths,
      subScores: readSubScores(r.subScores),
    })),
    usage: { today, limit: dailyLimit(tier) },
  };
}

/** Dates of a member's stored photos, without any result. */
export async function storedPhotos(env: Env, userId: string) {
  const rows = await listOwnScans(env, userId);
  return rows.map((r) => ({ id: r.id, at: r.createdAt.getTime() }));
}
