// Weeks and months of calendar days ('YYYY-MM-DD'), for charts and reviews that group a
// member's days: weeks start on Monday (ISO 8601), months are 'YYYY-MM'. Pure.
import { addDays, daysBetween } from "./days";

/** The Monday of the week `day` falls in. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** The Mondays of the `count` weeks ending with the week of `today`, oldest first. */
export function lastWeeks(today: string, count: number): string[] {
  const current = weekStart(today);
  return Array.from({ length: count }, (_, i) => addDays(current, 7 * (i - (count - 1))));
}

/** The month ('YYYY-MM') a day falls in. */
export const monthOf = (day: string) => day.slice(0, 7);

/** The first day of a month. */
export const monthStart = (month: string) => `${month}-01`;

/** The month `n` months after `month` (negative: before). */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split("-").map(Number);
  const index = y * 12 + (m - 1) + n;
  return `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** Every day of a month, in order. */
export function monthDays(month: string): string[] {
  const first = monthStart(month);
  const length = daysBetween(first, monthStart(addMonths(month, 1)));
  return Array.from({ length }, (_, i) => addDays(first, i));
}

/** Whether `value` is a real month ('YYYY-MM', month 01 to 12). */
export function isMonth(value: unknown): value is string {
  return typeof value === "string" && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

/** Whether `value` is a real calendar day ('YYYY-MM-DD' that exists). */
export function isDay(value: unknown): value is string {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}
