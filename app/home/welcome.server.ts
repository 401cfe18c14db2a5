// When the member joined, read in the home's one D1 batch, for its greeting (welcome.ts).
import { eq } from "drizzle-orm";
import { calendarDay } from "~/calendar/days";
import { schema, type Database, type MemberId } from "~/db.server";
import { greeting } from "./welcome";

export const memberSinceQuery = (db: Database, member: MemberId) =>
  db.select({ createdAt: schema.user.createdAt }).from(schema.user).where(eq(schema.user.id, member));

/** The greeting for the member whose account row is `row`, on `today` in `zone`. */
export function welcomeOf(row: { createdAt: Date } | undefined, today: string, zone: string) {
  return greeting(row ? calendarDay(row.createdAt, zone) : null, today);
}
