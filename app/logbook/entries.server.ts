// The progress log in D1: a member's entries (one per calendar day, metric integers) and
// their log settings (units, review mails). Reads are statements for the viewer's one
// batch (decision 045); writes are single statements scoped to the member.
import { and, asc, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { addDays, calendarDay, dayOf, type ZoneHints } from "~/calendar/days";
import { database, schema, type Database, type MemberId } from "~/db.server";
import type { Env } from "~/env";
import type { StoredValues } from "./forms";
import { LOG_WEEKS, logCharts, mergeDays, type EntryRow } from "./log";
import { MEASURE_KEYS, type UnitSystem } from "./measures";
import { programmeSessionsRead, readProgrammeDays } from "./programme-sessions.server";

const entries = schema.progressEntries;
const settings = schema.logbookSettings;
const profiles = schema.userProfiles;

/** An entry's columns under the measures' names. */
export const ENTRY_COLUMNS = {
  day: entries.day,
  weight: entries.weightG,
  waist: entries.waistMm,
  sleep: entries.sleepMin,
  workouts: entries.workouts,
  water: entries.waterMl,
  mood: entries.mood,
};

export const settingsRead = (db: Database, member: MemberId) =>
  db
    .select({ units: settings.units, reviewMails: settings.reviewMails })
    .from(settings)
    .where(eq(settings.userId, member));

/** The member's settings, or the defaults when they never chose (metric, review mails on). */
export const settingsOf = (rows: { units: UnitSystem; reviewMails: boolean }[]) => ({
  units: rows[0]?.units ?? "metric",
  reviewMails: rows[0]?.reviewMails ?? true,
});

export const entriesRead = (db: Database, member: MemberId, from: string, to: string) =>
  db
    .select({ userId: entries.userId, ...ENTRY_COLUMNS })
    .from(entries)
    .where(and(eq(entries.userId, member), gte(entries.day, from), lte(entries.day, to)))
    .orderBy(asc(entries.day));

/** The log page's statements: the member's zone, settings, the last weeks' entries, the day being edited. */
export function logPageReads(db: Database, member: SQL<string>, now: Date, editDay: string | null) {
  const utc = calendarDay(now, "UTC");
  const from = addDays(utc, -(LOG_WEEKS * 7 + 2));
  const to = addDays(utc, 2);
  return [
    db
      .select({ timeZone: profiles.timeZone, lastActivityDate: profiles.lastActivityDate })
      .from(profiles)
      .where(eq(profiles.userId, member)),
    settingsRead(db, member),
    entriesRead(db, member, from, to),
    entriesRead(db, member, editDay ?? "", editDay ?? ""),
    ...programmeSessionsRead(db, member, from, to),
  ] as const;
}

/** What the log page shows, from its reads' rows. */
export function logPageView(results: BatchResponse<ReturnType<typeof logPageReads>>, hints: ZoneHints, now: Date) {
  const [profile, chosen, rows, edited, ...programme] = results;
  const { today, zone } = dayOf(hints, profile[0], now);
  const { units, reviewMails } = settingsOf(chosen);
  const days = mergeDays(rows, readProgrammeDays(programme));
  const charts = logCharts(days, today, units);
  return {
    today,
    zone,
    units,
    reviewMails,
    charts,
    // The entries as stored (hand-entered workouts), newest first, for editing.
    entries: rows.filter((r) => r.day >= charts.from && r.day <= today).reverse() as EntryRow[],
    edited: (edited[0] as EntryRow | undefined) ?? null,
  };
}

/** The member's day and units, for an action (read in the viewer's batch). */
export const memberLogReads = (db: Database, member: SQL<string>) =>
  [
    db
      .select({ timeZone: profiles.timeZone, lastActivityDate: profiles.lastActivityDate })
      .from(profiles)
      .where(eq(profiles.userId, member)),
    settingsRead(db, member),
  ] as const;

export function memberLog(results: BatchResponse<ReturnType<typeof memberLogReads>>, hints: ZoneHints, now: Date) {
  return { today: dayOf(hints, results[0][0], now).today, units: settingsOf(results[1]).units };
}

/** Each measure's stored column (its schema key). */
const STORED = {
  weight: entries.weightG,
  waist: entries.waistMm,
  sleep: entries.sleepMin,
  workouts: entries.workouts,
  water: entries.waterMl,
  mood: entries.mood,
} as const;
const SCHEMA_KEY = {
  weight: "weightG",
  waist: "waistMm",
  sleep: "sleepMin",
  workouts: "workouts",
  water: "waterMl",
  mood: "mood",
} as const;

/**
 * Saves a day's entry. "add" (a new entry for a day) keeps what the day already holds
 * where the form left a measure empty, so nothing logged earlier is lost; "replace" (the
 * edit form, which shows every stored value) writes exactly what was sent.
 */
export async function saveEntry(env: Env, userId: string, day: string, values: StoredValues, mode: "add" | "replace") {
  const now = new Date();
  const row = Object.fromEntries(MEASURE_KEYS.map((k) => [SCHEMA_KEY[k], values[k]]));
  const set = Object.fromEntries(
    MEASURE_KEYS.map((k) => {
      const sent = sql.raw(`excluded.${STORED[k].name}`);
      return [SCHEMA_KEY[k], mode === "add" ? sql`coalesce(${sent}, ${STORED[k]})` : sent];
    }),
  );
  await database(env)
    .insert(entries)
    .values({ userId, day, ...row, updatedAt: now })
    .onConflictDoUpdate({ target: [entries.userId, entries.day], set: { ...set, updatedAt: now } });
}

/** Deletes a day's entry; false when there was none. */
export async function deleteEntry(env: Env, userId: string, day: string) {
  const gone = await database(env)
    .delete(entries)
    .where(and(eq(entries.userId, userId), eq(entries.day, day)))
    .returning({ day: entries.day });
  return gone.length > 0;
}

async function saveSettings(env: Env, userId: string, patch: { units?: UnitSystem; reviewMails?: boolean }) {
  const now = new Date();
  await database(env)
    .insert(settings)
    .values({ userId, ...patch, updatedAt: now })
    .onConflictDoUpdate({ target: settings.userId, set: { ...patch, updatedAt: now } });
}

export const setUnits = (env: Env, userId: string, units: UnitSystem) => saveSettings(env, userId, { units });
export const setReviewMails = (env: Env, userId: string, on: boolean) => saveSettings(env, userId, { reviewMails: on });
