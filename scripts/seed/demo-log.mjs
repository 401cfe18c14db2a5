// The Elite demo member's progress log (local development only, like the rest of the demo):
// about six weeks of daily entries with a few days skipped, the numbers moving the way a
// member's would (weight easing down, sleep and water varying, workouts on training days),
// stored as the app stores them (metric integers, app/logbook/measures.ts). Deterministic.

/** Days of history written, ending yesterday (today is left for the member to log). */
const LOG_DAYS = 42;

/** progress_entries rows for `userId`, the days counted back from `today` (their zone's). */
export function demoLogRows(userId, today, rules, random, now) {
  const rows = [];
  for (let back = LOG_DAYS; back >= 1; back--) {
    const day = rules.addDays(today, -back);
    const r = () => random();
    if (r() < 0.15) continue; // a day skipped now and then
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const training = [1, 3, 5, 6].includes(weekday);
    const weightG = Math.round((84 - (LOG_DAYS - back) * 0.06 + (r() - 0.5) * 0.8) * 10) * 100;
    rows.push([
      userId,
      day,
      weightG,
      weekday === 1 ? Math.round(925 - (LOG_DAYS - back) * 0.9) : null,
      Math.round((6.4 + r() * 1.8) * 4) * 15,
      training ? 1 : 0,
      Math.round((1.6 + r() * 1.4) * 10) * 100,
      1 + Math.floor(r() * 5),
      now,
      now,
    ]);
  }
  return rows;
}

export const DEMO_LOG_COLUMNS = [
  "user_id",
  "day",
  "weight_g",
  "waist_mm",
  "sleep_min",
  "workouts",
  "water_ml",
  "mood",
  "created_at",
  "updated_at",
];
