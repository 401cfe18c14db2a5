// The pages anyone can open signed out, each answered inside the app's frame: the Worker
// tests and the browser tests check the same list (tests/worker/foundation.test.ts,
// tests/e2e/foundation.spec.ts). Members-only pages (/progress, /settings, /chat, ...)
// redirect signed-out visitors to sign in instead (tests/worker/accounts.test.ts).
import { CATEGORY_SLUGS } from "../db/constants";

export const PUBLIC_PAGES = [
  "/",
  "/calculator",
  "/assessment",
  ...CATEGORY_SLUGS.map((slug) => `/${slug}`),
  "/checkout",
  "/auth",
  "/success",
  "/face-scanner",
  "/course",
  "/starter-content",
  "/pro-content",
  "/elite-content",
  "/terms",
  "/privacy",
];
