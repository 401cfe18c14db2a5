// Facts about the product that several pages repeat.
import { TRIAL_DAYS } from "../billing/plans";

export const SITE_NAME = "Glowup";
export const SITE_TAGLINE = "Skincare, fitness, grooming, style, nutrition and mindset coaching";
// Placeholder address on a reserved domain until the real mailbox exists.
export const SUPPORT_EMAIL = "support@glowup.example";
export const PRIVACY_EMAIL = "privacy@glowup.example";
export const LEGAL_EMAIL = "legal@glowup.example";

// Per-tier reply times and the trial length belong to the plans (app/billing/plans.ts).
export { SUPPORT_RESPONSE } from "../billing/plans";

/** Facts the terms, privacy policy, FAQ and pricing all repeat (spec section 9). */
export const POLICY = {
  minimumAge: 18,
  trialDays: TRIAL_DAYS,
  moneyBackDays: 30,
  priceChangeNoticeDays: 30,
  liabilityCapMonths: 12,
  privacyRequestDays: 30,
  deletionDays: 90,
} as const;
