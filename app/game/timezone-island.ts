// Tells the server the browser's own time zone (Intl) in a cookie, so the member's
// day starts at their midnight. Without JavaScript the server uses the edge's guess.
// Bundled by scripts/build-islands.mjs to /islands/timezone.js.
import { TIME_ZONE_COOKIE } from "./days";

const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const value = zone ? encodeURIComponent(zone) : "";
if (value && !document.cookie.split("; ").includes(`${TIME_ZONE_COOKIE}=${value}`)) {
  document.cookie = `${TIME_ZONE_COOKIE}=${value}; path=/; max-age=31536000; samesite=lax`;
}
