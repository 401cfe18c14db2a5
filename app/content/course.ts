// The course portal's copy (spec section 2, Course portal). Its three cards are the
// plans themselves (app/billing/plans.ts): names, prices and features as the pricing
// cards say them, so the two never disagree.

export const COURSE_PORTAL = {
  title: "Course Portal",
  subtitle: "Access your exclusive content based on your membership tier",
  signedOutPrompt: "Sign in to access your course content",
  noPlanPrompt: "Choose a plan to start your transformation journey",
} as const;
