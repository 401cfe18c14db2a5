// The face scanner's numbers and messages, in one place (spec sections 5, 8 and 9).
import type { Tier } from "~/billing";
import { formatNumber } from "~/calendar/numbers";

/** Largest photo accepted, checked before the body is read whole. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** Room for the multipart boundaries and the other fields around the photo. */
export const MULTIPART_SLACK_BYTES = 64 * 1024;
/** Most pixels a photo may declare, and most on either side: every decoder allocates what
 * the header declares, so larger ones are refused before anything decodes them (decision
 * 024). 50 MP covers phones' full-resolution modes (8,160 x 6,120). */
export const MAX_PHOTO_PIXELS = 50_000_000;
export const MAX_PHOTO_SIDE = 12_000;
/** Shorter side below which a photo has too little to measure. */
export const MIN_PHOTO_SHORT_SIDE = 240;
/** Long side of the stored (and analysed) photo, in pixels; the island aims for the same. */
export const STORED_LONG_SIDE = 1024;
/** Thumbnails also carry the measurement diagrams, cropped to the face: 320 px keeps them sharp. */
export const THUMB_LONG_SIDE = 320;
export const STORED_JPEG_QUALITY = 82;
export const THUMB_JPEG_QUALITY = 70;
/** Scan attempts of every outcome (results, retakes, refusals, failures) a member may make
 * per rolling hour: retakes are free against the daily limit, not unlimited. */
export const SCAN_ATTEMPTS_PER_HOUR = 40;
export const ATTEMPT_WINDOW_MS = 60 * 60 * 1000;
/** Completed scans a member may run per UTC day; retakes and failures do not count here. */
export const DAILY_SCANS: Record<Tier, number> = { starter: 0, pro: 10, elite: 30 };
/** How long signed-out visitors watch the simulated analysis (spec: 2 s). */
export const SIMULATED_SCAN_MS = 2000;

export const SCAN_MESSAGES = {
  choose: "Please choose a photo first.",
  type: "Please choose a JPEG, PNG or WebP photo.",
  tooLarge: "This photo is larger than 10 MB. Please choose a smaller one.",
  damaged: "This photo looks incomplete or damaged. Please choose another one.",
  failed: "There was an error analyzing your photo. Please try again.",
  attempts: "You've made a lot of scan attempts in the last hour. Please wait a little before trying again.",
} as const;

const megapixels = (n: number) => `${Math.round(n / 1e6)} megapixels`;

export function tooManyPixelsMessage(width: number, height: number) {
  return `This photo is ${formatNumber(width)} × ${formatNumber(height)} pixels. The scanner takes photos up to ${megapixels(MAX_PHOTO_PIXELS)} and ${formatNumber(MAX_PHOTO_SIDE)} pixels on a side; please choose a smaller one.`;
}

export function tooSmallMessage(width: number, height: number) {
  return `This photo is too small (${width}×${height} px). Please use one at least ${MIN_PHOTO_SHORT_SIDE} px on its shorter side.`;
}

export function dailyLimitMessage(limit: number) {
  return `You've used all ${limit} face scans for today. Your scans reset at midnight UTC.`;
}

export const dailyLimit = (tier: Tier) => DAILY_SCANS[tier];

/** Midnight UTC at the start of `now`'s day: the daily limit counts from here. */
export function utcDayStart(now: Date) {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** The size that fits inside `max` on the long side, keeping the aspect ratio (never upscales). */
export function fitWithin(width: number, height: number, max: number) {
  const long = Math.max(width, height);
  if (long <= max) return { width, height };
  const scale = max / long;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** A stored rating (tenths) as shown: one decimal, out of 10. */
export const formatRating = (tenths: number) => (tenths / 10).toFixed(1);

/** A 0..10 score with any number of decimals as whole tenths, clamped to 0..100. */
export function toTenths(score: number) {
  if (!Number.isFinite(score)) return 0;
  return Math.round(Math.min(10, Math.max(0, score)) * 10);
}
