// What every award must leave true, checked the same way by every game test, and the
// toasts a page shows.
import { env } from "cloudflare:test";
import { expect } from "vitest";
import { levelForXp, rankForAchievements } from "~/game/levels";

/** Rows of `from` (a table and its WHERE, with `?` for `args`). */
export const countRows = async (from: string, ...args: unknown[]) =>
  (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${from}`)
    .bind(...args)
    .first<{ n: number }>())!.n;

/** XP is the sum of the member's awards; level and rank follow the rules; one log row per unlock. */
export async function expectConsistent(id: string) {
  const p = (await env.DB.prepare("SELECT xp, level, rank FROM user_profiles WHERE user_id = ?")
    .bind(id)
    .first<{ xp: number; level: number; rank: string }>())!;
  const logged = (await env.DB.prepare("SELECT coalesce(sum(xp_earned), 0) AS xp FROM activity_log WHERE user_id = ?")
    .bind(id)
    .first<{ xp: number }>())!.xp;
  const unlocked = await countRows("user_achievements WHERE user_id = ?", id);
  expect(p.xp).toBe(logged);
  expect(p.level).toBe(levelForXp(p.xp));
  expect(p.rank).toBe(rankForAchievements(unlocked).rank.name);
  expect(await countRows("activity_log WHERE user_id = ? AND award_key LIKE 'achievement:%'", id)).toBe(unlocked);
  return p;
}

/** The text of the toasts a page shows, then of its celebrations (empty when it shows none). */
export const toastText = (html: string) => {
  const at = html.indexOf('data-testid="toast"');
  const toasts = at < 0 ? "" : html.slice(at, html.indexOf("</div></div></div>", at));
  const m = html.indexOf('id="moments"');
  const moments = m < 0 ? "" : html.slice(m, html.indexOf("</section>", m));
  return `${toasts} ${moments}`
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
};
