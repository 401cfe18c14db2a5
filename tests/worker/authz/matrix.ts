// The authorization matrix as data: for every route module in app/routes, the requests
// that exercise its loader and action, and what each kind of visitor must get back.
// tests/worker/authz/matrix.test.ts replays every row through the Worker and checks the
// status, the redirect, and that gated text is present exactly when the answer is "page".
// A route file without a row fails that test.
import { CATEGORY_SLUGS, type CategorySlug } from "../../../db/constants";
import { getCategoryGuide } from "~/content/categories";
import { isRouteTab, TIER_PAGES, type ContentTab } from "~/content/tier-content";
import type { Tier as TierId } from "~/billing/plans";
import type { Block, Section } from "~/content/types";
import { recipeById } from "~/meals/macros";
import { PROGRAMMES } from "~/training/programmes";

/** Every kind of visitor. `staff` is a member without a plan holding the support, moderator, admin and coach roles. `owner` holds the seeded invitation, battle, messages and scans; `stranger` is another elite member. */
export const VISITORS = [
  "signedOut",
  "free",
  "starter",
  "pro",
  "elite",
  "trial",
  "cancelling",
  "ended",
  "stranger",
  "owner",
  "staff",
] as const;
export type Visitor = (typeof VISITORS)[number];

/**
 * page: 200 and every secret present. gate: 200, the gate shown, every secret absent.
 * auth: a redirect to /auth?redirect=<this path>. redirect: a redirect to that place.
 * status: exactly that status, every secret absent.
 */
export type Outcome = "page" | "gate" | "auth" | { redirect: string | RegExp } | { status: number };

/** What the matrix test seeds before replaying the rows. */
export type World = {
  scanId: number;
  deletableScanId: number;
  scanAnalysis: string;
  ownerEmail: string;
  invitationId: number;
  battleId: number;
  vipMessage: string;
  generalMessage: string;
  deletableMessageId: number;
  /** Another of the owner's general messages, deleted through the chat island's endpoint. */
  islandMessageId: number;
  vipMessageId: number;
  checkoutPath: string;
  /** A day of the owner's progress log, as shown ("123.4 kg"), and the intro of the owner's monthly review. */
  ownerLogDay: string;
  ownerLogMarker: string;
  ownerReviewMonth: string;
  ownerReviewMarker: string;
  /** The owner's support request (with a screenshot) and a line of its message. */
  supportRequestId: number;
  ownerSupportMarker: string;
};

export type Probe = {
  /** GET when no form is given. */
  path: string | ((w: World) => string);
  form?: Record<string, string> | ((w: World) => Record<string, string>);
  /** A multipart body instead of a urlencoded one. */
  multipart?: true;
  /** Also request the `.data` variant (the same loader answering client navigations). */
  data?: true;
  /** Text that must reach the visitor exactly when the outcome is "page". */
  secrets?: (w: World) => string[];
  /** Text every visitor given the page or the gate must receive (a public preview). */
  shown?: (w: World) => string[];
  /** HTML marker of the polite "no" (the default is the shared access gate card). */
  gateMarker?: string;
  /** SQL whose rows must be the same before and after a refused request. */
  unchanged?: (w: World) => string;
  /** late: after the others (it removes what they read); final: at the very end (signing out ends the session). */
  phase?: "late" | "final";
  /**
   * The development mailbox: it lists every mail the app sent (sign-up mails a
   * verification link to each member), so the owner's address is expected there. It
   * answers 404 in production (tests/worker/production.test.ts).
   */
  listsEveryonesMail?: true;
  /** A staff page: the staff visitor may read the owner's support request and address. */
  staffReads?: true;
  /** The moderation queue: the staff visitor (a moderator) may read a reported VIP message. */
  moderates?: true;
  expect: Record<Visitor, Outcome>;
};

// ---- who gets what -------------------------------------------------------------------

const LEVEL: Record<Visitor, number> = {
  signedOut: -1,
  free: 0,
  ended: 0,
  starter: 1,
  pro: 2,
  trial: 2,
  cancelling: 2,
  elite: 3,
  stranger: 3,
  owner: 3,
  staff: 0,
};
const TIER_LEVEL: Record<TierId, number> = { starter: 1, pro: 2, elite: 3 };

const all = (o: Outcome) => Object.fromEntries(VISITORS.map((v) => [v, o])) as Record<Visitor, Outcome>;
/** Signed-in members get `o`; visitors are sent to sign in. */
const members = (o: Outcome) => ({ ...all(o), signedOut: "auth" as Outcome });
/** Members whose plan reaches `tier` get `open`, the others `closed`; signed out gets `out`. */
const byTier = (tier: TierId, open: Outcome, closed: Outcome, out: Outcome = closed) =>
  Object.fromEntries(
    VISITORS.map((v) => [v, LEVEL[v] < 0 ? out : LEVEL[v] >= TIER_LEVEL[tier] ? open : closed]),
  ) as Record<Visitor, Outcome>;
/** Only the owner gets `mine`; every other member `others`; signed out gets `out`. */
const ownerOnly = (mine: Outcome, others: Outcome, out: Outcome = "auth") => ({
  ...all(others),
  signedOut: out,
  owner: mine,
});
const status = (n: number): Outcome => ({ status: n });
/** Staff pages: the staff visitor gets `staffGets`; other members 404 (as if none existed); signed out signs in. */
const staffOnly = (staffGets: Outcome) => ({ ...members(status(404)), staff: staffGets });
const to = (where: string | RegExp): Outcome => ({ redirect: where });

// ---- secrets read from the content data ------------------------------------------------

/** A stretch of a sentence that looks the same in HTML and in the `.data` stream (no escaped characters). */
export function marker(text: string) {
  const runs = text.match(/[A-Za-z0-9 ,.:()-]{24,}/g) ?? [];
  const best = runs.sort((a, b) => b.length - a.length)[0];
  return best ? best.trim().slice(0, 60) : null;
}

function blockTexts(b: Block): string[] {
  switch (b.type) {
    case "p":
    case "note":
      return [b.text];
    case "list":
      return b.items;
    case "table":
      return b.rows.flat();
    case "links":
      return [];
  }
}

/** A marker from every section of gated prose. */
export function sectionMarkers(sections: Section[]) {
  return sections.flatMap((s) => {
    const m = s.blocks.flatMap(blockTexts).map(marker).find(Boolean);
    return m ? [m] : [];
  });
}

const guideSecrets = (slug: CategorySlug) => () => sectionMarkers(getCategoryGuide(slug).sections);
/** A tier page's written tabs (the others are pages of their own, with rows of their own). */
const contentTabs = (tier: TierId) => TIER_PAGES[tier].tabs.filter((t): t is ContentTab => !isRouteTab(t));
const tierSecrets = (tier: TierId, slug: string) => () =>
  sectionMarkers(contentTabs(tier).find((t) => t.slug === slug)!.sections);

/** A guide's public preview: its introduction and the lesson titles written in plain characters. */
const guidePreview = (slug: CategorySlug) => () => {
  const guide = getCategoryGuide(slug);
  const titles = guide.sections.map((s) => s.heading).filter((h) => /^[A-Za-z0-9 ,.:()-]+$/.test(h));
  return [marker(guide.intro)!, ...titles];
};
const category = (slug: CategorySlug): Probe[] => [
  {
    path: `/${slug}`,
    data: true,
    secrets: guideSecrets(slug),
    shown: guidePreview(slug),
    expect: byTier("starter", "page", "gate"),
  },
];
const tierPage = (tier: TierId): Probe[] =>
  // The first tab (the default) and the last: each renders only its own tab's prose.
  [contentTabs(tier)[0], contentTabs(tier).at(-1)!].map((tab) => ({
    path: `/${tier}-content?tab=${tab.slug}`,
    data: true as const,
    secrets: tierSecrets(tier, tab.slug),
    expect: byTier(tier, "page", "gate"),
  }));

/** The calorie calculator's fields, filled in. */
const CALORIES_FORM = {
  tab: "calories",
  units: "metric",
  sex: "male",
  age: "30",
  height: "180",
  weight: "80",
  activity: "moderate",
};

const chatSend = (channel: string) => ({
  intent: "send",
  channel,
  message: `matrix hello in ${channel}`,
  clientId: crypto.randomUUID(),
});
const textFile = () => ({ photo: "this is not a photo" });

// ---- the matrix ----------------------------------------------------------------------

export const MATRIX: Record<string, Probe[]> = {
  $: [{ path: "/no/such-page", expect: all(status(404)) }],
  // Every guide, and a one-segment path that is none.
  $category: [...CATEGORY_SLUGS.flatMap(category), { path: "/no-such-page", expect: all(status(404)) }],
  _index: [
    { path: "/", expect: all("page") },
    {
      // The member home posts the same progress forms (to the index route): nobody may answer the owner's invitation.
      path: "/?index",
      form: (w) => ({ intent: "accept", invitationId: String(w.invitationId) }),
      unchanged: () => "SELECT id, status FROM challenge_invitations ORDER BY id",
      // Remix hands the action the URL without `?index`: signing in comes back to the home page.
      expect: { ...members(status(404)), signedOut: to("/auth?redirect=%2F") },
    },
  ],
  account: [
    { path: "/account", expect: members("page") },
    { path: "/account", form: { username: "" }, expect: members(status(400)) },
  ],
  achievements: [{ path: "/achievements?category=all", expect: members("page") }],
  "api.stripe.webhook": [
    { path: "/api/stripe/webhook", expect: all(status(405)) },
    {
      path: "/api/stripe/webhook",
      form: { type: "customer.subscription.deleted" },
      unchanged: () => "SELECT * FROM user_subscriptions ORDER BY user_id",
      expect: all(status(400)),
    },
  ],
  assessment: [
    { path: "/assessment", expect: all("page") },
    { path: "/assessment", form: { step: "0" }, expect: all(status(400)) },
  ],
  auth: [
    { path: "/auth", expect: { ...all(to("/")), signedOut: "page" } },
    { path: "/auth?redirect=%2Fprogress", expect: { ...all(to("/progress")), signedOut: "page" } },
    // Wrong credentials re-render the form; members are already signed in and go home.
    {
      path: "/auth",
      form: { mode: "signin", email: "nobody@x.test", password: "wrong-password" },
      expect: { ...all(to("/")), signedOut: status(400) },
    },
  ],
  "auth_.forgot": [
    { path: "/auth/forgot", expect: all("page") },
    { path: "/auth/forgot", form: { email: "not an email" }, expect: all(status(400)) },
  ],
  "auth_.reset": [
    { path: "/auth/reset?token=abc", expect: all("page") },
    {
      path: "/auth/reset",
      form: { token: "abc", password: "short", confirmPassword: "other" },
      expect: all(status(400)),
    },
  ],
  "auth_.resend-verification": [
    { path: "/auth/resend-verification", expect: all(to("/settings")) },
    // The matrix's members are verified: they are told so, and nobody gets a mail.
    { path: "/auth/resend-verification", form: { back: "/" }, expect: members(to("/")) },
  ],
  "auth_.verify": [
    { path: "/auth/verify?token=abc", expect: all("page") },
    { path: "/auth/verify", form: { token: "made.up.token" }, expect: all(status(409)) },
  ],
  "auth_.sign-out": [
    { path: "/auth/sign-out", expect: all(to("/")) },
    { path: "/auth/sign-out", form: {}, phase: "final", expect: all(to("/")) },
  ],
  "billing.portal": [
    { path: "/billing/portal", expect: all(to("/settings")) },
    {
      path: "/billing/portal",
      form: { return: "/settings" },
      // Paying and trial members are sent to the (local) portal (a trial is cancelled there);
      // members without a plan back with a message.
      expect: {
        ...members(to(/^http:\/\/localhost\/pay\/portal/)),
        free: to("/settings"),
        ended: to("/settings"),
        staff: to("/settings"),
      },
    },
  ],
  // "Keep <plan>": a forged form (a subscription that is nobody's) changes nothing; members go back with a message.
  "billing.keep": [
    { path: "/billing/keep", expect: all(to("/settings")) },
    {
      path: "/billing/keep",
      form: { subscription: "sub_forged", tier: "elite", return: "/settings" },
      unchanged: () => "SELECT * FROM user_subscriptions ORDER BY user_id",
      expect: members(to("/settings")),
    },
  ],
  // The trial-ending mail's cancel link: signed out works (the token is the proof); a bad token cancels nothing.
  "billing.cancel-trial": [
    { path: "/billing/cancel-trial?token=abc", shown: () => ["This link is not valid."], expect: all("page") },
    {
      path: "/billing/cancel-trial",
      form: { token: "abc" },
      unchanged: () => "SELECT * FROM user_subscriptions ORDER BY user_id",
      expect: all(status(400)),
    },
  ],
  "billing.refresh": [
    { path: "/billing/refresh", expect: all(to("/settings")) },
    { path: "/billing/refresh", form: { return: "/account" }, expect: members(to("/account")) },
  ],
  calculator: [
    { path: "/calculator?tab=bmi&height=180&weight=80", expect: all("page") },
    {
      // Saving the calories answer: members with meal plans go to theirs, other members back to the form.
      path: "/calculator?tab=calories",
      form: { ...CALORIES_FORM, goal: "maintain" },
      expect: byTier("pro", to("/meal-plan"), to(/^\/calculator\?tab=calories&units=metric&sex=male/), "auth"),
    },
  ],
  chat: [
    { path: "/chat", secrets: (w) => [w.generalMessage], expect: members("page") },
    {
      path: "/chat?channel=vip",
      data: true,
      secrets: (w) => [w.vipMessage],
      gateMarker: "VIP Lounge - Elite Members Only",
      expect: byTier("elite", "page", "gate", "auth"),
    },
    { path: "/chat?channel=nope", expect: members(status(404)) },
    {
      // Reporting a VIP message is behind the VIP gate; one's own message cannot be reported.
      path: "/chat?channel=vip",
      form: (w) => ({ intent: "report", channel: "vip", messageId: String(w.vipMessageId), reason: "spam" }),
      unchanged: () => "SELECT id FROM chat_reports ORDER BY id",
      expect: { ...byTier("elite", to("/chat?channel=vip"), status(403), "auth"), owner: status(404) },
    },
    {
      path: "/chat?channel=vip",
      form: () => chatSend("vip"),
      unchanged: () => "SELECT id FROM chat_messages WHERE channel_id = 'vip' ORDER BY id",
      expect: byTier("elite", to(/^\/chat\?channel=vip#message-\d+$/), status(403), "auth"),
    },
    {
      path: "/chat",
      form: (w) => ({ intent: "delete", channel: "general", messageId: String(w.deletableMessageId) }),
      unchanged: () => "SELECT id, message FROM chat_messages ORDER BY id",
      expect: ownerOnly(to("/chat?channel=general"), status(403)),
    },
    {
      path: "/chat",
      form: (w) => ({ intent: "delete", channel: "vip", messageId: String(w.vipMessageId) }),
      unchanged: () => "SELECT id, message FROM chat_messages ORDER BY id",
      phase: "late",
      // Elite members reach the VIP room but the message is not theirs; the others do not reach the room.
      expect: ownerOnly(to("/chat?channel=vip"), status(403)),
    },
  ],
  // The chat island's endpoint: the same action as /chat, answered as JSON (401 when signed out).
  "chat_.messages": [
    { path: "/chat/messages", expect: all(status(404)) },
    {
      path: "/chat/messages",
      form: () => chatSend("vip"),
      unchanged: () => "SELECT id FROM chat_messages WHERE channel_id = 'vip' ORDER BY id",
      expect: byTier("elite", status(200), status(403), status(401)),
    },
    {
      path: "/chat/messages",
      form: (w) => ({ intent: "delete", channel: "general", messageId: String(w.islandMessageId) }),
      unchanged: () => "SELECT id, message FROM chat_messages ORDER BY id",
      expect: ownerOnly(status(200), status(403), status(401)),
    },
  ],
  "chat_.missed": [
    {
      path: "/chat/missed?channel=general",
      secrets: (w) => [w.generalMessage],
      expect: { ...all("page"), signedOut: status(401) },
    },
    {
      path: "/chat/missed?channel=vip",
      secrets: (w) => [w.vipMessage],
      expect: byTier("elite", "page", status(403), status(401)),
    },
    { path: "/chat/missed?channel=nope", expect: { ...all(status(404)), signedOut: status(401) } },
  ],
  "chat_.ticket": [
    { path: "/chat/ticket?channel=general", expect: { ...all("page"), signedOut: status(401) } },
    { path: "/chat/ticket?channel=vip", expect: byTier("elite", "page", status(403), status(401)) },
  ],
  checkout: [
    // A visitor's choice is kept in a signed cookie and the account comes first (decision 075).
    {
      path: "/checkout?plan=pro",
      expect: { ...members("page"), signedOut: to("/auth?mode=signup&redirect=%2Fcheckout%3Fplan%3Dpro") },
    },
    {
      path: "/checkout?plan=pro",
      form: { plan: "pro" },
      // Only members without an active plan may open a checkout.
      expect: {
        ...members(status(409)),
        free: to(/^http:\/\/localhost\/pay\/checkout\//),
        ended: to(/^http:\/\/localhost\/pay\/checkout\//),
        staff: to(/^http:\/\/localhost\/pay\/checkout\//),
      },
    },
  ],
  course: [{ path: "/course", expect: all("page") }],
  // Development only: production answers 404 (tests/worker/production.test.ts).
  "dev.boom": [{ path: "/dev/boom", expect: all(status(500)) }],
  "dev.mailbox": [{ path: "/dev/mailbox", listsEveryonesMail: true, expect: all("page") }],
  // Runs the streak reminders at the posted time (`npm run reminders`); the matrix's members have no streak to remind.
  "dev.reminders": [
    { path: "/dev/reminders", expect: all(status(404)) },
    { path: "/dev/reminders", form: { at: "2026-11-24T10:00:00Z" }, expect: all(status(200)) },
  ],
  // The end-to-end tests' setup: only a development server started with E2E_SQL=1 runs it, so
  // here (development, no E2E_SQL) a statement is 404 for everyone and changes nothing.
  "dev.sql": [
    { path: "/dev/sql", expect: all(status(404)) },
    { path: "/dev/sql", form: { sql: "DELETE FROM user" }, expect: all(status(404)) },
  ],
  // Development only (404 in production, tests/worker/production.test.ts): writes the reviews due at a time.
  "dev.reviews": [
    { path: "/dev/reviews", expect: all("page") },
    { path: "/dev/reviews?time=-1", form: {}, expect: all(status(400)) },
  ],
  "elite-content": [...tierPage("elite"), { path: "/elite-content?tab=reviews", expect: all(to("/reviews")) }],
  "face-scanner": [
    { path: "/face-scanner", expect: all("page") },
    {
      path: "/face-scanner",
      form: textFile,
      multipart: true,
      unchanged: () => "SELECT id FROM face_scans ORDER BY id",
      gateMarker: 'data-testid="scanner-gate"',
      expect: byTier("pro", status(415), "gate"),
    },
  ],
  // Two of the owner's scans side by side; anyone else's pair looks like a missing one.
  "face-scanner_.compare": [
    {
      path: (w) => `/face-scanner/compare?a=${w.scanId}&b=${w.deletableScanId}`,
      expect: ownerOnly("page", status(404)),
    },
  ],
  "face-scanner_.photos.$id": [
    { path: (w) => `/face-scanner/photos/${w.scanId}`, expect: ownerOnly("page", status(404), status(404)) },
    { path: (w) => `/face-scanner/photos/${w.scanId}?size=thumb`, expect: ownerOnly("page", status(404), status(404)) },
  ],
  "face-scanner_.scans.$id": [
    {
      path: (w) => `/face-scanner/scans/${w.scanId}`,
      data: true,
      secrets: (w) => [w.scanAnalysis],
      expect: ownerOnly("page", status(404)),
    },
    {
      path: (w) => `/face-scanner/scans/${w.deletableScanId}`,
      form: { intent: "delete" },
      unchanged: () => "SELECT id, user_id FROM face_scans ORDER BY id",
      expect: ownerOnly(to("/face-scanner"), status(404)),
    },
  ],
  "face-scanner_.upload": [
    { path: "/face-scanner/upload", expect: all(status(404)) },
    {
      path: "/face-scanner/upload",
      form: textFile,
      multipart: true,
      unchanged: () => "SELECT id FROM face_scans ORDER BY id",
      expect: byTier("pro", status(415), status(403)),
    },
  ],
  // A guide's checklist item: only a member whose plan opens the guides ticks it (back to its
  // section); the others are told on the guide; an unknown item goes to the course portal.
  "guides.check": [
    { path: "/guides/check", expect: all(to("/course")) },
    {
      path: "/guides/check",
      form: { item: "skincare.start-today.0.0" },
      // A first tick unlocks an achievement: the member lands on its celebration at the top of the guide (decision 071).
      expect: byTier("starter", to("/skincare#moments"), to("/skincare"), "auth"),
    },
    {
      path: "/guides/check",
      form: { item: "skincare.nowhere.0.0" },
      unchanged: () => "SELECT id FROM activity_log WHERE award_key LIKE 'checklist:%' ORDER BY id",
      expect: members(to("/course")),
    },
  ],
  // A personal plan's item ticked (decision 074): members only; the matrix's members have no plan
  // yet, so a tick goes to the assessment and nothing is recorded (the tiers' limits: personal-plan.test.ts).
  "plan.tick": [
    { path: "/plan/tick", expect: all(to("/")) },
    {
      path: "/plan/tick",
      form: { item: "morning:skincare.start-today.0.0", zone: "UTC" },
      unchanged: () => "SELECT id FROM activity_log WHERE award_key LIKE 'routine:%' ORDER BY id",
      expect: members(to("/assessment")),
    },
  ],
  "pay.checkout.$token": [
    // The link is the key (like a hosted checkout page): whoever holds it may pay for its member.
    { path: (w) => w.checkoutPath, expect: all("page") },
    { path: "/pay/checkout/not-a-token", expect: all(status(410)) },
    // Bad card details: 402 with the messages beside the fields, nothing bought.
    {
      path: (w) => w.checkoutPath,
      form: { cardNumber: "1", expiry: "x", cvc: "" },
      unchanged: () => "SELECT * FROM user_subscriptions ORDER BY user_id",
      expect: all(status(402)),
    },
  ],
  "pay.portal": [
    { path: "/pay/portal", expect: members("page") },
    {
      path: "/pay/portal",
      form: { intent: "nothing" },
      unchanged: () => "SELECT * FROM user_subscriptions ORDER BY user_id",
      expect: {
        ...members(to("/pay/portal?return=%2Fsettings")),
        free: to("/settings"),
        ended: to("/settings"),
        staff: to("/settings"),
      },
    },
  ],
  privacy: [{ path: "/privacy", expect: all("page") }],
  // The service worker's offline page (decision 079): the same for everyone, no member data.
  offline: [{ path: "/offline", expect: all("page") }],
  // The shared public pages: the same for every visitor, members included.
  pricing: [{ path: "/pricing", expect: all("page") }],
  features: [{ path: "/features", expect: all("page") }],
  about: [{ path: "/about", expect: all("page") }],
  categories: [{ path: "/categories", expect: all("page") }],
  // A tab that is a page of its own leads there (for everyone; that page has the gate).
  "pro-content": [...tierPage("pro"), { path: "/pro-content?tab=analytics", expect: all(to("/analytics")) }],
  // Workout programmes: Pro and up follow and log them; Elite alone lays them out on its own days.
  programmes: [
    {
      path: "/programmes",
      data: true,
      secrets: () => [marker(PROGRAMMES[0].summary)!],
      expect: byTier("pro", "page", "gate"),
    },
    {
      path: "/programmes",
      form: { intent: "start", programmeId: "beginner-none" },
      unchanged: () => "SELECT id, user_id, programme_id FROM programme_runs ORDER BY id",
      expect: byTier("pro", to("/programmes"), status(403), "auth"),
    },
    {
      // One training day is below the programme's range: Elite is told why; nobody else may adapt.
      path: "/programmes?tab=plan",
      form: { intent: "adapt", equipment: "gym", day: "1" },
      unchanged: () => "SELECT id, days, programme_id FROM programme_runs ORDER BY id",
      expect: byTier("elite", status(400), status(403), "auth"),
    },
    {
      // A log without its sets: the entitled are told what is missing; nothing is written.
      path: "/programmes",
      form: { intent: "log", sessionNo: "0" },
      unchanged: () => "SELECT id FROM workout_sessions ORDER BY id",
      expect: byTier("pro", status(400), status(403), "auth"),
    },
  ],
  // Meal plans: Pro and up; Elite alone sets diet, allergies and meals per day. Every member
  // saved their calories in the calculator row above (rows run in this order).
  "meal-plan": [
    {
      path: "/meal-plan",
      secrets: () => ["Sized to your calculator answer"],
      expect: byTier("pro", "page", "gate"),
    },
    {
      path: "/meal-plan",
      form: { intent: "build" },
      unchanged: () => "SELECT * FROM meal_plans ORDER BY user_id",
      expect: byTier("pro", to("/meal-plan"), status(403), "auth"),
    },
    {
      path: "/meal-plan",
      form: { intent: "preferences", diet: "vegan", mealsPerDay: "3" },
      unchanged: () => "SELECT * FROM meal_preferences ORDER BY user_id",
      expect: byTier("elite", to("/meal-plan"), status(403), "auth"),
    },
    {
      // A swap from a plan version nobody has: the entitled see their latest plan; nothing changes.
      path: "/meal-plan",
      form: { intent: "swap", version: "999", day: "0", meal: "0", recipe: "berry-overnight-oats" },
      phase: "late",
      unchanged: () => "SELECT * FROM meal_plans ORDER BY user_id",
      expect: byTier("pro", to("/meal-plan"), status(403), "auth"),
    },
    {
      path: "/meal-plan?tab=shopping",
      phase: "late",
      secrets: () => ["Shopping list for the week"],
      expect: byTier("pro", "page", "gate"),
    },
  ],
  "meal-plan_.recipes.$id": [
    {
      path: "/meal-plan/recipes/berry-overnight-oats",
      data: true,
      secrets: () => [marker(recipeById("berry-overnight-oats")!.steps[1])!],
      expect: byTier("pro", "page", "gate"),
    },
    { path: "/meal-plan/recipes/no-such-recipe", expect: byTier("pro", status(404), "gate") },
  ],
  progress: [
    { path: "/progress", expect: members("page") },
    { path: "/progress?tab=inbox", data: true, expect: members("page") },
    { path: "/progress?tab=battles&q=a", expect: members("page") },
    {
      // The pending invitation runs from the owner to their partner: nobody else may answer it, the owner neither.
      path: "/progress",
      form: (w) => ({ intent: "accept", invitationId: String(w.invitationId) }),
      unchanged: () => "SELECT id, status FROM challenge_invitations ORDER BY id",
      expect: members(status(404)),
    },
    {
      path: "/progress",
      form: (w) => ({ intent: "decline", invitationId: String(w.invitationId) }),
      unchanged: () => "SELECT id, status FROM challenge_invitations ORDER BY id",
      expect: members(status(404)),
    },
  ],
  rankings: [{ path: "/rankings", expect: members("page") }],
  // Friends (decision 078): each member sees and changes only their own follows.
  friends: [
    { path: "/friends", expect: members("page") },
    { path: "/friends?q=a", expect: members("page") },
    {
      path: "/friends",
      form: { intent: "follow", username: "no-such-member" },
      unchanged: () => "SELECT follower_id, followee_id FROM follows ORDER BY 1, 2",
      expect: members(to("/friends")),
    },
  ],
  // The weekly league (decision 077): each member sees their own group (or when they will get one).
  leagues: [{ path: "/leagues", expect: members("page") }],
  // Leaving or joining the leagues: each member switches only their own.
  "settings_.leagues": [
    { path: "/settings/leagues", expect: all(to("/settings")) },
    {
      path: "/settings/leagues",
      form: { leagues: "maybe" },
      unchanged: () => "SELECT user_id, leagues FROM user_profiles ORDER BY user_id",
      expect: members(to(/\/settings#leagues$/)),
    },
  ],
  // Development only (404 in production): runs the league Cron step at a posted time.
  "dev.leagues": [
    { path: "/dev/leagues", expect: all(status(404)) },
    { path: "/dev/leagues", form: { at: "2031-03-03T00:30:00Z" }, expect: all(status(200)) },
  ],
  "robots[.]txt": [{ path: "/robots.txt", expect: all("page") }],
  healthz: [{ path: "/healthz", expect: all("page") }],
  settings: [
    { path: "/settings", expect: members("page") },
    // Deleting the account needs the member's own password: a wrong one deletes nothing.
    {
      path: "/settings",
      form: { password: "not-the-password" },
      unchanged: () => "SELECT id, email FROM user ORDER BY id",
      expect: members(status(400)),
    },
  ],
  // Each member downloads their own data only (the owner's email and scans never reach anyone else: checked on every row).
  coaching: [
    { path: "/coaching", expect: members("page") },
    {
      path: "/coaching",
      form: { intent: "request", topic: "", zone: "UTC", time1: "", time2: "", time3: "" },
      unchanged: () => "SELECT id FROM coaching_sessions ORDER BY id",
      expect: byTier("elite", status(400), status(403), "auth"),
    },
    {
      path: "/coaching?id=999999",
      form: { intent: "cancel" },
      unchanged: () => "SELECT id, status FROM coaching_sessions ORDER BY id",
      expect: members(to("/coaching")),
    },
  ],
  "settings_.export": [{ path: "/settings/export", expect: members("page") }],
  "sitemap[.]xml": [{ path: "/sitemap.xml", expect: all("page") }],
  // The support desk: every member asks; each reads and answers only their own requests
  // (the owner's message never leaks: checked on every row); staff answer at /staff.
  support: [{ path: "/support", expect: members("page") }],
  "support_.new": [
    { path: "/support/new", expect: members("page") },
    {
      path: "/support/new",
      form: { topic: "", message: "" },
      unchanged: () => "SELECT id FROM support_requests ORDER BY id",
      expect: members(status(400)),
    },
  ],
  "support_.$id": [
    {
      path: (w) => `/support/${w.supportRequestId}`,
      data: true,
      secrets: (w) => [w.ownerSupportMarker],
      expect: ownerOnly("page", status(404)),
    },
    {
      path: (w) => `/support/${w.supportRequestId}`,
      form: { intent: "reply", message: "matrix reply to the owner's request" },
      unchanged: () => "SELECT id, request_id FROM support_messages ORDER BY id",
      expect: ownerOnly(to(/^\/support\/\d+$/), status(404)),
    },
  ],
  "support_.$id_.screenshot": [
    {
      path: (w) => `/support/${w.supportRequestId}/screenshot`,
      expect: { ...ownerOnly("page", status(404)), staff: "page" },
    },
  ],
  // Staff pages: the role is checked in every loader and action; a member's forged form changes nothing.
  staff: [{ path: "/staff", expect: staffOnly("page") }],
  "staff_.support": [{ path: "/staff/support", staffReads: true, expect: staffOnly("page") }],
  "staff_.support_.$id": [
    {
      path: (w) => `/staff/support/${w.supportRequestId}`,
      data: true,
      staffReads: true,
      secrets: (w) => [w.ownerSupportMarker],
      expect: staffOnly("page"),
    },
    {
      path: (w) => `/staff/support/${w.supportRequestId}`,
      form: { intent: "reply", message: "matrix staff answer" },
      staffReads: true,
      unchanged: () => "SELECT id, request_id, from_staff FROM support_messages ORDER BY id",
      expect: staffOnly(to(/^\/staff\/support\/\d+$/)),
    },
    {
      path: (w) => `/staff/support/${w.supportRequestId}`,
      form: { intent: "close" },
      staffReads: true,
      phase: "late",
      unchanged: () => "SELECT id, closed_at FROM support_requests ORDER BY id",
      expect: staffOnly(to("/staff/support")),
    },
  ],
  "staff_.roles": [
    { path: "/staff/roles", expect: staffOnly("page") },
    {
      path: "/staff/roles",
      // To a member who is no visitor of the matrix, so no later row sees a new staff member.
      form: { intent: "grant", email: "partner@matrix.test", role: "coach" },
      unchanged: () => "SELECT user_id, role FROM staff_roles ORDER BY user_id, role",
      expect: staffOnly(to("/staff/roles")),
    },
  ],
  "staff_.audit": [{ path: "/staff/audit", staffReads: true, expect: staffOnly("page") }],
  // Chat moderation (moderator): a member's forged form changes nothing (decision 076).
  "staff_.moderation": [
    { path: "/staff/moderation", moderates: true, expect: staffOnly("page") },
    {
      path: "/staff/moderation",
      form: (w) => ({ intent: "dismiss", messageId: String(w.vipMessageId) }),
      unchanged: () => "SELECT id, resolved_at FROM chat_reports ORDER BY id",
      expect: staffOnly(to("/staff/moderation")),
    },
    {
      path: "/staff/moderation",
      form: { intent: "lift", memberId: "nobody" },
      unchanged: () => "SELECT id FROM staff_audit ORDER BY id",
      expect: staffOnly(to("/staff/moderation")),
    },
  ],
  // Coaching (decision 070): the page tells every member what it is; only Elite may ask;
  // the coach's queue and actions are staff pages (a member's forged confirm changes nothing).
  "staff_.coaching": [
    { path: "/staff/coaching", expect: staffOnly("page") },
    {
      path: "/staff/coaching?id=999999",
      form: { intent: "confirm", choice: "1", link: "https://meet.example/matrix" },
      unchanged: () => "SELECT id FROM staff_audit ORDER BY id",
      expect: staffOnly(status(404)),
    },
  ],
  "starter-content": tierPage("starter"),
  success: [{ path: "/success", expect: all("page") }],
  terms: [{ path: "/terms", expect: all("page") }],
  "reminders.unsubscribe": [
    { path: "/reminders/unsubscribe?token=abc", expect: all("page") },
    { path: "/reminders/unsubscribe", form: { token: "abc" }, expect: all(status(400)) },
  ],
  "settings_.reminders": [
    { path: "/settings/reminders", expect: all(to("/settings")) },
    // A value that is neither on nor off: members are sent back to Settings, nothing changes.
    { path: "/settings/reminders", form: { reminders: "maybe" }, expect: members(to("/settings")) },
  ],
  // Settings' push card (decision 080): a member's own subscriptions; a visitor goes to sign in.
  "settings_.push": [
    { path: "/settings/push", expect: all(to("/settings")) },
    {
      path: "/settings/push",
      form: { intent: "subscribe", endpoint: "http://not-https" },
      expect: members(to("/settings")),
    },
  ],
  // The member's own analytics (Pro): the calendar's sentence is computed from their days, in the page and its data.
  analytics: [
    {
      path: "/analytics?month=2020-01",
      data: true,
      secrets: () => ["Challenges completed on"],
      expect: byTier("pro", "page", "gate"),
    },
  ],
  // The Elite progress log: each visitor reads and writes only their own (the owner's day never leaks: checked on every row).
  "progress-log": [
    {
      path: "/progress-log",
      data: true,
      secrets: () => ["No water logged in the last 8 weeks."],
      expect: byTier("elite", "page", "gate"),
    },
    {
      path: (w) => `/progress-log?day=${w.ownerLogDay}`,
      secrets: () => ['data-testid="progress-log"'],
      expect: byTier("elite", "page", "gate"),
    },
    {
      path: "/progress-log",
      form: (w) => ({ intent: "save", mode: "edit", day: w.ownerLogDay, weight: "not a number" }),
      unchanged: () => "SELECT * FROM progress_entries ORDER BY user_id, day",
      expect: { ...byTier("elite", status(400), status(403)), signedOut: "auth" },
    },
  ],
  reviews: [
    {
      path: (w) => `/reviews?month=${w.ownerReviewMonth}`,
      secrets: () => ['data-testid="reviews"'],
      expect: byTier("elite", "page", "gate"),
    },
  ],
  "reviews_.unsubscribe": [
    { path: "/reviews/unsubscribe?token=abc", shown: () => ["This link is not valid."], expect: all("page") },
    {
      path: "/reviews/unsubscribe",
      form: { token: "abc" },
      unchanged: () => "SELECT * FROM logbook_settings ORDER BY user_id",
      expect: all(status(400)),
    },
  ],
  // Battle invitation mails on or off (decision 072): each member switches only their own.
  "settings_.battle-mails": [
    { path: "/settings/battle-mails", expect: all(to("/settings")) },
    {
      path: "/settings/battle-mails",
      form: { battleMails: "maybe" },
      unchanged: () => "SELECT user_id, battle_mails FROM user_profiles ORDER BY user_id",
      expect: members(to(/\/settings#battle-mails$/)),
    },
  ],
  "settings_.reviews": [
    { path: "/settings/reviews", expect: all(to("/settings")) },
    { path: "/settings/reviews", form: { reviewMails: "maybe" }, expect: members(to("/settings")) },
  ],
  "trial-offer": [
    { path: "/trial-offer", expect: all(to("/")) },
    { path: "/trial-offer", form: {}, expect: all(to("/")) },
  ],
};
