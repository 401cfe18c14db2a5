// What the data export and account deletion take from the progress log: every entry (in
// the stored metric units, named), the log settings and every monthly review (its figures).
import { asc, eq } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { schema, type Database } from "~/db.server";
import { ENTRY_COLUMNS } from "./entries.server";
import { readFigures } from "./review-figures";

const { progressEntries: entries, logbookSettings: settings, monthlyReviews: reviews } = schema;

export const logbookExportReads = (db: Database, userId: string) =>
  [
    db
      .select({ ...ENTRY_COLUMNS, updatedAt: entries.updatedAt })
      .from(entries)
      .where(eq(entries.userId, userId))
      .orderBy(asc(entries.day)),
    db
      .select({ units: settings.units, reviewMails: settings.reviewMails })
      .from(settings)
      .where(eq(settings.userId, userId)),
    db
      .select({ month: reviews.month, figures: reviews.figures, sentAt: reviews.sentAt, createdAt: reviews.createdAt })
      .from(reviews)
      .where(eq(reviews.userId, userId))
      .orderBy(asc(reviews.month)),
  ] as const;

const time = (v: Date | null) => (v ? v.toISOString() : null);

/** The export's progressLog section: stored values with their units in the names. */
export function logbookExport([rows, chosen, written]: BatchResponse<ReturnType<typeof logbookExportReads>>) {
  return {
    settings: chosen[0] ?? null,
    entries: rows.map((e) => ({
      day: e.day,
      weightGrams: e.weight,
      waistMillimetres: e.waist,
      sleepMinutes: e.sleep,
      workouts: e.workouts,
      waterMillilitres: e.water,
      mood: e.mood,
      updatedAt: time(e.updatedAt),
    })),
    monthlyReviews: written.map((r) => ({
      month: r.month,
      figures: readFigures(r.figures),
      writtenAt: time(r.createdAt),
      mailedAt: time(r.sentAt),
    })),
  };
}

/** Every progress-log row of the member, for the deletion batch (the user row stays, so nothing cascades). */
export const logbookRowsDeletion = (db: Database, userId: string) =>
  [
    db.delete(entries).where(eq(entries.userId, userId)),
    db.delete(settings).where(eq(settings.userId, userId)),
    db.delete(reviews).where(eq(reviews.userId, userId)),
  ] as const;
