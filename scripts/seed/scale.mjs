// The scale run's members (scripts/seed-scale.mjs seeds them, bench/scale.mjs signs in as
// them): who sits at the bottom of the board, who has the most rows, and the one name a
// rare-substring search finds. They sign in with the demo password.
export { DEMO_PASSWORD as SCALE_PASSWORD } from "./demo.mjs";

export const SCALE_ACCOUNTS = {
  /** Joined last with no XP: the last place on the board. */
  bottom: "scale-bottom@scale.test",
  /** A year of daily play, chat, weekly scans and battles each: the most rows. */
  heavy: ["scale-heavy-1@scale.test", "scale-heavy-2@scale.test", "scale-heavy-3@scale.test"],
};

/** Only one member's name holds it. */
export const RARE_NAME = "quokka_zephyr";
/** The search a few letters match for many members (a first name most usernames start with). */
export const COMMON_PREFIX = "ma";
/** What the rare-substring search types: from the middle of RARE_NAME. */
export const RARE_SUBSTRING = "kka_zep";

/** The folder each size's database lives in (never the everyday .wrangler/state). */
export const scalePersist = (members) => `.wrangler/scale/${members}`;
