// What a username looks like, as one key: names that a reader cannot tell apart share a
// skeleton, and user_profiles' unique index on it gives each look to one member.
// After UTS #39's skeleton, with a short table of the confusables that Latin usernames
// meet (Cyrillic and Greek look-alikes, digits, "rn"), plus case and spacing.

/** Single characters that look like a Latin letter (after NFKC). */
const LOOKALIKES: Record<string, string> = {
  // Cyrillic
  а: "a",
  в: "b",
  с: "c",
  ԁ: "d",
  е: "e",
  ё: "e",
  һ: "h",
  і: "l",
  ї: "l",
  ј: "j",
  к: "k",
  м: "m",
  н: "h",
  о: "o",
  р: "p",
  ԛ: "q",
  ѕ: "s",
  т: "t",
  у: "y",
  х: "x",
  ԝ: "w",
  ү: "y",
  ɡ: "g",
  ӏ: "l",
  // Greek
  α: "a",
  β: "b",
  ε: "e",
  η: "n",
  ι: "l",
  κ: "k",
  ν: "v",
  ο: "o",
  ρ: "p",
  τ: "t",
  υ: "u",
  χ: "x",
  ω: "w",
  // Digits and Latin letters that pass for others
  0: "o",
  1: "l",
  i: "l",
  ı: "l",
  ℓ: "l",
  "|": "l",
  5: "s",
};

/** Letter pairs that read as one letter at a glance. */
const PAIRS: [string, string][] = [
  ["rn", "m"],
  ["vv", "w"],
  ["cl", "d"],
];

/**
 * The skeleton of a username: case-folded, accents and other marks removed, look-alike
 * characters mapped to one Latin letter, separators and spaces dropped.
 * "Deleted member", "DELETED  MEMBER", "Dеleted member" (Cyrillic е) and "Deleted_Member"
 * share one.
 */
export function usernameSkeleton(name: string): string {
  let s = name.normalize("NFKC").toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
  s = [...s].map((c) => LOOKALIKES[c] ?? c).join("");
  s = s.replace(/[\s_.\-\u200b-\u200d\u2060\ufeff]+/gu, "");
  for (const [pair, letter] of PAIRS) s = s.replaceAll(pair, letter);
  return s;
}
