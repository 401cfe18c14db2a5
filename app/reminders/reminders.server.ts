// The evening streak reminder (issue #27). Every hour the Cron Trigger runs `sendStreakReminders`:
// for each stored zone whose evening has come (rules.ts), it claims up to a page of due
// members in ONE statement (an INSERT ... SELECT into streak_reminders, keyed by member and
// their day, so overlapping or retried runs claim each member once), reads what the mail
// needs, sends the page through the provider's batch endpoint, and marks it sent. A page
// the provider refuses is released for the next hourly run. See
// docs/decisions/039-streak-reminders.md for the limits and the scale.
import { and, eq, gte, inArray, isNull, ne, sql, type SQL } from "drizzle-orm";
import { config } from "~/config.server";
import { database, insertSelect, schema, type Database } from "~/db.server";
import type { Env } from "~/env";
import { activeChallengesQuery, dailyFive, dailyTaskFor } from "~/game/index.server";
import { mailer, MAIL_BATCH_MAX, type Mail } from "~/mail/mail.server";
import { streakReminderMail } from "~/mail/messages";
import { logError } from "~/ops/log.server";
import { pushToMembers, type PushMessage } from "~/push/index.server";
import { dueZones, MIN_REMINDER_STREAK, type DueZone } from "./rules";
import { readUnsubscribeToken, unsubscribeToken } from "./token.server";

const profiles = schema.userProfiles;
const reminders = schema.streakReminders;
const users = schema.user;

/** Members claimed and mailed per page: one provider batch call. */
export const REMINDER_PAGE = MAIL_BATCH_MAX;
/** Pages per run, within a scheduled invocation's time and subrequests; the rest go next hour. */
export const MAX_PAGES_PER_RUN = 100;

export type ReminderRun = { run: string; sent: number; released: number };

export async function sendStreakReminders(env: Env, now = new Date()): Promise<ReminderRun> {
  const db = database(env);
  const run = crypto.randomUUID();
  const result: ReminderRun = { run, sent: 0, released: 0 };
  // Uses user_profiles_reminder_idx: its first column is the zone, its rows only members with reminders on.
  const stored = await db
    .selectDistinct({ zone: profiles.timeZone })
    .from(profiles)
    .where(eq(profiles.reminders, true));
  const zones = dueZones(
    now,
    stored.map((r) => r.zone),
  );
  if (zones.length === 0) return result;
  const active = await activeChallengesQuery(db);
  let pages = 0;
  for (const zone of zones) {
    while (pages < MAX_PAGES_PER_RUN) {
      pages++;
      const claimed = await claimPage(env, zone, run);
      if (claimed === 0) break;
      const sent = await sendPage(env, zone, run, active, now);
      if (sent === "failed") {
        result.released += claimed;
        return result;
      }
      result.sent += sent;
      if (claimed < REMINDER_PAGE) break;
    }
  }
  return result;
}

/** Claims up to a page of the zone's due members for this run; answers how many. */
async function claimPage(env: Env, zone: DueZone, run: string) {
  const db = database(env);
  const inZone = zone.stored === null ? isNull(profiles.timeZone) : eq(profiles.timeZone, zone.stored);
  const due = and(
    eq(profiles.reminders, true),
    inZone,
    eq(profiles.lastActivityDate, zone.yesterday),
    gte(profiles.currentStreak, MIN_REMINDER_STREAK),
    sql`NOT EXISTS (SELECT 1 FROM ${reminders} WHERE ${reminders.userId} = ${profiles.userId} AND ${reminders.day} = ${zone.today})`,
  );
  const rows = await insertSelect(
    db,
    reminders,
    { userId: profiles.userId, day: zone.today, run },
    sql`FROM ${profiles} WHERE ${due} ORDER BY ${profiles.userId} LIMIT ${REMINDER_PAGE}`,
  )
    .onConflictDoNothing()
    .returning({ userId: reminders.userId });
  return rows.length;
}

type Challenge = Awaited<ReturnType<typeof activeChallengesQuery>>[number];

/** Mails this run's claimed, unsent page; marks it sent, or releases it when the provider refuses. */
async function sendPage(env: Env, zone: DueZone, run: string, active: readonly Challenge[], now: Date) {
  const db = database(env);
  const page = and(eq(reminders.run, run), eq(reminders.day, zone.today), isNull(reminders.sentAt));
  const members = await db
    .select({ userId: users.id, email: users.email, name: profiles.username, streak: profiles.currentStreak })
    .from(reminders)
    .innerJoin(users, eq(users.id, reminders.userId))
    .innerJoin(profiles, eq(profiles.userId, reminders.userId))
    .where(page);
  const five = dailyFive(active, zone.today);
  const origin = config(env).origin;
  // Push first (decision 080): a member reached on a device gets no mail; the claim row above
  // keeps it one reminder a day across both channels, however runs overlap.
  const pushes = new Map<string, PushMessage>(
    members.map((m) => [
      m.userId,
      {
        title: `Your ${m.streak}-day streak ends at midnight`,
        body: "Complete one challenge today to keep it going.",
        url: `${origin}/progress`,
      },
    ]),
  );
  const pushed = await pushToMembers(env, pushes).catch((error: unknown) => {
    logError("streak-reminders-push", error);
    return new Set<string>();
  });
  const mails: Mail[] = await Promise.all(
    members
      .filter((m) => !pushed.has(m.userId))
      .map(async (m) => {
        const unsubscribeUrl = `${origin}/reminders/unsubscribe?token=${await unsubscribeToken(env, m.userId, zone.today, now.getTime())}`;
        const task = dailyTaskFor(m.userId, zone.today, active, five);
        const body = streakReminderMail({
          name: m.name,
          streak: m.streak,
          task,
          progressUrl: `${origin}/progress`,
          unsubscribeUrl,
          settingsUrl: `${origin}/settings`,
        });
        return {
          to: m.email,
          ...body,
          // RFC 8058 one-click: the provider's POST carries "List-Unsubscribe=One-Click" to the same URL.
          headers: { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
        };
      }),
  );
  try {
    if (mails.length > 0) await mailer(env).sendBatch(mails);
  } catch (error) {
    logError("streak-reminders-send", error);
    // The pushed were reminded: only the mails' members are released for the next run.
    const reached = [...pushed];
    if (reached.length)
      await db
        .update(reminders)
        .set({ sentAt: now })
        .where(and(page, inArray(reminders.userId, reached)));
    await db.delete(reminders).where(page);
    return "failed" as const;
  }
  await db.update(reminders).set({ sentAt: now }).where(page);
  return members.length;
}

export type UnsubscribeOutcome = "unsubscribed" | "used" | "expired" | "invalid";

/**
 * Turns the member's reminders off, once per mailed link: the reminder row is marked in
 * the same D1 batch (a transaction) that writes the setting, so an old mail's link
 * cannot undo a later "on" from Settings.
 */
export async function unsubscribe(env: Env, token: string, now = Date.now()): Promise<UnsubscribeOutcome> {
  const read = await readUnsubscribeToken(env, token, now);
  if (!read.ok) return read.reason;
  const db = database(env);
  const row = and(eq(reminders.userId, read.userId), eq(reminders.day, read.day));
  const [claimed] = await db.batch([
    db
      .update(reminders)
      .set({ unsubscribedAt: new Date(now) })
      .where(and(row, isNull(reminders.unsubscribedAt)))
      .returning({ userId: reminders.userId }),
    db
      .update(profiles)
      .set({ reminders: false })
      .where(
        and(
          eq(profiles.userId, read.userId),
          sql`EXISTS (SELECT 1 FROM ${reminders} WHERE ${row} AND ${reminders.unsubscribedAt} = ${now})`,
        ),
      ),
  ]);
  return claimed.length > 0 ? "unsubscribed" : "used";
}

/** Whether the token is one the app signed and still in time (the confirm page's first look). */
export async function unsubscribeTokenState(env: Env, token: string) {
  const read = await readUnsubscribeToken(env, token);
  return read.ok ? ("ok" as const) : read.reason;
}

/** The member's Reminders setting (Settings' switch), read in a page's batch (`member` may be SQL naming the viewer). */
export const remindersRead = (db: Database, member: SQL<string> | string) =>
  db.select({ on: profiles.reminders }).from(profiles).where(eq(profiles.userId, member));

export const remindersOnOf = (rows: { on: boolean }[]) => rows[0]?.on ?? false;

export async function setReminders(env: Env, userId: string, on: boolean) {
  await database(env)
    .update(profiles)
    .set({ reminders: on })
    .where(and(eq(profiles.userId, userId), ne(profiles.reminders, on)));
}
