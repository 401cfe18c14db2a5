// Content's public module: the guide categories and the quote card.
export { CATEGORIES, CATEGORY_TITLES } from "./categories";
export { EXPLORE_PAGES, PRICING_PATH } from "./explore";
export { QuoteOfTheDay } from "./ui/quote-of-the-day";
export { getGuidePreview } from "./categories";
