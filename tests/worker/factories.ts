// The Worker tests' fixtures, in one place (the Epic Stack's tests/db-utils.ts is the
// model): members signed up and signed in through the app itself, and what a test needs
// them to have (a subscription, profile figures, a history) written with Drizzle over
// the schema. Test files ask for fixtures here and read through ./readers.ts; they never
// write SQL of their own.
import { and, eq, getTableColumns, like, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { priceIds } from "~/billing/subscription.server";
import { database, schema } from "~/db.server";
import { appEnv } from "./app-env";
import { Browser, freshIp, ORIGIN, signIn, signUp } from "./helpers";

const db = () => database(appEnv);
const DAY_MS = 86_400_000;

/** D1 binds at most 100 values a statement: many rows go in slices that bind no more (a value per column). */
async function insertRows<T extends SQLiteTable>(table: T, rows: T["$inferInsert"][]) {
  const slice = Math.max(1, Math.floor(100 / Object.keys(getTableColumns(table)).length));
  for (let i = 0; i < rows.length; i += slice)
    await db()
      .insert(table)
      .values(rows.slice(i, i + slice));
}

export type Tier = "starter" | "pro" | "elite";

export type SubscriptionOptions = {
  tier: Tier;
  /** On the free trial (status trialing; the trial counts as used). */
  trial?: boolean;
  /** Cancelled, with access until the period ends. */
  cancelAtPeriodEnd?: boolean;
  /** When the period ends (ms): 30 days ahead by default; in the past for an ended plan. */
  endsAt?: number;
  status?: string;
  customerId?: string;
  subscriptionId?: string;
  trialUsed?: boolean;
  lastEventAt?: number;
};

/** Profile figures a test starts from. */
export type ProfileOptions = Partial<
  Pick<
    typeof schema.userProfiles.$inferInsert,
    | "username"
    | "xp"
    | "level"
    | "currentStreak"
    | "longestStreak"
    | "lastActivityDate"
    | "timeZone"
    | "createdAt"
    | "streakFreezes"
    | "frozenDay"
  >
>;

/** A member's past: completed challenges on given days, unlocked achievements, deeds (rows of
 * activity_log by award key), chat messages, battles against another member and face scans. */
export type HistoryOptions = {
  completed?: { challengeId: string; day: string }[];
  achievements?: string[];
  deeds?: { key: string; at: Date }[];
  chat?: { at: Date; channelId?: string }[];
  battles?: { against: string; won: boolean; at: Date }[];
  scans?: { ratingTenths: number; at: Date }[];
};

export type MemberOptions = {
  /** A fresh `<prefix><n>` username and `<prefix><n>@<domain>` email unless given. */
  prefix?: string;
  domain?: string;
  email?: string;
  username?: string;
  password?: string;
  /** The origin the member's browser uses (the app's configured origin by default). */
  origin?: string;
  subscription?: SubscriptionOptions;
  profile?: ProfileOptions;
  history?: HistoryOptions;
  /** Opened the verification link (true by default: most fixtures stand for settled members). */
  verified?: boolean;
};

export type Member = { b: Browser; id: string; email: string; username: string };

let seq = 0;

/** A member who signed up and signed in through the app, with what the options add. */
export async function member(options: MemberOptions = {}): Promise<Member> {
  const n = ++seq;
  const prefix = options.prefix ?? "member";
  const username = options.username ?? `${prefix}${n}`.slice(0, 20);
  const email = options.email ?? `${prefix}${n}@${options.domain ?? "factory.test"}`;
  const password = options.password ?? "secret123";
  const b = new Browser(freshIp(), options.origin ?? ORIGIN);
  const up = await signUp(b, email, username, password);
  if (up.status !== 303) throw new Error(`sign-up failed: ${up.status} ${await up.text()}`);
  const res = await signIn(b, email, password);
  if (res.status !== 303 || !b.signedIn()) throw new Error(`sign-in failed: ${res.status}`);
  const id = await userIdOf(email);
  if (options.verified ?? true)
    await db().update(schema.user).set({ emailVerified: true }).where(eq(schema.user.id, id));
  if (options.subscription) await subscribe(id, options.subscription);
  if (options.profile) await setProfile(id, options.profile);
  if (options.history) await addHistory(id, options.history);
  return { b, id, email, username };
}

/** A signed-in browser of a new member with this email and username (no extras). */
export async function newMember(email: string, username: string, origin?: string) {
  return (await member({ email, username, origin })).b;
}

let cardSeq = 0;
/**
 * A test card number no other checkout of this file paid with (Luhn-valid, so the local
 * checkout takes it): a trial is one per card, as the card's fingerprint says (decision 050).
 */
export function freshCard() {
  const body = `424242${String(++cardSeq).padStart(9, "0")}`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return `${body}${(10 - (sum % 10)) % 10}`.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** The user id of an email's account. */
export async function userIdOf(email: string) {
  const [row] = await db().select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, email));
  if (!row) throw new Error(`no account for ${email}`);
  return row.id;
}

/** The member's stored subscription, as the billing handler leaves it (replacing any). */
export async function subscribe(userId: string, s: SubscriptionOptions) {
  const row = {
    userId,
    subscribed: true,
    priceId: priceIds(appEnv)[s.tier] ?? `price_local_${s.tier}`,
    subscriptionEnd: new Date(s.endsAt ?? Date.now() + 30 * DAY_MS),
    isTrial: s.trial ?? false,
    status: s.status ?? (s.trial ? "trialing" : "active"),
    cancelAtPeriodEnd: s.cancelAtPeriodEnd ?? false,
    customerId: s.customerId ?? null,
    subscriptionId: s.subscriptionId ?? null,
    trialUsed: s.trialUsed ?? s.trial ?? false,
    lastEventAt: s.lastEventAt ?? 0,
    updatedAt: new Date(0),
  };
  const subs = schema.userSubscriptions;
  await db().insert(subs).values(row).onConflictDoUpdate({ target: subs.userId, set: row });
}

/** Changes the stored subscription in place (a period that ran out, a lapsed payment). */
export async function updateSubscription(userId: string, patch: Partial<typeof schema.userSubscriptions.$inferInsert>) {
  await db().update(schema.userSubscriptions).set(patch).where(eq(schema.userSubscriptions.userId, userId));
}

/** Sets profile figures (XP, streaks, the last day played, the zone, the name). */
export async function setProfile(userId: string, profile: ProfileOptions) {
  await db().update(schema.userProfiles).set(profile).where(eq(schema.userProfiles.userId, userId));
}

/** A member's stored game figures (streak, freezes, XP), as a test reads them back. */
export async function profileRow(userId: string) {
  const p = schema.userProfiles;
  const [row] = await db()
    .select({
      xp: p.xp,
      level: p.level,
      currentStreak: p.currentStreak,
      longestStreak: p.longestStreak,
      lastActivityDate: p.lastActivityDate,
      streakFreezes: p.streakFreezes,
      frozenDay: p.frozenDay,
    })
    .from(p)
    .where(eq(p.userId, userId));
  if (!row) throw new Error(`no profile for ${userId}`);
  return row;
}

/** Removes a member's profile, as an account from before profiles existed would lack one. */
export async function removeProfile(userId: string) {
  await db().delete(schema.userProfiles).where(eq(schema.userProfiles.userId, userId));
}

/** Writes a member's past: challenges completed on given days and achievements held. */
export async function addHistory(userId: string, history: HistoryOptions) {
  const completed = history.completed ?? [];
  const achievements = history.achievements ?? [];
  await insertRows(
    schema.userChallenges,
    completed.map((c) => ({ userId, ...c, progress: 1, target: 1, completed: true })),
  );
  await insertRows(
    schema.userAchievements,
    achievements.map((achievementId) => ({ userId, achievementId })),
  );
  await insertRows(
    schema.activityLog,
    (history.deeds ?? []).map((d) => ({
      userId,
      activityType: deedType(d.key),
      description: d.key,
      awardKey: d.key,
      createdAt: d.at,
    })),
  );
  await insertRows(
    schema.chatMessages,
    (history.chat ?? []).map((m, i) => ({
      userId,
      channelId: m.channelId ?? "general",
      username: "history",
      message: `message ${i}`,
      createdAt: m.at,
    })),
  );
  for (const b of history.battles ?? []) await finishedBattle(userId, b.against, b.won ? userId : b.against, b.at);
  await insertRows(
    schema.faceScans,
    (history.scans ?? []).map((s) => ({
      userId,
      photoKey: `${userId}/${crypto.randomUUID()}.jpg`,
      photoHash: crypto.randomUUID(),
      ratingTenths: s.ratingTenths,
      analysis: "history",
      recommendations: "[]",
      createdAt: s.at,
    })),
  );
}

/** What kind of deed an award key records (app/game/award-keys.ts). */
function deedType(key: string): (typeof schema.activityLog.$inferInsert)["activityType"] {
  if (key.startsWith("assessment:")) return "assessment_taken";
  if (key.startsWith("guide:")) return "guide_opened";
  if (key.startsWith("checklist:")) return "checklist_ticked";
  throw new Error(`not a deed's key: ${key}`);
}

/** One finished battle between two members (one of today's challenges), decided at `at`. */
async function finishedBattle(one: string, other: string, winner: string, at: Date) {
  const [challenge] = await db().select({ id: schema.challenges.id }).from(schema.challenges).limit(1);
  const [inv] = await db()
    .insert(schema.challengeInvitations)
    .values({ fromUserId: one, toUserId: other, challengeId: challenge.id, status: "accepted", createdAt: at })
    .returning({ id: schema.challengeInvitations.id });
  const [first, second] = winner === one ? [at, new Date(at.getTime() + 1)] : [new Date(at.getTime() + 1), at];
  await db().insert(schema.battleMatches).values({
    invitationId: inv.id,
    challengeId: challenge.id,
    user1Id: one,
    user2Id: other,
    user1Completed: true,
    user2Completed: true,
    user1CompletedAt: first,
    user2CompletedAt: second,
    winnerId: winner,
    completedAt: at,
    createdAt: at,
  });
}

/**
 * Members of the community who never sign in (like the demo's): a user row and a profile,
 * for boards that need many members. Returns their ids, in the order given.
 */
export async function communityMembers(
  members: {
    username: string;
    id?: string;
    xp?: number;
    level?: number;
    createdAt?: Date;
    lastActivityDate?: string;
    leagues?: boolean;
  }[],
): Promise<string[]> {
  const tag = `${++seq}${Math.random().toString(36).slice(2, 6)}`;
  const rows = members.map((m, i) => ({ ...m, id: m.id ?? `community-${tag}-${i}` }));
  await insertRows(
    schema.user,
    rows.map((m) => ({ id: m.id, name: m.username, email: `${m.id}@community.test`, updatedAt: new Date(0) })),
  );
  await insertRows(
    schema.userProfiles,
    rows.map((m) => ({
      userId: m.id,
      username: m.username,
      xp: m.xp ?? 0,
      level: m.level ?? 1,
      lastActivityDate: m.lastActivityDate ?? null,
      leagues: m.leagues ?? true,
      ...(m.createdAt ? { createdAt: m.createdAt } : {}),
    })),
  );
  return rows.map((m) => m.id);
}

/** A stored face scan of a member (its photos are the caller's to put in R2). */
export async function storedScan(
  userId: string,
  scan: Partial<typeof schema.faceScans.$inferInsert> & { photoKey: string; analysis: string },
) {
  const [row] = await db()
    .insert(schema.faceScans)
    .values({
      userId,
      thumbKey: scan.photoKey,
      photoHash: crypto.randomUUID(),
      ratingTenths: 70,
      recommendations: "[]",
      ...scan,
    })
    .returning({ id: schema.faceScans.id });
  return row.id;
}

/** Chat messages already in a channel's history, oldest first. */
export async function chatHistory(
  userId: string,
  channelId: string,
  messages: { username: string; message: string; createdAt: Date }[],
) {
  await insertRows(
    schema.chatMessages,
    messages.map((m) => ({ userId, channelId, ...m })),
  );
}

/** Lets the password-reset links sent to addresses matching `identifier` run out. */
export async function expireVerifications(identifier: string, at = Date.now() - 1000) {
  await db()
    .update(schema.verification)
    .set({ expiresAt: new Date(at) })
    .where(like(schema.verification.identifier, identifier));
}

/** Lets a member's email verification link run out (or moves when it was sent). */
export async function ageVerificationLink(userId: string, patch: { expiresAt?: number; sentAt?: number }) {
  await db()
    .update(schema.emailVerificationLinks)
    .set({
      ...(patch.expiresAt !== undefined ? { expiresAt: new Date(patch.expiresAt) } : {}),
      ...(patch.sentAt !== undefined ? { sentAt: new Date(patch.sentAt) } : {}),
    })
    .where(eq(schema.emailVerificationLinks.userId, userId));
}

/** A member's stored assessment result, as one saved before the assessment counted toward achievements. */
export async function assessmentResult(userId: string, createdAt = new Date()) {
  await insertRows(schema.assessmentResults, [
    { userId, plan: "Pro", focus: "Skincare & Grooming", answers: "[1,1,1,1,1]", createdAt },
  ]);
}

/** Finished battles between two members, all won by `winner`, the last one `at`. */
export async function pastBattles(winner: string, loser: string, count: number, at = Date.now() - DAY_MS) {
  for (let i = 0; i < count; i++) await finishedBattle(winner, loser, winner, new Date(at - (count - 1 - i) * 60_000));
}

/** Moves a member's award rows whose key starts with `prefix` back in time (a deed done long ago). */
export async function backdateAwards(userId: string, prefix: string, byMs: number) {
  const log = schema.activityLog;
  const rows = await db()
    .select({ id: log.id, at: log.createdAt, key: log.awardKey })
    .from(log)
    .where(and(eq(log.userId, userId), like(log.awardKey, `${prefix}%`)));
  for (const r of rows) {
    const at = new Date(r.at.getTime() - byMs);
    // A key that names its day (assessment:<day>) moves with it.
    const day = /\d{4}-\d{2}-\d{2}$/;
    const key = day.test(r.key) ? r.key.replace(day, at.toISOString().slice(0, 10)) : r.key;
    await db().update(log).set({ createdAt: at, awardKey: key }).where(eq(log.id, r.id));
  }
}

/** Days of a member's progress log, as stored (metric integers; absent measures unlogged). */
export async function progressEntries(
  userId: string,
  days: ({ day: string } & Partial<
    Pick<
      typeof schema.progressEntries.$inferInsert,
      "weightG" | "waistMm" | "sleepMin" | "workouts" | "waterMl" | "mood"
    >
  >)[],
) {
  await insertRows(
    schema.progressEntries,
    days.map((d) => ({ userId, ...d, updatedAt: new Date() })),
  );
}

/** Awards in a member's activity log (XP on given days), as the game writes them. */
export async function awards(
  userId: string,
  rows: { key: string; type: (typeof schema.activityLog.$inferInsert)["activityType"]; xp: number; at: number }[],
) {
  await insertRows(
    schema.activityLog,
    rows.map((r) => ({
      userId,
      awardKey: r.key,
      activityType: r.type,
      xpEarned: r.xp,
      description: r.key,
      createdAt: new Date(r.at),
    })),
  );
}

/** A monthly review already written for a member (its figures as the job stores them). */
export async function monthlyReview(userId: string, month: string, figures: object, run = "factory") {
  await insertRows(schema.monthlyReviews, [{ userId, month, run, figures: JSON.stringify(figures) }]);
}

/** Any row of any table, as a test of the schema's own constraints writes it. */
export async function insertRow<T extends SQLiteTable>(table: T, row: T["$inferInsert"]) {
  await db().insert(table).values(row);
}

/** Why the database refuses `row` (its error, with the constraint's name), or null when it takes it. */
export async function refusal<T extends SQLiteTable>(table: T, row: T["$inferInsert"]) {
  try {
    await insertRow(table, row);
    return null;
  } catch (error) {
    return String((error as { cause?: unknown }).cause ?? error);
  }
}

/** SQL statements the seeding tools wrote (scripts/seed: the seed, the demo members), run in one batch. */
export async function runSql(statements: readonly string[]) {
  if (statements.length) await appEnv.DB.batch(statements.map((s) => appEnv.DB.prepare(s)));
}

/**
 * Makes D1 refuse every insert into `table` (a stand-in for a write that fails), until the
 * returned function is called.
 */
export async function refuseInserts(table: "battle_matches") {
  const trigger = `refuse_${table}`;
  await runSql([`CREATE TRIGGER ${trigger} BEFORE INSERT ON ${table} BEGIN SELECT RAISE(ABORT, 'refused'); END`]);
  return () => runSql([`DROP TRIGGER ${trigger}`]);
}

/** A streak reminder the member was sent on `day`. */
export async function streakReminderSent(userId: string, day: string) {
  await insertRow(schema.streakReminders, { userId, day, run: "r1", sentAt: new Date(1) });
}

/** Staff roles for a member (as `npm run staff -- grant` leaves them). */
export async function grantStaff(userId: string, roles: ("support" | "coach" | "moderator" | "admin")[]) {
  for (const role of roles)
    await db()
      .insert(schema.staffRoles)
      .values({ userId, role, grantedBy: null, grantedAt: new Date() })
      .onConflictDoNothing();
}

/** A staff member: a member with these roles (no plan unless given). */
export async function staffMember(roles: ("support" | "coach" | "moderator" | "admin")[], options: MemberOptions = {}) {
  const m = await member({ prefix: "staff", ...options });
  await grantStaff(m.id, roles);
  return m;
}

/** The audit log, oldest first (a reader: tests never write it). */
export async function auditRows() {
  return db().select().from(schema.staffAudit).orderBy(schema.staffAudit.id);
}

/** A member's support requests (oldest first) and a request's messages. */
export async function supportRequestsOf(userId: string) {
  return db()
    .select()
    .from(schema.supportRequests)
    .where(eq(schema.supportRequests.userId, userId))
    .orderBy(schema.supportRequests.id);
}
export async function supportMessagesOf(requestId: number) {
  return db()
    .select()
    .from(schema.supportMessages)
    .where(eq(schema.supportMessages.requestId, requestId))
    .orderBy(schema.supportMessages.id);
}

/** A member's staff roles. */
export async function staffRolesOf(userId: string) {
  return (
    await db()
      .select({ role: schema.staffRoles.role })
      .from(schema.staffRoles)
      .where(eq(schema.staffRoles.userId, userId))
  )
    .map((r) => r.role)
    .sort();
}

/** Moves a support request's times `byMs` into the past (as if asked that long ago). */
export async function backdateSupportRequest(id: number, byMs: number) {
  const r = schema.supportRequests;
  await db()
    .update(r)
    .set({ createdAt: sql`${r.createdAt} - ${byMs}`, dueAt: sql`${r.dueAt} - ${byMs}` })
    .where(eq(r.id, id));
}

/** Ends a member's chat mute now (as if the chosen time had passed). */
export async function endMute(userId: string) {
  const r = schema.chatRestrictions;
  await db()
    .update(r)
    .set({ mutedUntil: new Date(Date.now() - 1000) })
    .where(eq(r.userId, userId));
}

/** Chat reports (oldest first) and a member's chat restriction (a reader: tests never write them). */
export async function chatReportsOf(messageId: number) {
  const r = schema.chatReports;
  return db().select().from(r).where(eq(r.messageId, messageId)).orderBy(r.id);
}
export async function chatRestrictionOf(userId: string) {
  const r = schema.chatRestrictions;
  const [row] = await db().select().from(r).where(eq(r.userId, userId));
  return row ?? null;
}

/** A push subscription of the member's on a device (the test push service answers 410 for one ending in /gone). */
export async function pushSubscription(userId: string, endpoint: string) {
  await insertRow(schema.pushSubscriptions, {
    endpoint,
    userId,
    // RFC 8291 Appendix A's receiving browser (published test data, not credentials).
    p256dh: "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
    auth: "BTBZMqHH6r4Tts7J_aSIgg",
    createdAt: new Date(),
  });
}

/** Moves a member's sign-up back in time (an account made `byMs` ago). */
export async function backdateAccount(userId: string, byMs: number) {
  const [row] = await db()
    .select({ createdAt: schema.user.createdAt })
    .from(schema.user)
    .where(eq(schema.user.id, userId));
  await db()
    .update(schema.user)
    .set({ createdAt: new Date(row.createdAt.getTime() - byMs) })
    .where(eq(schema.user.id, userId));
}

/** Marks a member's address verified (as opening the mailed link does). */
export async function verifyAccount(userId: string) {
  await db().update(schema.user).set({ emailVerified: true }).where(eq(schema.user.id, userId));
}

/** A member's coaching sessions, oldest first (a reader). */
export async function coachingSessionsOf(userId: string) {
  return db()
    .select()
    .from(schema.coachingSessions)
    .where(eq(schema.coachingSessions.userId, userId))
    .orderBy(schema.coachingSessions.id);
}
