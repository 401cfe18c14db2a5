// Tiers and plans: the one place that says which tiers exist, in what order, what
// each is called and costs, what it includes and how long the free trial lasts.
// Everything else (schema, gates, checkout, pricing, copy) imports from here; to add a
// tier, add it to TIERS and PLANS below (docs/decisions/016-one-fact-one-place.md).
/** Tier ids, lowest first: the order is the rank (elite opens everything pro opens). */
export const TIERS = ["starter", "pro", "elite"] as const;
export type Tier = (typeof TIERS)[number];

/** The free trial: this many days of this tier, once per person. */
export const TRIAL_DAYS = 7;
export const TRIAL_TIER: Tier = "pro";

/** Which tier each gated feature needs (its gate and its copy read it from here). */
export const FEATURE_TIER = {
  guides: "starter",
  scanner: "pro",
  analytics: "pro",
  progressLog: "elite",
  vipChat: "elite",
  /** Workout programmes (app/training); Elite lays them out on their own days and equipment. */
  programmes: "pro",
  customProgrammes: "elite",
  /** Meal plans (app/meals); Elite sets diet, allergies and meals per day. */
  mealPlans: "pro",
  personalMeals: "elite",
  /** The personal plan's whole daily routine (app/plan); free members tick one item a day. */
  routine: "starter",
} as const satisfies Record<string, Tier>;

/** How soon the support desk answers each plan's members (app/support, decision 069), and
 * the promise the plan card and the tier page make in those words. */
export const SUPPORT_PROMISE = {
  starter: { hours: 48, label: "Email support within 48 hours" },
  pro: { hours: 24, label: "Priority support within 24 hours" },
  elite: { hours: 1, label: "VIP support within 1 hour, 24/7" },
} as const satisfies Record<Tier, { hours: number; label: string }>;

/** Where a plan's support promise is kept: the member's own support requests. */
export const SUPPORT_PATH = "/support";

/** Elite's one-on-one coaching (app/coaching, decision 070): sessions included each
 * billing period (a cancelled one gives its place back), and where members book them. */
export const COACHING_SESSIONS_PER_PERIOD = 2;
export const COACHING_PATH = "/coaching";

/** First-time subscribers can ask for their money back within this many days. */
export const MONEY_BACK_DAYS = 30;

/** One benefit on a plan card, and the page that delivers it. */
export type PlanFeature = { label: string; href: string };

export type Plan = {
  id: Tier;
  name: string;
  priceUsd: number;
  period: "month";
  tagline: string;
  /** What the plan adds, each linked to the feature that delivers it (a promise on a card is a feature). */
  features: PlanFeature[];
  /** Shown with a "Most popular" badge on the pricing section. */
  highlighted: boolean;
};

// Each benefit links to the page that delivers it; support to the support desk (app/support).
// Coaching links to the booking page (app/coaching), with the allowance it enforces.
// /programmes and /meal-plan are the training domain's pages.
export const PLANS: readonly Plan[] = [
  {
    id: "starter",
    name: "Starter",
    priceUsd: 9,
    period: "month",
    tagline: "Build the basics, one habit at a time.",
    features: [
      { label: "All 6 category guides", href: "/categories" },
      { label: "Starter library: skincare, workout and style guides", href: "/starter-content" },
      { label: "Personalised assessment", href: "/assessment" },
      { label: "Health calculators", href: "/calculator" },
      { label: "Daily challenges, XP, streaks and achievements", href: "/progress" },
      { label: SUPPORT_PROMISE.starter.label, href: SUPPORT_PATH },
    ],
    highlighted: false,
  },
  {
    id: "pro",
    name: "Pro",
    priceUsd: 19,
    period: "month",
    tagline: "Train smarter with feedback and data.",
    features: [
      { label: "Everything in Starter", href: "/starter-content" },
      { label: "AI face scanner results", href: "/face-scanner" },
      { label: "Workout programmes you follow and log", href: "/programmes" },
      { label: "Meal plans sized to your calories", href: "/meal-plan" },
      { label: "Analytics of your own progress", href: "/analytics" },
      { label: SUPPORT_PROMISE.pro.label, href: SUPPORT_PATH },
    ],
    highlighted: true,
  },
  {
    id: "elite",
    name: "Elite",
    priceUsd: 49,
    period: "month",
    tagline: "The complete transformation package.",
    features: [
      { label: "Everything in Pro", href: "/pro-content" },
      { label: "Programmes laid out on your training days", href: "/programmes" },
      { label: "Meal plans for your diet and allergies", href: "/meal-plan" },
      { label: "Daily progress log and a monthly review", href: "/progress-log" },
      { label: "Supplement guide", href: "/elite-content?tab=supplements" },
      { label: "VIP community lounge", href: "/chat?channel=vip" },
      { label: `${COACHING_SESSIONS_PER_PERIOD} one-on-one coaching sessions a month`, href: COACHING_PATH },
      { label: SUPPORT_PROMISE.elite.label, href: SUPPORT_PATH },
    ],
    highlighted: false,
  },
];

export function isTier(value: unknown): value is Tier {
  return typeof value === "string" && (TIERS as readonly string[]).includes(value);
}

export function getPlan(id: Tier): Plan {
  const plan = PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return plan;
}

/** The tier's display name ("Pro"). */
export const tierName = (tier: Tier) => getPlan(tier).name;

/** The checkout link every "choose this plan" button uses. */
export function checkoutHref(id: Tier, trial = false): string {
  return `/checkout?plan=${id}${trial ? "&trial=true" : ""}`;
}

/** The tier's members-only content page ("/pro-content"). */
export const tierContentPath = (tier: Tier) => `/${tier}-content`;

/** "$19": whole dollars, as the pricing cards show them. */
export function formatPriceUsd(amount: number): string {
  return `$${amount}`;
}

/** "7-day Pro trial", as the copy names it. */
export const TRIAL_NAME = `${TRIAL_DAYS}-day ${tierName(TRIAL_TIER)} trial`;
