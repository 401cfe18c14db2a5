// The Worker tests' reads of D1, typed by the schema (the Epic Stack's tests/db-utils.ts is
// the model): a test asks what it needs to know by name (a member's profile, their awards,
// a subscription, the mails sent) and never writes SQL of its own. The writers are
// ./factories.ts.
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, like, sql, type SQL } from "drizzle-orm";
import type { AnySQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { database, schema } from "~/db.server";
import { appEnv } from "./app-env";

const db = () => database(appEnv);
const log = schema.activityLog;
const profiles = schema.userProfiles;
const subs = schema.userSubscriptions;

/** How many rows of `table` match `where` (all of them without). */
export const rowCount = (table: SQLiteTable, where?: SQL) => db().$count(table, where);

/** How many of a member's rows `table` holds (that also match `where`). */
export const memberRows = (table: SQLiteTable & { userId: AnySQLiteColumn }, userId: string, where?: SQL) =>
  rowCount(table, and(eq(table.userId, userId), where));

// ------------------------------------------------------------------ members

/** The account row of a user id, or null. */
export async function userRow(id: string) {
  const [row] = await db().select().from(schema.user).where(eq(schema.user.id, id));
  return row ?? null;
}

/** The member's profile, or null. */
export async function profileOf(userId: string) {
  const [row] = await db().select().from(profiles).where(eq(profiles.userId, userId));
  return row ?? null;
}

/** How many accounts have this email (any case). */
export const accountsWithEmail = (email: string) =>
  rowCount(schema.user, eq(sql`lower(${schema.user.email})`, email.toLowerCase()));

/** How many profiles are named `username` (any case). */
export const profilesNamed = (username: string) =>
  rowCount(profiles, eq(sql`lower(${profiles.username})`, username.toLowerCase()));

/** How many sessions the member has. */
export const sessionsOf = (userId: string) => rowCount(schema.session, eq(schema.session.userId, userId));

/** The member's password hashes and session tokens (to prove an export leaves them out). */
export const accountSecrets = (userId: string) =>
  db()
    .select({ password: schema.account.password, token: schema.session.token })
    .from(schema.account)
    .innerJoin(schema.session, eq(schema.session.userId, schema.account.userId))
    .where(eq(schema.account.userId, userId));

// ------------------------------------------------------------------ the game

/** The member's award rows (activity_log), oldest first; `keyPrefix` or `type` narrows them. */
export const awardsOf = (
  userId: string,
  only: { keyPrefix?: string; type?: (typeof log.$inferSelect)["activityType"] } = {},
) =>
  db()
    .select({
      key: log.awardKey,
      type: log.activityType,
      xp: log.xpEarned,
      description: log.description,
      claim: log.claim,
      at: log.createdAt,
    })
    .from(log)
    .where(
      and(
        eq(log.userId, userId),
        only.keyPrefix ? like(log.awardKey, `${only.keyPrefix}%`) : undefined,
        only.type ? eq(log.activityType, only.type) : undefined,
      ),
    )
    .orderBy(asc(log.id));

/** The XP of the member's awards, summed (what their profile's XP must equal). */
export async function loggedXp(userId: string) {
  const [row] = await db()
    .select({ xp: sql<number>`coalesce(sum(${log.xpEarned}), 0)` })
    .from(log)
    .where(eq(log.userId, userId));
  return row.xp;
}

/** How many award rows the member has under this key (one at most: keys are unique per member); any member's with null. */
export const awardCount = (userId: string | null, key: string) =>
  rowCount(log, and(userId ? eq(log.userId, userId) : undefined, eq(log.awardKey, key)));

/** Whose award rows under this key landed, in the order they landed (activity_log ids). */
export const awardOrder = async (key: string) =>
  (await db().select({ userId: log.userId }).from(log).where(eq(log.awardKey, key)).orderBy(asc(log.id))).map(
    (r) => r.userId,
  );

/** How many of these achievements the member holds. */
export const holdsCount = (userId: string, ...achievementIds: string[]) =>
  rowCount(
    schema.userAchievements,
    and(eq(schema.userAchievements.userId, userId), inArray(schema.userAchievements.achievementId, achievementIds)),
  );

/** The ids of the achievements the member holds. */
export async function heldAchievements(userId: string) {
  const rows = await db()
    .select({ id: schema.userAchievements.achievementId })
    .from(schema.userAchievements)
    .where(eq(schema.userAchievements.userId, userId));
  return rows.map((r) => r.id);
}

/** Invitations a member sent (to `to`, for `challengeId`, when given), newest first. */
export const invitationsFrom = (fromUserId: string, only: { to?: string; challengeId?: string } = {}) => {
  const inv = schema.challengeInvitations;
  return db()
    .select({ id: inv.id, challengeId: inv.challengeId, status: inv.status, to: inv.toUserId })
    .from(inv)
    .where(
      and(
        eq(inv.fromUserId, fromUserId),
        only.to ? eq(inv.toUserId, only.to) : undefined,
        only.challengeId ? eq(inv.challengeId, only.challengeId) : undefined,
      ),
    )
    .orderBy(desc(inv.id));
};

/** The newest invitation waiting for a member's answer (its id), or null. */
export async function pendingInvitationTo(userId: string) {
  const inv = schema.challengeInvitations;
  const [row] = await db()
    .select({ id: inv.id })
    .from(inv)
    .where(and(eq(inv.toUserId, userId), eq(inv.status, "pending")))
    .orderBy(desc(inv.id))
    .limit(1);
  return row?.id ?? null;
}

/** The battle an accepted invitation became, or null. */
export async function battleOfInvitation(invitationId: number) {
  const b = schema.battleMatches;
  const [row] = await db().select().from(b).where(eq(b.invitationId, invitationId));
  return row ?? null;
}

/** Every battle that has a winner, oldest first. */
export const finishedBattles = () =>
  db()
    .select()
    .from(schema.battleMatches)
    .where(isNotNull(schema.battleMatches.winnerId))
    .orderBy(asc(schema.battleMatches.id));

/** The plan (price id) each VIP message's author holds, one entry per message. */
export async function vipPosterPrices() {
  const m = schema.chatMessages;
  const rows = await db()
    .select({ price: subs.priceId })
    .from(m)
    .leftJoin(subs, eq(subs.userId, m.userId))
    .where(eq(m.channelId, "vip"));
  return rows.map((r) => r.price);
}

/** The battles a member challenged others to (they are its user1), oldest first. */
export const battlesStartedBy = (userId: string) =>
  db()
    .select()
    .from(schema.battleMatches)
    .where(eq(schema.battleMatches.user1Id, userId))
    .orderBy(asc(schema.battleMatches.id));

// ------------------------------------------------------------------ billing

/** The member's user_subscriptions row, or null. */
export async function subscriptionOf(userId: string) {
  const [row] = await db().select().from(subs).where(eq(subs.userId, userId));
  return row ?? null;
}

/** The money mails claimed for a member (decision 067): key, kind and whether sent. */
export const billingMailsOf = (userId: string) =>
  db()
    .select({ key: schema.billingMails.key, kind: schema.billingMails.kind, sentAt: schema.billingMails.sentAt })
    .from(schema.billingMails)
    .where(eq(schema.billingMails.userId, userId));

/** Stored billing events (of one member, or with one id, when given), in order. */
export const billingEvents = (only: { userId?: string; id?: string } = {}) =>
  db()
    .select({ id: schema.billingEvents.id, type: schema.billingEvents.type })
    .from(schema.billingEvents)
    .where(
      and(
        only.userId ? eq(schema.billingEvents.userId, only.userId) : undefined,
        only.id ? eq(schema.billingEvents.id, only.id) : undefined,
      ),
    )
    .orderBy(asc(schema.billingEvents.id));

/** Checkouts still open (of one member, when given). */
export const openCheckouts = (userId?: string) =>
  rowCount(
    schema.checkoutSessions,
    and(eq(schema.checkoutSessions.status, "open"), userId ? eq(schema.checkoutSessions.userId, userId) : undefined),
  );

// ------------------------------------------------------------------ chat, assessment, scans, mail

/** Chat messages (of a channel, with this exact text or text prefix, of a member), oldest first. */
export const chatMessages = (
  only: { channelId?: string; text?: string; textPrefix?: string; userId?: string } = {},
) => {
  const m = schema.chatMessages;
  return db()
    .select({ id: m.id, username: m.username, message: m.message })
    .from(m)
    .where(
      and(
        only.channelId ? eq(m.channelId, only.channelId) : undefined,
        only.text !== undefined ? eq(m.message, only.text) : undefined,
        only.textPrefix ? like(m.message, `${only.textPrefix}%`) : undefined,
        only.userId ? eq(m.userId, only.userId) : undefined,
      ),
    )
    .orderBy(asc(m.id));
};

/** The member's stored assessment result, or null. */
export async function assessmentOf(userId: string) {
  const a = schema.assessmentResults;
  const [row] = await db()
    .select({ plan: a.plan, focus: a.focus, answers: a.answers })
    .from(a)
    .where(eq(a.userId, userId));
  return row ?? null;
}

/** The newest mail in the dev mailbox to `to` whose subject contains `subject`. */
export async function latestMail(to: string, subject = "") {
  const [row] = await db()
    .select()
    .from(schema.devMailbox)
    .where(and(eq(schema.devMailbox.to, to), like(schema.devMailbox.subject, `%${subject}%`)))
    .orderBy(desc(schema.devMailbox.id))
    .limit(1);
  return row ?? null;
}

/** Every mail in the dev mailbox to `to` whose subject contains `subject`. */
export async function mailsTo(to: string, subject = "") {
  return db()
    .select()
    .from(schema.devMailbox)
    .where(and(eq(schema.devMailbox.to, to), like(schema.devMailbox.subject, `%${subject}%`)));
}

/** Whether the member's address is verified. */
export async function isVerified(userId: string) {
  const [row] = await db().select({ v: schema.user.emailVerified }).from(schema.user).where(eq(schema.user.id, userId));
  return row?.v ?? false;
}

/** Scan attempts the member made since `since` (all of them without). */
export const scanAttempts = (userId: string, since?: Date) =>
  rowCount(
    schema.faceScanAttempts,
    and(eq(schema.faceScanAttempts.userId, userId), since ? gte(schema.faceScanAttempts.createdAt, since) : undefined),
  );

// ------------------------------------------------------------------ logs and plans

/** The member's progress-log entries as stored (metric integers), oldest day first. */
export const progressEntriesOf = (userId: string) =>
  db()
    .select()
    .from(schema.progressEntries)
    .where(eq(schema.progressEntries.userId, userId))
    .orderBy(asc(schema.progressEntries.day));

/** The member's saved calorie target, or null. */
export async function calorieTargetOf(userId: string) {
  const [row] = await db().select().from(schema.calorieTargets).where(eq(schema.calorieTargets.userId, userId));
  return row ?? null;
}

/** The member's stored meal plan row (the plan as JSON and its version), or null. */
export async function mealPlanRowOf(userId: string) {
  const [row] = await db().select().from(schema.mealPlans).where(eq(schema.mealPlans.userId, userId));
  return row ?? null;
}

/** The member's programme run still open, or null. */
export async function openProgrammeRun(userId: string) {
  const runs = schema.programmeRuns;
  const [row] = await db()
    .select()
    .from(runs)
    .where(and(eq(runs.userId, userId), isNull(runs.endedAt)));
  return row ?? null;
}

// ------------------------------------------------------------------ the database itself

/** The distinct values of a column (a seed's categories, rarities...). */
export async function distinctOf(table: SQLiteTable, column: AnySQLiteColumn) {
  const rows = await db().selectDistinct({ v: column }).from(table);
  return rows.map((r) => r.v as string);
}

/** The tables the migrations made. */
export async function tableNames() {
  const rows = await appEnv.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all<{ name: string }>();
  return rows.results.map((r) => r.name);
}

/** Every row of the named tables, in insertion order (a snapshot to compare before and after). */
export async function tableRows(tables: readonly string[]) {
  const results = await appEnv.DB.batch(tables.map((t) => appEnv.DB.prepare(`SELECT * FROM ${t} ORDER BY rowid`)));
  return results.map((r) => r.results);
}

/**
 * The rows a read-only query gives, as text: the authorization matrix's guards (its rows'
 * `unchanged`) compare them before and after a refused request.
 */
export async function snapshot(query: string) {
  return JSON.stringify((await appEnv.DB.prepare(query).all()).results);
}

/** SQLite's plan for a statement the app ran (its SQL and bound values). */
export async function queryPlan(statement: { sql: string; params: unknown[] }) {
  const { results } = await appEnv.DB.prepare(`EXPLAIN QUERY PLAN ${statement.sql}`)
    .bind(...statement.params)
    .all<{ detail: string }>();
  return results.map((r) => r.detail);
}

// ------------------------------------------------------------------ the offline queue

/** The offline queue's keys the server stored for a member (decision 081). */
export const clientKeysOf = (userId: string) =>
  db().select({ key: schema.clientKeys.key }).from(schema.clientKeys).where(eq(schema.clientKeys.userId, userId));

/** The endpoints a member gets pushes on (decision 080). */
export const pushEndpointsOf = async (userId: string) =>
  (
    await db()
      .select({ endpoint: schema.pushSubscriptions.endpoint })
      .from(schema.pushSubscriptions)
      .where(eq(schema.pushSubscriptions.userId, userId))
  ).map((r) => r.endpoint);

// ------------------------------------------------------------------ the leagues

/** Every place of one league week, by member. */
export const leaguePlacesOf = (week: string) =>
  db()
    .select({
      userId: schema.leaguePlaces.userId,
      division: schema.leaguePlaces.division,
      groupNo: schema.leaguePlaces.groupNo,
      weekXp: schema.leaguePlaces.weekXp,
      place: schema.leaguePlaces.place,
      move: schema.leaguePlaces.move,
    })
    .from(schema.leaguePlaces)
    .where(eq(schema.leaguePlaces.week, week));
