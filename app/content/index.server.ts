// Content's public server module: facts the Worker's scheduled jobs read (no views, so the
// Worker entry may import it), such as each category's title for the monthly review mail.
export { CATEGORY_TITLES } from "./categories";
