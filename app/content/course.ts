// The three course-portal cards (spec section 2, Course portal: exact wording).
import type { Tier } from "~/billing/plans";

export type CourseCard = {
  tier: Tier;
  title: string;
  description: string;
  features: string[];
  href: string;
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
    title: "Starter",
    description: "Essential self-improvement content",
    features: [
      "Basic skincare routines",
      "Weekly workout plans",
      "Style consultation guide",
      "Email support",
    ],
    href: "/starter-content",
  },
  {
    tier: "pro",
    title: "Pro",
    description: "Advanced training and insights",
    features: [
      "Everything in Starter",
      "Advanced workout programs",
      "Detailed nutrition plans",
      "Priority support",
      "Exclusive content library",
    ],
    href: "/pro-content",
  },
  {
    tier: "elite",
    title: "Elite",
    description: "Complete transformation package",
    features: [
      "Everything in Pro",
      "1-on-1 coaching sessions",
      "Personalized meal plans",
      "Custom workout routines",
      "VIP support",
      "Exclusive community access",
    ],
    href: "/elite-content",
  },
];
