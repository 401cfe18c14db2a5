// The three course-portal cards (spec section 2, Course portal: exact wording).
import type { Tier } from "~/billing";

/** A tier's card: its name and page come from the plans module (tierName, tierContentPath). */
export type CourseCard = {
  tier: Tier;
  description: string;
  features: string[];
};

export const COURSE_PORTAL = {
  title: "Course Portal",
  subtitle: "Access your exclusive content based on your membership tier",
  signedOutPrompt: "Sign in to access your course content",
  noPlanPrompt: "Choose a plan to start your transformation journey",
} as const;

export const COURSE_CARDS: readonly CourseCard[] = [
  {
    tier: "starter",
    description: "Essential self-improvement content",
    features: ["Basic skincare routines", "Weekly workout plans", "Style consultation guide", "Email support"],
  },
  {
    tier: "pro",
    description: "Advanced training and insights",
    features: [
      "Everything in Starter",
      "Advanced workout programs",
      "Detailed nutrition plans",
      "Priority support",
      "Exclusive content library",
    ],
  },
  {
    tier: "elite",
    description: "Complete transformation package",
    features: [
      "Everything in Pro",
      "1-on-1 coaching sessions",
      "Personalized meal plans",
      "Custom workout routines",
      "VIP support",
      "Exclusive community access",
    ],
  },
];
