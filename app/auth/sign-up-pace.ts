// How long a sign-up takes, so a registered address's answer comes when a new account's
// would (docs/decisions/049). A new account takes d; a registered address does a subset
// of that work, e < d. Each then waits until a duration drawn from this isolate's recent
// new accounts has passed since the form arrived: a new account answers at max(d, s1),
// a registered address at max(e, s1, s2). With d, s1 and s2 alike and e below them, the
// two follow the same spread of times, whatever the database's distance is today. Pure:
// the caller keeps one per isolate and does the waiting.

/** New accounts' durations kept (the newest ones). */
export const PACE_SAMPLES = 16;
/** The wait before this isolate has created any account: a new account's time at a
 * typical distance from the database (a password hash and about nine round trips). */
export const COLD_PACE_MS = 600;

export function signUpPace(random: () => number = Math.random) {
  const recent: number[] = [];
  const sample = () => (recent.length ? recent[Math.floor(random() * recent.length)] : COLD_PACE_MS);
  return {
    /** A new account took `ms` from the form's arrival to its answer, before any wait. */
    record(ms: number) {
      recent.push(ms);
      if (recent.length > PACE_SAMPLES) recent.shift();
    },
    /** When, counted from the form's arrival, this sign-up answers. */
    target(kind: "new" | "registered") {
      return kind === "new" ? sample() : Math.max(sample(), sample());
    },
  };
}
