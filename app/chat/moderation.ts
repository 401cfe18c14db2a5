// Chat moderation's rules (decision 076), pure: what members may report and how often,
// the mute lengths a moderator picks from, and a member's standing from their
// restriction row. The page, the action, the room and the island all read them here.
import { REPORT_REASONS, type ReportReason } from "../../db/constants";
import { formatDateTime } from "~/calendar/format";
import type { StandingWire } from "./rooms/protocol";

export { REPORT_REASONS, type ReportReason };

export const REASON_NAMES: Record<ReportReason, string> = {
  spam: "Spam or advertising",
  harassment: "Harassment or bullying",
  hate: "Hate speech",
  sexual: "Sexual content",
  other: "Something else",
};

/** Reports a member may make: at most REPORT_RATE_COUNT in any REPORT_RATE_WINDOW_MS. */
export const REPORT_RATE_COUNT = 10;
export const REPORT_RATE_WINDOW_MS = 60 * 60 * 1000;

const HOUR_MS = 60 * 60 * 1000;

/** How long a moderator may mute a member for. */
export const MUTE_CHOICES = [
  { value: "1h", label: "1 hour", ms: HOUR_MS },
  { value: "24h", label: "24 hours", ms: 24 * HOUR_MS },
  { value: "7d", label: "7 days", ms: 7 * 24 * HOUR_MS },
] as const;
export type MuteChoice = (typeof MUTE_CHOICES)[number]["value"];
export const MUTE_VALUES = MUTE_CHOICES.map((c) => c.value) as [MuteChoice, ...MuteChoice[]];

export const muteLength = (choice: MuteChoice) => MUTE_CHOICES.find((c) => c.value === choice)!.ms;

export type Standing = StandingWire;

/** A member's standing now, from their restriction row (none: in good standing). A mute that ended is no mute. */
export function standingOf(
  row: { mutedUntil: Date | number | null; bannedAt: Date | number | null } | undefined,
  now: number,
): Standing {
  if (!row) return { kind: "ok" };
  if (row.bannedAt !== null) return { kind: "banned" };
  const until = row.mutedUntil === null ? null : new Date(row.mutedUntil).getTime();
  return until !== null && until > now ? { kind: "muted", until } : { kind: "ok" };
}

export const MODERATION_MESSAGES = {
  banned: "A moderator has removed you from the chat. Ask the support desk if you think this is a mistake.",
  reported: "Thanks: a moderator will look at the message.",
  alreadyReported: "You already reported this message.",
  reportLimited: "You have sent many reports in the last hour. Try again later.",
  blocked: "You will no longer see their messages.",
  unblocked: "You see their messages again.",
  cannotBlockSelf: "You cannot block yourself.",
  gone: "That message is no longer there.",
} as const;

/** What a muted member is told, beside the composer and on a refused send: until when, in their zone. */
export const mutedText = (until: number, zone: string) =>
  `A moderator has muted you until ${formatDateTime(until, zone)}. You can read the chat until then.`;
