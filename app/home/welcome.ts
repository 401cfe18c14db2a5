// The member home's greeting: a member who joined today is welcomed, not welcomed back.
// Pure (unit-tested); the day a member joined is their own calendar day of the sign-up.

export type Welcome = "Welcome" | "Welcome back";

/** "Welcome" on the member's sign-up day (their first visit), "Welcome back" on every later day. */
export function greeting(joinedDay: string | null, today: string): Welcome {
  return joinedDay !== null && joinedDay >= today ? "Welcome" : "Welcome back";
}
