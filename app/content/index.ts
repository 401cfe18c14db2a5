// Content's public module: the guide categories and the quote card.
export { CATEGORIES, CATEGORY_TITLES } from "./categories";
export { EXPLORE_PAGES, PRICING_PATH } from "./explore";
export { QuoteOfTheDay } from "./ui/quote-of-the-day";
export { getGuidePreview } from "./categories";
// The guides' words for the personal plan's routine (app/plan): gated text, which the plan's
// loader sends only to whom the tier allows.
export { getCategoryGuide, type GuideSection } from "./categories";
export { guideChecklistItem } from "./checklists";
