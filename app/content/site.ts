// Facts about the product that several pages repeat.
import { MONEY_BACK_DAYS, TRIAL_DAYS } from "~/billing";

export const SITE_NAME = "Glowup";
export const SITE_TAGLINE = "Skincare, fitness, grooming, style, nutrition and mindset coaching";
// Addresses on a reserved domain until the real mailboxes exist. There is no support
// address: members get help from the support desk (issue #38), not a placeholder.
export const PRIVACY_EMAIL = "privacy@glowup.example";
export const LEGAL_EMAIL = "legal@glowup.example";

// The trial length and the money-back window belong to the plans
// (app/billing/plans.ts); POLICY repeats the ones the legal pages quote by name.

/** Facts the terms, privacy policy, FAQ and pricing all repeat (spec section 9). */
export const POLICY = {
  minimumAge: 18,
  trialDays: TRIAL_DAYS,
  moneyBackDays: MONEY_BACK_DAYS,
  priceChangeNoticeDays: 30,
  liabilityCapMonths: 12,
  privacyRequestDays: 30,
  deletionDays: 90,
} as const;
