// The tier content pages (/starter-content, /pro-content, /elite-content).
// Tab labels are public; tab bodies are gated: read them in the loader only.
import { SUPPORT_RESPONSE } from "~/billing";
import { FAQ_PATH } from "./explore";
import { POLICY, SUPPORT_EMAIL } from "./site";
import type { Tier } from "~/billing";
import type { Section } from "./types";

export type TierTab = {
  slug: string;
  label: string;
  title: string;
  intro: string;
  sections: Section[];
};

/** A tier's members-only page; its address is tierContentPath(tier) (app/billing/plans.ts). */
export type TierPage = {
  tier: Tier;
  title: string;
  description: string;
  tabs: TierTab[];
};

const STARTER: TierPage = {
  tier: "starter",
  title: "Starter Content",
  description: "Basic skincare routines, weekly workout plans, a style consultation guide and email support.",
  tabs: [
    {
      slug: "skincare",
      label: "Skincare",
      title: "Basic skincare routines",
      intro:
        "Three products, two short routines, one rule: sunscreen every morning. Pick the version for your skin type and follow it for four weeks before changing anything.",
      sections: [
        {
          id: "by-skin-type",
          heading: "Find your skin type",
          blocks: [
            {
              type: "table",
              caption: "Routine by skin type",
              columns: ["Skin type", "How it feels by midday", "Cleanser", "Moisturiser"],
              rows: [
                ["Oily", "Shiny all over", "Gel or foaming, gentle", "Light gel, oil-free"],
                ["Dry", "Tight or flaky", "Cream or milky", "Richer cream"],
                ["Combination", "Shiny forehead and nose, normal or dry cheeks", "Gentle gel", "Light lotion"],
                [
                  "Sensitive",
                  "Stings or reddens easily",
                  "Fragrance-free, soap-free",
                  "Fragrance-free, short ingredient list",
                ],
              ],
            },
            {
              type: "p",
              text: "Whatever your type, finish every morning with a broad-spectrum sunscreen of SPF 30 or higher, and reapply every 2 hours when you are outdoors.",
            },
          ],
        },
        {
          id: "week-plan",
          heading: "Your first four weeks",
          blocks: [
            {
              type: "list",
              style: "check",
              items: [
                "Week 1: morning sunscreen every single day. Set a reminder next to your toothbrush.",
                "Week 2: add the evening cleanse and moisturiser.",
                "Week 3: add the morning moisturiser under sunscreen.",
                "Week 4: take a photo in daylight and compare it with week 1. Then read the full Skincare guide to pick your first active ingredient.",
              ],
            },
            { type: "links", links: [{ href: "/skincare", label: "Read the full Skincare guide" }] },
          ],
        },
      ],
    },
    {
      slug: "workout",
      label: "Workout",
      title: "Weekly workout plans",
      intro:
        "Three strength sessions and daily walking. Alternate workouts A and B, and add weight or reps when you hit the top of the range on every set.",
      sections: [
        {
          id: "week",
          heading: "Your week",
          blocks: [
            {
              type: "table",
              caption: "Weekly plan",
              columns: ["Day", "Session"],
              rows: [
                ["Monday", "Workout A"],
                ["Tuesday", "30-minute brisk walk"],
                ["Wednesday", "Workout B"],
                ["Thursday", "Rest or 15 minutes of gentle mobility"],
                ["Friday", "Workout A (then B on Monday, and so on)"],
                ["Saturday", "Longer walk, hike, bike ride or sport"],
                ["Sunday", "Rest"],
              ],
            },
          ],
        },
        {
          id: "workouts",
          heading: "Workouts A and B",
          blocks: [
            {
              type: "list",
              style: "number",
              title: "Workout A",
              items: [
                "Goblet squat: 3 sets of 8-12",
                "Push-up (hands raised if needed): 3 sets of 8-12",
                "One-arm dumbbell row: 3 sets of 8-12 each side",
                "Plank: 3 holds of 20-40 seconds",
              ],
            },
            {
              type: "list",
              style: "number",
              title: "Workout B",
              items: [
                "Dumbbell Romanian deadlift: 3 sets of 8-12",
                "Dumbbell overhead press: 3 sets of 8-12",
                "Reverse lunge: 2 sets of 8-10 each leg",
                "Dead bug: 3 sets of 8 each side",
              ],
            },
            {
              type: "p",
              text: "Warm up for 5 to 10 minutes first, rest 60 to 120 seconds between sets, and log every set so you know what to beat next time.",
            },
            { type: "links", links: [{ href: "/fitness", label: "Read the full Fitness guide" }] },
          ],
        },
      ],
    },
    {
      slug: "style",
      label: "Style",
      title: "Style consultation guide",
      intro:
        "A stylist's first session is mostly questions. Answer them yourself and you will know exactly what to keep, tailor and buy.",
      sections: [
        {
          id: "questions",
          heading: "Your self-consultation",
          blocks: [
            {
              type: "list",
              style: "number",
              items: [
                "How does a typical week split between work, exercise, going out and staying in? Your wardrobe should roughly match.",
                "Which three words do you want people to think when they see you (for example: relaxed, sharp, creative)?",
                "Which three items do you wear most, and why? Those tell you your real style.",
                "What never gets worn, and why: fit, fabric, colour or occasion?",
                "What is your monthly clothing budget? Spend it on the most-worn items first.",
              ],
            },
          ],
        },
        {
          id: "formulas",
          heading: "Outfit formulas that always work",
          blocks: [
            {
              type: "list",
              style: "bullet",
              items: [
                "Everyday: plain tee, dark jeans, clean white trainers, overshirt or denim jacket.",
                "Smart casual: knit jumper over a collared shirt, chinos, leather shoes or minimal trainers.",
                "Evening: dark shirt or top, tailored trousers, one statement piece such as a jacket or watch.",
                "Active: fitted technical tee, tapered joggers, clean running shoes.",
              ],
            },
            { type: "links", links: [{ href: "/style", label: "Read the full Style guide" }] },
          ],
        },
      ],
    },
    {
      slug: "support",
      label: "Support",
      title: "Email support",
      intro: `Starter members get email support. We reply ${SUPPORT_RESPONSE.starter}.`,
      sections: [
        {
          id: "contact",
          heading: "How to reach us",
          blocks: [
            {
              type: "p",
              text: `Write to ${SUPPORT_EMAIL} from the email address on your account. We reply ${SUPPORT_RESPONSE.starter}.`,
            },
            {
              type: "list",
              style: "bullet",
              title: "Help us answer in one reply",
              items: [
                "What you were trying to do, and which page you were on.",
                "What happened instead, with a screenshot if you can.",
                "For billing questions, the date and amount of the charge.",
              ],
            },
            {
              type: "links",
              links: [
                { href: FAQ_PATH, label: "Read the FAQ" },
                { href: "/settings", label: "Manage your subscription" },
              ],
            },
          ],
        },
      ],
    },
  ],
};

const PRO: TierPage = {
  tier: "pro",
  title: "Pro Content",
  description: "Face scanner tips, progress analytics, detailed meal plans and priority support.",
  tabs: [
    {
      slug: "face-scanner",
      label: "Face Scanner",
      title: "Get the most from the face scanner",
      intro:
        "The scanner works best when every photo is taken the same way, so changes in the result reflect changes in you rather than in the light.",
      sections: [
        {
          id: "photo",
          heading: "Taking a consistent photo",
          blocks: [
            {
              type: "list",
              style: "check",
              items: [
                "Face a window in daylight; avoid overhead lights and strong shadows.",
                "Hold the camera at eye level, about an arm's length away, with your whole face in the frame.",
                "Keep a neutral expression, hair off your face, glasses off.",
                "No filters, beauty modes or edits.",
                "Use the same place and time of day for every scan.",
              ],
            },
          ],
        },
        {
          id: "results",
          heading: "Reading your results",
          blocks: [
            {
              type: "p",
              text: "You get a rating out of 10, a short analysis and a list of recommendations. Treat the rating as a way to track your routine over time, not as a verdict on your worth. Scan every two to four weeks; daily scans mostly measure lighting.",
            },
            {
              type: "links",
              links: [
                { href: "/face-scanner", label: "Open the face scanner" },
                { href: "/privacy", label: "How we handle your photos" },
              ],
            },
          ],
        },
      ],
    },
    {
      slug: "analytics",
      label: "Analytics",
      title: "Track what matters",
      intro:
        "A handful of numbers, measured the same way each time, tell you whether your plan is working long before the mirror does.",
      sections: [
        {
          id: "metrics",
          heading: "What to track and how often",
          blocks: [
            {
              type: "table",
              caption: "Your tracking plan",
              columns: ["Measure", "How", "How often"],
              rows: [
                ["Body weight", "Morning, after the toilet, before eating", "3-7 times a week; use the weekly average"],
                ["Waist", "Tape level with your belly button, relaxed", "Every 2 weeks"],
                ["Strength", "Weight and reps of every working set", "Every session"],
                ["Sleep", "Hours in bed asleep", "Daily"],
                ["Photos", "Same light, pose and distance", "Every 4 weeks"],
                ["Habits", "Daily challenges completed", "Daily, in the app"],
              ],
            },
          ],
        },
        {
          id: "reading",
          heading: "Reading the trend",
          blocks: [
            {
              type: "list",
              style: "bullet",
              items: [
                "Compare weekly averages, never single days. Water, salt and carbohydrate can move the scale by 1 to 2 kg overnight.",
                "If your weekly average has not moved for three weeks and you are tracking honestly, adjust calories by about 150 to 250 a day.",
                "Waist down and strength up means you are losing fat and keeping muscle, even if weight is steady.",
                "If lifts stall for two weeks, check sleep and food before changing the programme.",
              ],
            },
            {
              type: "links",
              links: [
                { href: "/progress", label: "Open your progress tracker" },
                { href: "/calculator", label: "Recalculate your calories" },
              ],
            },
          ],
        },
      ],
    },
    {
      slug: "programmes",
      label: "Programmes",
      title: "Workout programmes you follow and log",
      intro:
        "Nine programmes of six to eight weeks: beginner, intermediate and advanced, with no equipment, dumbbells or a gym. Log every set and each lift moves up by its rule.",
      sections: [
        {
          id: "how-it-works",
          heading: "How a programme works",
          blocks: [
            {
              type: "list",
              style: "number",
              items: [
                "Pick the programme for your level and the equipment you have, and start it.",
                "Each training day, open today's session: every exercise with its sets, reps, rest and target.",
                "Log the reps (and weight) of each set. When every set of an exercise hits its target, it gets harder next time: more reps, or more weight.",
                "Watch each main lift climb on its chart. Every logged session also counts as a fitness challenge for your XP, streak and achievements.",
              ],
            },
            { type: "links", links: [{ href: "/programmes", label: "Open your programme" }] },
          ],
        },
      ],
    },
    {
      slug: "meal-plans",
      label: "Meal Plans",
      title: "A week of meals sized to you",
      intro:
        "Save your calories from the calculator and get seven days of breakfasts, lunches, dinners and snacks from more than 50 recipes, each day within 5% of your target.",
      sections: [
        {
          id: "your-week",
          heading: "Your week",
          blocks: [
            {
              type: "list",
              style: "check",
              items: [
                "Portions sized to the calories you saved, with at least 1.6 g of protein per kg a day when your goal is to build muscle.",
                "Every recipe with its ingredients, steps and macros per serving, worked out from its ingredients.",
                "Swap any meal for another that keeps the day on target.",
                "One shopping list for the week, with the quantities added up.",
              ],
            },
            {
              type: "links",
              links: [
                { href: "/meal-plan", label: "Open your meal plan" },
                { href: "/calculator?tab=calories", label: "Save your calories" },
              ],
            },
          ],
        },
        {
          id: "prep",
          heading: "Prep in one hour a week",
          blocks: [
            {
              type: "list",
              style: "check",
              items: [
                "Cook a big tray of a protein (chicken thighs, tofu or lentils) and a pot of grains.",
                "Roast two trays of mixed vegetables.",
                "Portion lunches into containers for three or four days; keep cooked food in the fridge and eat it within that time.",
                "Keep quick proteins in stock: eggs, yoghurt, tinned fish, tinned beans.",
              ],
            },
          ],
        },
      ],
    },
    {
      slug: "priority",
      label: "Priority",
      title: "Priority support",
      intro: `Pro members go to the front of the queue. We reply ${SUPPORT_RESPONSE.pro}.`,
      sections: [
        {
          id: "contact",
          heading: "How to reach us",
          blocks: [
            {
              type: "p",
              text: `Write to ${SUPPORT_EMAIL} from the email address on your account and start the subject with "Pro". We reply ${SUPPORT_RESPONSE.pro}, and coaches can answer questions about your training, nutrition and scanner results as well as your account.`,
            },
            {
              type: "list",
              style: "bullet",
              title: "For the most useful coaching answer, include",
              items: [
                "Your goal and how long you have been working on it.",
                "Your last two weeks of numbers: weekly average weight, main lifts, sleep.",
                "The one thing you most want help with.",
              ],
            },
            { type: "links", links: [{ href: FAQ_PATH, label: "Read the FAQ" }] },
          ],
        },
      ],
    },
  ],
};

const ELITE: TierPage = {
  tier: "elite",
  title: "Elite Content",
  description: "An evidence-based supplement guide, progress reviews, the VIP community, Elite perks and 24/7 support.",
  tabs: [
    {
      slug: "supplements",
      label: "Supplements",
      title: "Supplements: what is worth it",
      intro:
        "Food, training and sleep do the heavy lifting. A few supplements have good evidence as small extras; most of the shelf does not.",
      sections: [
        {
          id: "evidence",
          heading: "The short list",
          blocks: [
            {
              type: "table",
              caption: "Supplements with reasonable evidence for healthy adults",
              columns: ["Supplement", "Why", "Typical amount"],
              rows: [
                [
                  "Creatine monohydrate",
                  "Among the most studied supplements; supports strength and power gains with training",
                  "3-5 g a day, any time, every day",
                ],
                [
                  "Vitamin D",
                  "Hard to get from sunlight in autumn and winter far from the equator",
                  "10 micrograms (400 IU) a day in autumn and winter, or as your doctor advises",
                ],
                [
                  "Protein powder",
                  "A convenient way to reach your daily protein; no better than food",
                  "As needed to reach your target",
                ],
                [
                  "Caffeine",
                  "Can improve training performance and alertness",
                  "Up to 400 mg a day in total for most healthy adults; stop 8 hours before bed",
                ],
                [
                  "Omega-3 (fish oil or algae oil)",
                  "An option if you rarely eat oily fish; evidence in healthy people is mixed",
                  "Follow the label",
                ],
              ],
            },
          ],
        },
        {
          id: "safety",
          heading: "Stay safe",
          blocks: [
            {
              type: "list",
              style: "bullet",
              items: [
                "Choose products tested by an independent third party; supplements are not checked like medicines before sale.",
                "Avoid anything sold as a 'fat burner', 'testosterone booster' or promising fast results. These are the products most often found to contain undeclared drugs.",
                "Pregnant or breastfeeding: limit caffeine to 200 mg a day and ask your midwife or doctor before taking any supplement.",
                "Talk to a doctor or pharmacist first if you take medication or have a kidney, liver or heart condition.",
                "More is not better. High doses of some vitamins, such as vitamin D and vitamin A, can be harmful.",
              ],
            },
            {
              type: "note",
              tone: "warning",
              text: "This guide is general information, not medical advice. Supplements are not a substitute for a varied diet or for treatment from a health professional.",
            },
          ],
        },
      ],
    },
    {
      slug: "custom-plans",
      label: "Your Plans",
      title: "Training and meals made for you",
      intro:
        "Everything in Pro's programmes and meal plans, shaped around your week: the days you train, the equipment you have, what you eat and what you must avoid.",
      sections: [
        {
          id: "custom-training",
          heading: "Custom workout routines",
          blocks: [
            {
              type: "list",
              style: "bullet",
              items: [
                "Choose the days you train and the programme is laid out on them.",
                "Switch between no equipment, dumbbells and a gym without losing your place, say for a week of travel.",
              ],
            },
            { type: "links", links: [{ href: "/programmes?tab=plan", label: "Adapt your programme" }] },
          ],
        },
        {
          id: "personal-meals",
          heading: "Personalised meal plans",
          blocks: [
            {
              type: "list",
              style: "bullet",
              items: [
                "Everything, vegetarian or vegan.",
                "Leave out any of the major allergens: gluten, milk, eggs, peanuts, tree nuts, soy, fish, shellfish, sesame.",
                "Three, four or five meals a day, still within 5% of your calories.",
              ],
            },
            { type: "links", links: [{ href: "/meal-plan", label: "Set up your meal plan" }] },
          ],
        },
      ],
    },
    {
      slug: "reviews",
      label: "Reviews",
      title: "Monthly progress reviews",
      intro:
        "Once a month your coach reviews your numbers with you, picks out what is working and sets the focus for the next four weeks.",
      sections: [
        {
          id: "sample",
          heading: "What a review looks like",
          blocks: [
            {
              type: "note",
              tone: "info",
              title: "Sample figures",
              text: "The review below is a sample with made-up figures to show the format. It is not real member data.",
            },
            {
              type: "table",
              caption: "Sample review: month 3 (illustrative figures only)",
              columns: ["Measure", "Start", "Month 3", "Change"],
              rows: [
                ["Weekly average weight", "82.0 kg", "78.5 kg", "-3.5 kg"],
                ["Waist", "92 cm", "88 cm", "-4 cm"],
                ["Goblet squat (8 reps)", "16 kg", "26 kg", "+10 kg"],
                ["Average sleep", "6 h 20 min", "7 h 25 min", "+65 min"],
                ["Workouts completed", "-", "34 of 36", "94%"],
                ["Skincare routine days", "-", "81 of 90", "90%"],
              ],
            },
            {
              type: "list",
              style: "bullet",
              title: "Sample coach notes",
              items: [
                "Fat loss is on track at about 0.3 kg a week; keep calories where they are.",
                "Squat strength is climbing steadily; add a second lower-body day next month.",
                "Sleep has improved the most. Protect the 10:30 pm wind-down.",
              ],
            },
          ],
        },
        {
          id: "prepare",
          heading: "Prepare for your review",
          blocks: [
            {
              type: "list",
              style: "check",
              items: [
                "Keep logging in the app: weight, workouts, sleep and daily challenges.",
                "Take your four-weekly photos and measurements the day before.",
                "Write down your biggest win and your biggest obstacle of the month.",
              ],
            },
          ],
        },
      ],
    },
    {
      slug: "vip-community",
      label: "VIP Community",
      title: "The VIP Lounge",
      intro:
        "An Elite-only chat room where members share progress, ask questions and keep each other accountable. Your username shows a crown there.",
      sections: [
        {
          id: "guidelines",
          heading: "Lounge guidelines",
          blocks: [
            {
              type: "list",
              style: "bullet",
              items: [
                "Be kind. Everyone here is working on something.",
                "Share what worked for you, not medical advice for others.",
                "No selling, promotion or spam.",
                "Keep personal details, yours and others', private.",
                "Report anything that breaks these rules to support.",
              ],
            },
            { type: "links", links: [{ href: "/chat", label: "Open the VIP Lounge" }] },
          ],
        },
      ],
    },
    {
      slug: "perks",
      label: "Perks",
      title: "Your Elite perks",
      intro: "Everything in Pro, plus the personal touch.",
      sections: [
        {
          id: "perks",
          heading: "What Elite includes",
          blocks: [
            {
              type: "list",
              style: "bullet",
              items: [
                "1-on-1 coaching sessions: ask VIP support to book one with a coach.",
                "Personalised meal plans built around your calorie target, tastes and schedule.",
                "Custom workout routines that fit your equipment and the days you can train.",
                "Monthly progress reviews (see the Reviews tab).",
                "The VIP Lounge and a crown next to your name in it.",
                `VIP support, replies ${SUPPORT_RESPONSE.elite}.`,
              ],
            },
            {
              type: "p",
              text: `Cancel whenever you like and keep Elite until the end of the period you have paid for. First-time subscribers are covered by our ${POLICY.moneyBackDays}-day money-back guarantee.`,
            },
          ],
        },
      ],
    },
    {
      slug: "support",
      label: "24/7 Support",
      title: "24/7 VIP support",
      intro: `Day or night, we reply ${SUPPORT_RESPONSE.elite}.`,
      sections: [
        {
          id: "contact",
          heading: "How to reach us",
          blocks: [
            {
              type: "p",
              text: `Write to ${SUPPORT_EMAIL} from the email address on your account and start the subject with "Elite". A coach or support specialist replies ${SUPPORT_RESPONSE.elite}, any day of the year.`,
            },
            {
              type: "note",
              tone: "warning",
              text: "Support is not an emergency service. For a medical emergency, call your local emergency number.",
            },
            { type: "links", links: [{ href: "/settings", label: "Manage your subscription" }] },
          ],
        },
      ],
    },
  ],
};

export const TIER_PAGES: Record<Tier, TierPage> = {
  starter: STARTER,
  pro: PRO,
  elite: ELITE,
};

export type TabLink = { slug: string; label: string };

/** The tab bar: public, safe to render for anyone. */
export function tierTabLinks(tier: Tier): TabLink[] {
  return TIER_PAGES[tier].tabs.map(({ slug, label }) => ({ slug, label }));
}

/** The tab named by `?tab=`, or the first tab when missing or unknown. */
export function resolveTierTab(tier: Tier, requested: string | null | undefined): TierTab {
  const { tabs } = TIER_PAGES[tier];
  return tabs.find((t) => t.slug === requested) ?? tabs[0];
}
