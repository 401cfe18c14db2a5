// The time zone chat times are shown in. One small function so it can later read the
// member's stored profile time zone first.
import { isTimeZone } from "./rules";

/** Cookie the chat page sets from the browser's own Intl time zone (with JavaScript). */
export const TIME_ZONE_COOKIE = "gu_tz";

/** The browser's reported zone (cookie), else Cloudflare's guess from the IP, else UTC. */
export function memberTimeZone(request: Request): string {
  const reported = readCookie(request.headers.get("Cookie"), TIME_ZONE_COOKIE);
  if (isTimeZone(reported)) return reported;
  const guessed = (request as { cf?: { timezone?: unknown } }).cf?.timezone;
  if (isTimeZone(guessed)) return guessed;
  return "UTC";
}

function readCookie(header: string | null, name: string) {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}
