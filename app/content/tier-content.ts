// The tier content pages (/starter-content, /pro-content, /elite-content).
// Tab labels are public; tab bodies are gated: read them in the loader only. A tab may
// be a page of its own (a member's analytics, progress log, reviews): the tab bar links
// to it, and that page shows the same header and tabs.
import { COACHING_PATH, getPlan, SUPPORT_PATH, SUPPORT_PROMISE, tierContentPath } from "~/billing";
import { POLICY } from "./site";
import type { Tier } from "~/billing";
import type { Section } from "./types";

/** A tab whose body is written content. */
export type ContentTab = {
  slug: string;
  label: string;
  title: string;
  intro: string;
  sections: Section[];
};

/** A tab that is a page of its own, at `href`. */
export type RouteTab = { slug: string; label: string; href: string };

export type TierTab = ContentTab | RouteTab;

export const isRouteTab = (tab: TierTab): tab is RouteTab => "href" in tab;

/** A tier's members-only page; its address is tierContentPath(tier) (app/billing/plans.ts). */
export type TierPage = {
  tier: Tier;
  title: string;
  description: string;
  tabs: TierTab[];
};

/**
 * A tier's support tab: its plan's promise (app/billing/plans.ts) and the way to the desk,
 * with any further ways to a person the plan includes (`more`).
 */
function supportTab(
  tier: Tier,
  slug: string,
  label: string,
  how: string,
  more: { href: string; label: string }[] = [],
): ContentTab {
  const { label: promise, hours } = SUPPORT_PROMISE[tier];
  return {
    slug,
    label,
    title: promise,
    intro: `Ask the Glowup team anything about your account, your plan, the guides or your progress. A person answers within ${hours === 1 ? "one hour" : `${hours} hours`} of your request, and we mail you when they do.`,
    sections: [
      {
        id: "ask",
        heading: "How to ask",
        blocks: [
          {
            type: "list",
            style: "check",
            items: [
              "Open a request with a topic and a few lines about what happened.",
              "Add a screenshot if it helps: only you and the support team can see it.",
              how,
              "Close the request when it is sorted, or reply on its page to keep talking.",
            ],
          },
          {
            type: "links",
            links: [
              { href: `${SUPPORT_PATH}/new`, label: "Ask for help" },
              { href: SUPPORT_PATH, label: "Your support requests" },
              ...more,
            ],
          },
        ],
      },
    ],
  };
}

const STARTER: TierPage = {
  tier: "starter",
  title: "Starter Content",
  description: "Basic skincare routines, weekly workout plans and a style consultation guide.",
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
    supportTab(
      "starter",
      "support",
      "Support",
      "Your request is due within 48 hours, counted from the moment you send it, weekends included.",
    ),
  ],
};

const PRO: TierPage = {
  tier: "pro",
  title: "Pro Content",
  description: "Face scanner tips, analytics of your own progress and detailed meal plans.",
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
    { slug: "analytics", label: "Analytics", href: "/analytics" },
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
    supportTab(
      "pro",
      "priority",
      "Priority",
      "Pro requests are due within 24 hours and come before Starter requests in the team's queue.",
    ),
  ],
};

const ELITE: TierPage = {
  tier: "elite",
  title: "Elite Content",
  description:
    "An evidence-based supplement guide, your daily progress log with a monthly review, the VIP community and Elite perks.",
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
    { slug: "progress-log", label: "Progress Log", href: "/progress-log" },
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
    { slug: "reviews", label: "Reviews", href: "/reviews" },
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
      intro: "Everything in Pro, fitted to you: your training days, your diet and your own numbers, month by month.",
      sections: [
        {
          id: "perks",
          heading: "What Elite includes",
          blocks: [
            // The plan card's own list, each benefit linked to the page that delivers it.
            { type: "links", links: getPlan("elite").features.map(({ label, href }) => ({ label, href })) },
            {
              type: "p",
              text: `Cancel whenever you like and keep Elite until the end of the period you have paid for. First-time subscribers are covered by our ${POLICY.moneyBackDays}-day money-back guarantee.`,
            },
          ],
        },
      ],
    },
    supportTab(
      "elite",
      "support",
      "24/7 Support",
      "Elite requests are due within one hour, day and night, and go to the top of the team's queue.",
      [{ href: COACHING_PATH, label: "Book a coaching session" }],
    ),
  ],
};

export const TIER_PAGES: Record<Tier, TierPage> = {
  starter: STARTER,
  pro: PRO,
  elite: ELITE,
};

export type TabLink = { slug: string; label: string; href: string };

/** The tab bar: public, safe to render for anyone. */
export function tierTabLinks(tier: Tier): TabLink[] {
  return TIER_PAGES[tier].tabs.map((tab) => ({
    slug: tab.slug,
    label: tab.label,
    href: isRouteTab(tab) ? tab.href : `${tierContentPath(tier)}?tab=${tab.slug}`,
  }));
}

/** The tab named by `?tab=`, or the first tab when missing or unknown. */
export function resolveTierTab(tier: Tier, requested: string | null | undefined): TierTab {
  const { tabs } = TIER_PAGES[tier];
  return tabs.find((t) => t.slug === requested) ?? tabs[0];
}
