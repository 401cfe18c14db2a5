// The zone hints a request carries: the browser's report (TIME_ZONE_COOKIE, written by
// TIME_ZONE_SCRIPT) and the edge's guess from the IP.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { chooseTimeZone, TIME_ZONE_COOKIE, type ZoneHints } from "./days";

/** The zone the browser reported, if it did. */
function browserTimeZone(request: Request): string | null {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== TIME_ZONE_COOKIE) continue;
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The zone hints of a request. Remix hands loaders a copy of the request without
 * Cloudflare's `cf`, so the edge's guess comes from the load context.
 */
export function zoneHints(request: Request, context: AppLoadContext): ZoneHints {
  return { browser: browserTimeZone(request), edge: context.cf?.timezone ?? null };
}

/** The zone to show times in where a page does not read the profile (chat): the same choice. */
export function requestTimeZone(request: Request, context: AppLoadContext) {
  const hints = zoneHints(request, context);
  return chooseTimeZone(hints.browser, null, hints.edge);
}

/**
 * The zone a member's dates are written in (decision 083): the browser's report, else the
 * zone stored on their profile, else the edge's guess, else UTC (the order that counts
 * their day, app/calendar/days.ts chooseTimeZone).
 */
export function memberTimeZone(request: Request, context: AppLoadContext, stored: string | null | undefined) {
  const hints = zoneHints(request, context);
  return chooseTimeZone(hints.browser, stored, hints.edge);
}
