// Home page copy: hero, features, about, testimonials and FAQ. No figures here: the
// ones the pages show are counted from the database (./figures.ts).
import { POLICY } from "./site";
import type { IconName } from "../ui/icon-names";

export type Figure = { value: string; label: string };

export const HERO = {
  eyebrow: "Your glow-up starts here",
  headline: "Become the most confident version of yourself",
  subheadline:
    "Clear, practical guidance for your skin, body, grooming, style, food and mind — with daily challenges that turn good intentions into habits.",
  primaryCta: { href: "/assessment", label: "Start Your Journey" },
  secondaryCta: { href: "/#features", label: "Learn More" },
} as const;

export type Feature = { icon: IconName; title: string; description: string };

export const FEATURES: readonly Feature[] = [
  {
    icon: "sparkles",
    title: "Six transformation modules",
    description: "Step-by-step guides for skincare, fitness, grooming, style, nutrition and mindset.",
  },
  {
    icon: "clipboard",
    title: "Personalised assessment",
    description: "Answer five quick questions and get the plan and focus that suit your goals.",
  },
  {
    icon: "calculator",
    title: "Health calculators",
    description: "Work out your BMI, body fat (Navy method) and daily calorie needs in seconds.",
  },
  {
    icon: "scan",
    title: "AI face scanner",
    description: "Upload a photo for a rating out of 10, an analysis and tailored recommendations.",
  },
  {
    icon: "target",
    title: "Daily challenges",
    description: "Five fresh challenges every day keep your routine varied and your progress moving.",
  },
  {
    icon: "flame",
    title: "Levels and streaks",
    description: "Earn XP for every challenge, level up and keep your daily streak alive.",
  },
  {
    icon: "trophy",
    title: "Achievements and ranks",
    description: "Unlock achievements and climb from Bronze all the way to Diamond.",
  },
  {
    icon: "swords",
    title: "1v1 battles",
    description: "Invite a friend to a challenge. Whoever finishes first wins 50 bonus XP.",
  },
  {
    icon: "chart",
    title: "Global leaderboard",
    description: "See how your XP compares with the top 50 members of the community.",
  },
  {
    icon: "chat",
    title: "Community chat",
    description: "Swap tips in the general chat; Elite members also get the VIP Lounge.",
  },
  {
    icon: "shield",
    title: "Safe, expert-checked advice",
    description: "Evidence-based guidance that tells you when to see a professional instead.",
  },
  {
    icon: "bolt",
    title: "Fast on any phone",
    description: "Light pages that load quickly on slow connections and work without JavaScript.",
  },
];

export const ABOUT = {
  heading: "About Glowup",
  paragraphs: [
    "Glowup began with a simple idea: looking and feeling your best should not require a personal trainer, a dermatologist and a stylist on call. It should come from a handful of good habits, explained clearly and practised every day.",
    "Our coaches turn the evidence on skin care, training, nutrition, sleep and style into routines you can start today. The app then keeps you going with challenges, streaks and a community that cheers you on.",
  ],
} as const;

export type Testimonial = {
  name: string;
  detail: string;
  quote: string;
  rating: 1 | 2 | 3 | 4 | 5;
};

export const TESTIMONIALS_NOTE = "Illustrative member stories. Individual results vary.";

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: "Maya R.",
    detail: "Starter member, skincare focus",
    quote:
      "I stopped buying every product I saw online. Three steps morning and night, sunscreen every day, and my skin is calmer than it has been in years.",
    rating: 5,
  },
  {
    name: "Daniel K.",
    detail: "Pro member, fitness focus",
    quote:
      "The beginner programme finally made progressive overload make sense. I logged every session and added weight slowly. Six months later I'm stronger than ever.",
    rating: 5,
  },
  {
    name: "Priya S.",
    detail: "Pro member, nutrition focus",
    quote:
      "The calorie calculator and meal plans took the guesswork out of eating well. No crash diets, just meals I actually enjoy.",
    rating: 5,
  },
  {
    name: "Tom H.",
    detail: "Elite member, style and grooming",
    quote:
      "The capsule wardrobe guide and a trip to a tailor changed how I dress for work. Colleagues noticed within a week.",
    rating: 5,
  },
  {
    name: "Aisha B.",
    detail: "Starter member, mindset focus",
    quote:
      "Daily challenges and streaks got me to bed on time. Sleeping seven to eight hours has done more for me than any supplement.",
    rating: 4,
  },
  {
    name: "Lucas M.",
    detail: "Elite member, full transformation",
    quote:
      "Battling friends in 1v1 challenges keeps me honest. The VIP community is full of people who want to improve, not show off.",
    rating: 5,
  },
];

export type FaqItem = { id: string; question: string; answer: string };

export const FAQ: readonly FaqItem[] = [
  {
    id: "what-is-glowup",
    question: "What is Glowup?",
    answer:
      "Glowup is a self-improvement app covering six areas: skincare, fitness, grooming, style, nutrition and mindset. You get practical guides, a personalised assessment, health calculators, daily challenges with XP and streaks, and a community to keep you motivated.",
  },
  {
    id: "free-trial",
    question: "How does the free trial work?",
    answer: `You can try the Pro plan free for ${POLICY.trialDays} days. Nothing is due today; your first payment is taken when the trial ends unless you cancel before then. Each person can use the trial once.`,
  },
  {
    id: "cancel",
    question: "Can I cancel at any time?",
    answer:
      "Yes. Cancel from your settings whenever you like. You keep access until the end of the billing period you have already paid for, and you will not be charged again.",
  },
  {
    id: "money-back",
    question: "Is there a money-back guarantee?",
    answer: `Yes. If you are a first-time subscriber and Glowup is not for you, ask for a refund within ${POLICY.moneyBackDays} days of your first payment and we will return it.`,
  },
  {
    id: "which-plan",
    question: "Which plan should I choose?",
    answer:
      "Starter covers all six guides and the essentials. Pro adds face scanner results, workout programmes, meal plans and analytics of your own progress. Elite adds a daily progress log with a monthly review, programmes and meal plans fitted to you, and the VIP community. Not sure? Take the free assessment and we will recommend one.",
  },
  {
    id: "change-plan",
    question: "Can I switch plans later?",
    answer:
      "Yes. Paid members can upgrade or downgrade at any time from the billing page in Settings. All plans are billed monthly.",
  },
  {
    id: "my-numbers",
    question: "Can I see my own progress over time?",
    answer:
      "Every member sees their level, streak and XP on Progress. Pro adds analytics: XP and challenges by category over eight weeks, a consistency calendar, your streak history, battle record and how each face-scan measurement moves. Elite adds a daily log of weight, waist, sleep, workouts, water and mood, with charts, weekly averages and a review of each month on the 1st.",
  },
  {
    id: "medical-advice",
    question: "Is Glowup medical advice?",
    answer:
      "No. Our guides share general, evidence-based information for healthy adults. They do not replace a doctor, dermatologist, dietitian or mental health professional. Each guide tells you when it is time to see one.",
  },
];
