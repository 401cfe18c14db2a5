// The three monthly plans: the single source of plan facts (pricing section,
// checkout, course portal). Listed in tier order, lowest first.
import { SUPPORT_RESPONSE } from "./site";
import type { TierId } from "./types";

export type PlanId = TierId;

export type Plan = {
  id: PlanId;
  name: string;
  priceUsd: number;
  period: "month";
  tagline: string;
  features: string[];
  /** Shown with a "Most popular" badge on the pricing section. */
  highlighted: boolean;
};

export const PLAN_IDS = ["starter", "pro", "elite"] as const satisfies readonly PlanId[];

export const PLANS: readonly Plan[] = [
  {
    id: "starter",
    name: "Starter",
    priceUsd: 9,
    period: "month",
    tagline: "Build the basics, one habit at a time.",
    features: [
      "All 6 category guides",
      "Starter library: skincare, workout and style guides",
      "Personalised assessment and health calculators",
      "Daily challenges, XP, streaks and achievements",
      `Email support, replies ${SUPPORT_RESPONSE.starter}`,
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
      "Everything in Starter",
      "AI face scanner results",
      "Advanced workout programmes and analytics",
      "Detailed nutrition and meal plans",
      `Priority support, replies ${SUPPORT_RESPONSE.pro}`,
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
      "Everything in Pro",
      "1-on-1 coaching sessions",
      "Supplement guide and progress reviews",
      "VIP community lounge",
      `VIP support, replies ${SUPPORT_RESPONSE.elite}`,
    ],
    highlighted: false,
  },
];

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === "string" && (PLAN_IDS as readonly string[]).includes(value);
}

export function getPlan(id: PlanId): Plan {
  const plan = PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return plan;
}

/** The checkout link every "choose this plan" button uses. */
export function checkoutHref(id: PlanId): string {
  return `/checkout?plan=${id}`;
}

/** "$19" — whole dollars, as the pricing cards show them. */
export function formatPriceUsd(amount: number): string {
  return `$${amount}`;
}
