// What the scanner island actually sent: Playwright sees no size for a body built from a
// Blob, so the page records the photo in the FormData it posts (type, bytes, pixels) in
// sessionStorage, which outlives the navigation to the result.
import type { Page } from "@playwright/test";

/** Its pixels once the page has decoded them (a few milliseconds, long before the result). */
type SentPhoto = { type: string; bytes: number; width?: number; height?: number };
const KEY = "e2e-sent-photo";

/** Call before the page loads: every XMLHttpRequest carrying a `photo` field is recorded. */
export function recordSentPhoto(page: Page) {
  return page.addInitScript((key) => {
    const send = Object.getOwnPropertyDescriptor(XMLHttpRequest.prototype, "send")!.value as XMLHttpRequest["send"];
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
      const photo = body instanceof FormData ? body.get("photo") : null;
      if (photo instanceof Blob) {
        const sent = { type: photo.type, bytes: photo.size };
        sessionStorage.setItem(key, JSON.stringify(sent));
        void createImageBitmap(photo).then(({ width, height }) =>
          sessionStorage.setItem(key, JSON.stringify({ ...sent, width, height })),
        );
      }
      send.call(this, body);
    };
  }, KEY);
}

/** The last photo the page sent, or null. */
export const sentPhoto = (page: Page) =>
  page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? "null") as SentPhoto | null, KEY);
