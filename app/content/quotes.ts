// The 20 fixed quotes and the rule that picks one per calendar day (UTC).
// Written for Glowup; no attributions because none are borrowed.

export const QUOTES = [
  "Small steps taken every day outrun big plans that keep waiting.",
  "You don't need a perfect day, only the next step.",
  "Consistency is what turns effort into results.",
  "Look after your body today; it is the one that carries you tomorrow.",
  "Progress is quieter than motivation, and it lasts longer.",
  "Show up on the hard days. That is where habits are built.",
  "A missed day is a pause, not a verdict. Begin again.",
  "Confidence grows from the promises you keep to yourself.",
  "Rest is part of the plan, not a break from it.",
  "Measure yourself against last month's you, not against anyone else.",
  "The best routine is the one you will actually follow.",
  "Every glass of water, every early night and every set counts.",
  "Your future self is built from today's ordinary choices.",
  "Glow comes from the inside: sleep, food, movement and kindness.",
  "Begin with the time, kit and energy you have today.",
  "Patience is a skill. Practise it like any other.",
  "Strength is built one repetition at a time.",
  "Looking after yourself is not vanity; it is maintenance.",
  "Celebrate the small win. It is proof the plan is working.",
  "Breathe, reset, and take the next right step.",
] as const;

const MS_PER_DAY = 86_400_000;
// Coprime with 20, so consecutive days always differ and every quote appears
// once in any run of 20 consecutive days (a full cycle, not list order).
const DAY_STRIDE = 7;

/** Days since 1970-01-01 in UTC: the calendar day everyone shares. */
export function utcDayNumber(date: Date): number {
  return Math.floor(date.getTime() / MS_PER_DAY);
}

/** Index into QUOTES for the UTC calendar day that contains `date`. */
export function quoteIndexForDay(date: Date): number {
  const n = QUOTES.length;
  return (((utcDayNumber(date) * DAY_STRIDE) % n) + n) % n;
}

/** The quote of the day: the same for everyone all UTC day, different the next day. */
export function quoteOfTheDay(date: Date): string {
  return QUOTES[quoteIndexForDay(date)];
}
