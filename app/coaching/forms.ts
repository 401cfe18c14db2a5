// The coaching forms (decision 070): a request names a topic and three distinct preferred
// times, entered on the member's clock (datetime-local) and read in the zone the page
// showed; each must be in the future and within BOOKING_HORIZON_DAYS.
import { z } from "zod";
import { COACHING_SESSIONS_PER_PERIOD } from "~/billing";
import { isTimeZone, zonedInstant } from "~/calendar/days";

/** Sessions an Elite plan includes each billing period (the plan's fact). */
export const SESSIONS_PER_PERIOD = COACHING_SESSIONS_PER_PERIOD;
/** How far ahead a preferred time may be. */
export const BOOKING_HORIZON_DAYS = 60;
/** How long a session lasts (the invitation's end). */
export const SESSION_MINUTES = 45;
export const TOPIC_MAX = 500;

const LOCAL = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;

/** A datetime-local value ('2026-12-01T18:30') on `zone`'s clock as an instant; null when malformed. */
export function localInstant(value: string, zone: string): number | null {
  const m = LOCAL.exec(value.trim().slice(0, 16));
  if (!m || Number(m[2]) > 23 || Number(m[3]) > 59 || Number.isNaN(Date.parse(`${m[1]}T00:00:00Z`))) return null;
  return zonedInstant(m[1], Number(m[2]) * 60 + Number(m[3]), zone);
}

/** The form's field for the instant in `zone` ('2026-12-01T18:30'). */
export function localValue(at: Date | number, zone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(at));
  const p = (t: string) => parts.find((x) => x.type === t)?.value ?? "00";
  return `${p("year")}-${p("month")}-${p("day")}T${p("hour")}:${p("minute")}`;
}

export const TIME_FIELDS = ["time1", "time2", "time3"] as const;

/** The request form, checked against `now`. */
export const sessionRequest = (now: Date) =>
  z
    .object({
      topic: z
        .string()
        .trim()
        .min(3, "Tell the coach what you would like to work on.")
        .max(TOPIC_MAX, `Keep the topic under ${TOPIC_MAX} characters.`),
      zone: z.string().refine(isTimeZone, "Your time zone was not recognised: reload the page."),
      time1: z.string().min(1, "Choose a date and time."),
      time2: z.string().min(1, "Choose a date and time."),
      time3: z.string().min(1, "Choose a date and time."),
    })
    .transform((form, ctx) => {
      const horizon = now.getTime() + BOOKING_HORIZON_DAYS * 86_400_000;
      const instants: number[] = [];
      for (const field of TIME_FIELDS) {
        const at = isTimeZone(form.zone) ? localInstant(form[field], form.zone) : null;
        if (at === null) ctx.addIssue({ code: "custom", path: [field], message: "Choose a date and time." });
        else if (at <= now.getTime())
          ctx.addIssue({ code: "custom", path: [field], message: "Choose a time in the future." });
        else if (at > horizon)
          ctx.addIssue({
            code: "custom",
            path: [field],
            message: `Choose a time within the next ${BOOKING_HORIZON_DAYS} days.`,
          });
        else if (instants.includes(at))
          ctx.addIssue({ code: "custom", path: [field], message: "Choose three different times." });
        else instants.push(at);
      }
      if (instants.length < 3) return z.NEVER;
      return { topic: form.topic, zone: form.zone, times: instants.map((t) => new Date(t)) };
    });

export const SessionIntent = z.enum(["request", "cancel"]);

/** The coach's confirmation: which of the three times, and an https meeting link. */
export const Confirm = z.object({
  choice: z.enum(["1", "2", "3"], { error: "Choose one of the member's times." }),
  link: z
    .string()
    .trim()
    .url("Enter the meeting link (https://...).")
    .refine((v) => v.startsWith("https://"), "The meeting link must start with https://.")
    .refine((v) => v.length <= 500, "Keep the link under 500 characters."),
});
