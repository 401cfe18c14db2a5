// The monthly review (issue #37), written by the hourly Cron beside the streak reminders.
// On the 1st of each month, from 08:00 in a member's zone (review-due.ts), every Elite
// member of that zone gets one review of the month that ended: a page of members at a
// time, their data read in one D1 batch, each review computed (review-figures.ts) and
// inserted with ON CONFLICT DO NOTHING on (member, month). The insert is the claim: a
// doubled or overlapping run writes each review once and mails only the ones it wrote.
// A page the mail provider refuses is released (its mailed rows deleted) for the next
// hour. See docs/decisions/064-monthly-review.md.
import { and, eq, gte, inArray, isNull, lt, max, sql } from "drizzle-orm";
import { completionsRead, ownedByAny, xpRead } from "~/analytics/index.server";
import { FEATURE_TIER } from "~/billing";
import { holdsTier } from "~/billing/index.server";
import { addDays } from "~/calendar/days";
import { addMonths, monthStart } from "~/calendar/periods";
import { formatMonthName } from "~/calendar/format";
import { config } from "~/config.server";
import { CATEGORY_TITLES } from "~/content/index.server";
import { Batch, database, schema, type Database } from "~/db.server";
import type { Env } from "~/env";
import { mailer, type Mail } from "~/mail/mail.server";
import { monthlyReviewMail } from "~/mail/messages";
import { logError } from "~/ops/log.server";
import { ENTRY_COLUMNS, settingsOf } from "./entries.server";
import { mergeDays } from "./log";
import { REVIEWS_PATH, REVIEWS_UNSUBSCRIBE_PATH } from "./paths";
import { programmeSessionsRead, readProgrammeDays } from "./programme-sessions.server";
import { reviewsDue, someZoneOnTheFirst, type DueMonth } from "./review-due";
import { reviewFigures, type ReviewFigures } from "./review-figures";
import { reviewText } from "./review-text";
import { reviewUnsubscribeToken } from "./token.server";

const reviews = schema.monthlyReviews;
const profiles = schema.userProfiles;
const subs = schema.userSubscriptions;
const settings = schema.logbookSettings;
const entries = schema.progressEntries;
const scans = schema.faceScans;

/** Members per page: their ids bind as values in each read (D1 binds at most 100 a statement). */
export const REVIEW_PAGE = 50;
/** Pages per run; the rest go in the next hourly run (the zone stays due all day). */
export const MAX_REVIEW_PAGES = 40;

export type ReviewRun = { run: string; written: number; mailed: number; released: number };

export async function writeMonthlyReviews(env: Env, now = new Date()): Promise<ReviewRun> {
  const result: ReviewRun = { run: crypto.randomUUID(), written: 0, mailed: 0, released: 0 };
  if (!someZoneOnTheFirst(now)) return result;
  const db = database(env);
  const elite = holdsTier(env, FEATURE_TIER.progressLog, now);
  const zones = await db
    .selectDistinct({ zone: profiles.timeZone })
    .from(subs)
    .innerJoin(profiles, eq(profiles.userId, subs.userId))
    .where(elite);
  let pages = 0;
  for (const due of reviewsDue(
    now,
    zones.map((z) => z.zone),
  )) {
    while (pages++ < MAX_REVIEW_PAGES) {
      const page = await writePage(env, db, due, result.run, now);
      result.written += page.written;
      result.mailed += page.mailed;
      result.released += page.released;
      if (page.released) return result;
      if (page.candidates < REVIEW_PAGE) break;
    }
  }
  return result;
}

/** The zone's Elite members without this month's review, a page of them, with what the mail needs. */
function candidates(db: Database, env: Env, due: DueMonth, now: Date) {
  const inZone = due.stored === null ? isNull(profiles.timeZone) : eq(profiles.timeZone, due.stored);
  return db
    .select({
      userId: profiles.userId,
      name: profiles.username,
      email: schema.user.email,
      units: settings.units,
      reviewMails: settings.reviewMails,
    })
    .from(subs)
    .innerJoin(profiles, eq(profiles.userId, subs.userId))
    .innerJoin(schema.user, eq(schema.user.id, subs.userId))
    .leftJoin(settings, eq(settings.userId, subs.userId))
    .where(
      and(
        holdsTier(env, FEATURE_TIER.progressLog, now),
        inZone,
        // Members who joined after the month ended have nothing to review yet.
        lt(profiles.createdAt, new Date(due.end)),
        sql`NOT EXISTS (SELECT 1 FROM ${reviews} WHERE ${reviews.userId} = ${profiles.userId} AND ${reviews.month} = ${due.month})`,
      ),
    )
    .orderBy(profiles.userId)
    .limit(REVIEW_PAGE);
}

/**
 * The claim: one insert per member in one D1 batch, ON CONFLICT (member, month) DO NOTHING.
 * Answers whose reviews this run wrote; a row another run wrote first is not ours to mail.
 */
export async function claimReviews(
  db: Database,
  month: string,
  run: string,
  rows: readonly { userId: string; figures: ReviewFigures }[],
): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const batch = new Batch();
  const claims = rows.map((r) =>
    batch.add(
      db
        .insert(reviews)
        .values({ userId: r.userId, month, run, figures: JSON.stringify(r.figures) })
        .onConflictDoNothing()
        .returning({ userId: reviews.userId }),
    ),
  );
  await batch.run(db);
  return new Set(claims.flatMap((read) => read().map((r) => r.userId)));
}

async function writePage(env: Env, db: Database, due: DueMonth, run: string, now: Date) {
  const page = await candidates(db, env, due, now);
  const outcome = { candidates: page.length, written: 0, mailed: 0, released: 0 };
  if (page.length === 0) return outcome;
  const ids = page.map((m) => m.userId);
  const from = monthStart(addMonths(due.month, -1));
  const to = addDays(monthStart(addMonths(due.month, 1)), -1);
  const [logRows, completions, xp, windowScans, earlierScans, ...programme] = await db.batch([
    db
      .select({ userId: entries.userId, ...ENTRY_COLUMNS })
      .from(entries)
      .where(and(inArray(entries.userId, ids), gte(entries.day, from), sql`${entries.day} <= ${to}`)),
    completionsRead(db, ownedByAny(ids), from, to),
    xpRead(db, ownedByAny(ids), new Date(due.from), new Date(due.end - 1)),
    db
      .select({ userId: scans.userId, at: scans.createdAt, ratingTenths: scans.ratingTenths })
      .from(scans)
      .where(
        and(
          inArray(scans.userId, ids),
          gte(scans.createdAt, new Date(due.from)),
          lt(scans.createdAt, new Date(due.end)),
        ),
      ),
    // The newest scan before that window (SQLite takes the bare rating from the max row).
    db
      .select({ userId: scans.userId, at: max(scans.createdAt), ratingTenths: scans.ratingTenths })
      .from(scans)
      .where(and(inArray(scans.userId, ids), lt(scans.createdAt, new Date(due.from))))
      .groupBy(scans.userId),
    ...programmeSessionsRead(db, ids, from, to),
  ]);
  const zone = due.stored ?? "UTC";
  const written = page.map((m) => {
    const mine = <T extends { userId: string }>(rows: readonly T[]) => rows.filter((r) => r.userId === m.userId);
    const figures = reviewFigures({
      month: due.month,
      zone,
      days: mergeDays(mine(logRows), readProgrammeDays(programme, m.userId)),
      completions: mine(completions).flatMap((c) =>
        Array.from({ length: c.n }, () => ({ day: c.day, category: c.category })),
      ),
      xp: mine(xp).map((r) => ({ at: new Date(r.createdAt).getTime(), xp: r.xpEarned })),
      scans: [...mine(windowScans), ...mine(earlierScans)].flatMap((s) =>
        s.at ? [{ at: new Date(s.at).getTime(), ratingTenths: s.ratingTenths }] : [],
      ),
    });
    return { member: m, figures };
  });
  const claimed = await claimReviews(
    db,
    due.month,
    run,
    written.map((w) => ({ userId: w.member.userId, figures: w.figures })),
  );
  const ours = written
    .filter((w) => claimed.has(w.member.userId))
    .map((w) => ({
      ...w,
      prefs: settingsOf(
        w.member.units === null ? [] : [{ units: w.member.units, reviewMails: w.member.reviewMails ?? true }],
      ),
    }));
  outcome.written = ours.length;
  const toMail = ours.filter((w) => w.prefs.reviewMails);
  if (toMail.length === 0) return outcome;
  const origin = config(env).origin;
  const mails: Mail[] = await Promise.all(
    toMail.map(async ({ member, figures, prefs }) => {
      const unsubscribeUrl = `${origin}${REVIEWS_UNSUBSCRIBE_PATH}?token=${await reviewUnsubscribeToken(env, member.userId, due.month, now.getTime())}`;
      const body = monthlyReviewMail({
        name: member.name,
        review: reviewText(figures, prefs.units, CATEGORY_TITLES),
        previousMonth: formatMonthName(figures.previousMonth),
        reviewUrl: `${origin}${REVIEWS_PATH}?month=${due.month}`,
        unsubscribeUrl,
        settingsUrl: `${origin}/settings`,
      });
      return {
        to: member.email,
        ...body,
        headers: { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      };
    }),
  );
  const mailed = and(
    eq(reviews.run, run),
    eq(reviews.month, due.month),
    inArray(
      reviews.userId,
      toMail.map((t) => t.member.userId),
    ),
  );
  try {
    await mailer(env).sendBatch(mails);
  } catch (error) {
    logError("monthly-reviews-send", error);
    await db.delete(reviews).where(mailed);
    outcome.written -= toMail.length;
    outcome.released = toMail.length;
    return outcome;
  }
  await db.update(reviews).set({ sentAt: now }).where(mailed);
  outcome.mailed = toMail.length;
  return outcome;
}
