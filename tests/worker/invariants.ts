// What every award must leave true, checked the same way by every game test, and the
// toasts a page shows.
import { expect } from "vitest";
import { AWARD_KEY_PREFIX } from "~/game/award-keys";
import { levelForXp, rankForAchievements } from "~/game/levels";
import { awardsOf, heldAchievements, loggedXp, profileOf } from "./readers";

/** XP is the sum of the member's awards; level and rank follow the rules; one log row per unlock. */
export async function expectConsistent(id: string) {
  const p = await profileOf(id);
  const unlocked = (await heldAchievements(id)).length;
  expect(p.xp).toBe(await loggedXp(id));
  expect(p.level).toBe(levelForXp(p.xp));
  expect(p.rank).toBe(rankForAchievements(unlocked).rank.name);
  expect((await awardsOf(id, { keyPrefix: AWARD_KEY_PREFIX.achievement })).length).toBe(unlocked);
  return p;
}

/** The text of the toasts a page shows (empty when it shows none). */
export const toastText = (html: string) => {
  const at = html.indexOf('data-testid="toast"');
  return at < 0
    ? ""
    : html
        .slice(at, html.indexOf("</div></div></div>", at))
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ");
};
