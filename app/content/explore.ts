// The public pages every visitor shares, members included: the plans, the features,
// the story and the guide categories. Links that lead to them use these paths, so a
// member (whose "/" is their own day) reaches the same place as a visitor.
export const EXPLORE_PAGES = {
  pricing: {
    path: "/pricing",
    label: "Pricing",
    title: "Plans and pricing",
    description: "Starter, Pro and Elite: what each monthly plan includes, its price, and the free trial.",
  },
  features: {
    path: "/features",
    label: "Features",
    title: "Features",
    description: "Guides, calculators, the face scanner, daily challenges, battles and the community chat.",
  },
  about: {
    path: "/about",
    label: "About",
    title: "About Glowup",
    description: "Why Glowup exists and how its coaches turn the evidence into daily habits.",
  },
  categories: {
    path: "/categories",
    label: "Categories",
    title: "Guide categories",
    description: "Six areas to work on: skincare, fitness, grooming, style, nutrition and mindset.",
  },
} as const;

export type ExplorePage = keyof typeof EXPLORE_PAGES;

/** Where every "plans" link goes, for visitors and members alike. */
export const PRICING_PATH = EXPLORE_PAGES.pricing.path;
/** The questions, below the plans on the pricing page. */
export const FAQ_PATH = `${PRICING_PATH}#faq`;
