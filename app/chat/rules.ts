// Chat rules with numbers in them (pure: the page and the server both use them).
import { formatNumber } from "~/calendar/numbers";

/** Longest message a member can send, in characters (after trimming). */
export const MESSAGE_MAX = 1_000;
/** Messages a channel page shows: the newest 100, oldest first. */
export const HISTORY_LIMIT = 100;
/** Per-member send limit: at most RATE_LIMIT_COUNT messages in any RATE_LIMIT_WINDOW_MS. */
export const RATE_LIMIT_COUNT = 5;
export const RATE_LIMIT_WINDOW_MS = 10_000;
/** How long a room ticket opens a socket; every (re)connection asks for a fresh one (each ticket opens one socket). */
export const TICKET_TTL_MS = 60_000;
/** Live sockets one member may hold in one room (tabs and devices); the next is refused. */
export const SOCKETS_PER_MEMBER = 4;
/**
 * Catch-up reads (/chat/missed) per member: at most MISSED_RATE_COUNT in any
 * MISSED_RATE_WINDOW_MS. A browser reads once per (re)connection, and reconnections back off.
 */
export const MISSED_RATE_COUNT = 20;
export const MISSED_RATE_WINDOW_MS = 60_000;

/** The chat page of a channel. */
export const chatUrl = (channelId: string) => `/chat?channel=${encodeURIComponent(channelId)}`;
/** Where the page's island posts a send or a delete (the same action as the page's forms, answered as JSON). */
export const LIVE_ACTION_PATH = "/chat/messages";

export const MESSAGES = {
  empty: "Type a message first",
  tooLong: `Messages can be at most ${formatNumber(MESSAGE_MAX)} characters`,
  rateLimited: "You are sending messages too fast. Wait a few seconds and try again.",
  vip: "The VIP Lounge is for Elite members only",
  notYours: "You can only delete your own messages",
  failed: "Failed to send message",
  missedRateLimited: "Too many catch-up requests. Wait a minute and try again.",
} as const;

/** The name shown beside a message: the profile username, else the e-mail's local part. */
export function displayName(username: string | null | undefined, email: string | null | undefined) {
  const name = username?.trim();
  if (name) return name;
  const local = email?.split("@")[0]?.trim();
  return local || "Anonymous";
}

/**
 * A catch-up answer applied to the screen: messages it brings are merged, and within the
 * id range it checked (`from`..`after`, as the server answered it, not as the screen is
 * now: a live message that arrived meanwhile is newer than that range) the ones that are
 * no longer present were deleted while the browser was away.
 */
export function applyCatchUp<T extends { id: number }>(
  current: readonly T[],
  missed: { messages: readonly T[]; present: readonly number[]; from: number; after: number },
): T[] {
  const kept = new Set(missed.present);
  return mergeMessages(
    current.filter((x) => x.id < missed.from || x.id > missed.after || kept.has(x.id)),
    missed.messages,
  );
}

/** Merge messages by id (a live copy and a fetched copy are one message), oldest first. */
export function mergeMessages<T extends { id: number }>(current: readonly T[], incoming: readonly T[]): T[] {
  const byId = new Map<number, T>();
  for (const m of current) byId.set(m.id, m);
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
