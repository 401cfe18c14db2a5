// What members see of their monthly reviews: the Reviews tab (a month's review in their
// units, and the months they have), and the mail's one-click unsubscribe, which works
// once per mailed link (decision 039's pattern).
import { and, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { dayOf, type ZoneHints } from "~/calendar/days";
import { addMonths, monthOf, monthStart } from "~/calendar/periods";
import { database, insertSelect, schema, type Database } from "~/db.server";
import type { Env } from "~/env";
import { settingsOf, settingsRead } from "./entries.server";
import { readFigures } from "./review-figures";
import { reviewText, type CategoryTitles } from "./review-text";
import { readReviewUnsubscribeToken } from "./token.server";

const reviews = schema.monthlyReviews;
const profiles = schema.userProfiles;
const settings = schema.logbookSettings;

/** Months listed on the Reviews tab. */
export const REVIEWS_LISTED = 24;

/** The Reviews tab's statements: the months reviewed, the asked (or newest) review, settings, the zone. */
export const reviewsPageReads = (db: Database, member: SQL<string>, month: string | null) =>
  [
    db
      .select({ month: reviews.month })
      .from(reviews)
      .where(eq(reviews.userId, member))
      .orderBy(desc(reviews.month))
      .limit(REVIEWS_LISTED),
    db
      .select({ month: reviews.month, figures: reviews.figures })
      .from(reviews)
      .where(and(eq(reviews.userId, member), month ? eq(reviews.month, month) : undefined))
      .orderBy(desc(reviews.month))
      .limit(1),
    settingsRead(db, member),
    db
      .select({ timeZone: profiles.timeZone, lastActivityDate: profiles.lastActivityDate })
      .from(profiles)
      .where(eq(profiles.userId, member)),
  ] as const;

export function reviewsPageView(
  [months, chosen, prefs, profile]: BatchResponse<ReturnType<typeof reviewsPageReads>>,
  hints: ZoneHints,
  now: Date,
  titles: CategoryTitles,
) {
  const { units, reviewMails } = settingsOf(prefs);
  const { today } = dayOf(hints, profile[0], now);
  const figures = chosen[0] ? readFigures(chosen[0].figures) : null;
  return {
    months: months.map((m) => m.month),
    review: figures ? { month: figures.month, text: reviewText(figures, units, titles) } : null,
    /** The next review's day: the 1st of next month, in the member's zone. */
    next: monthStart(addMonths(monthOf(today), 1)),
    reviewMails,
  };
}

export type UnsubscribeOutcome = "unsubscribed" | "used" | "expired" | "invalid";

/**
 * Turns the member's review mails off, once per mailed link: the review row is marked in
 * the same D1 batch (a transaction) that writes the setting, so an old mail's link cannot
 * undo a later "on" from Settings.
 */
export async function unsubscribeReviews(env: Env, token: string, now = Date.now()): Promise<UnsubscribeOutcome> {
  const read = await readReviewUnsubscribeToken(env, token, now);
  if (!read.ok) return read.reason;
  const db = database(env);
  const row = and(eq(reviews.userId, read.userId), eq(reviews.month, read.month));
  const [claimed] = await db.batch([
    db
      .update(reviews)
      .set({ unsubscribedAt: new Date(now) })
      .where(and(row, isNull(reviews.unsubscribedAt)))
      .returning({ userId: reviews.userId }),
    insertSelect(
      db,
      settings,
      { userId: read.userId, reviewMails: 0, updatedAt: now },
      sql`WHERE EXISTS (SELECT 1 FROM ${reviews} WHERE ${row} AND ${reviews.unsubscribedAt} = ${now})`,
    ).onConflictDoUpdate({ target: settings.userId, set: { reviewMails: false, updatedAt: new Date(now) } }),
  ]);
  return claimed.length > 0 ? "unsubscribed" : "used";
}

/** Whether the token is one the app signed and still in time (the confirm page's first look). */
export async function reviewTokenState(env: Env, token: string) {
  const read = await readReviewUnsubscribeToken(env, token);
  return read.ok ? ("ok" as const) : read.reason;
}
