// Facts about the product that several pages repeat.

export const SITE_NAME = "Glowup";
export const SITE_TAGLINE = "Skincare, fitness, grooming, style, nutrition and mindset coaching";
// Placeholder address on a reserved domain until the real mailbox exists.
export const SUPPORT_EMAIL = "support@glowup.example";
export const PRIVACY_EMAIL = "privacy@glowup.example";
export const LEGAL_EMAIL = "legal@glowup.example";

/** Reply-time promises per tier (spec section 2, Tier content). */
export const SUPPORT_RESPONSE = {
  starter: "within 48 hours",
  pro: "within 24 hours",
  elite: "within 1 hour, 24/7",
} as const;

/** Facts the terms, privacy policy, FAQ and pricing all repeat (spec section 9). */
export const POLICY = {
  minimumAge: 18,
  trialDays: 7,
  moneyBackDays: 30,
  priceChangeNoticeDays: 30,
  liabilityCapMonths: 12,
  privacyRequestDays: 30,
  deletionDays: 90,
} as const;
