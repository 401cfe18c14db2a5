// What the scanner island actually sent: Playwright sees no size for a body built from a
// Blob, so the page records the photo in the FormData it posts (type, bytes, pixels).
import type { Page } from "@playwright/test";

type SentPhoto = { type: string; bytes: number; width: number; height: number };
type Recorder = { sentPhoto?: Promise<SentPhoto> };

/** Call before the page loads: every XMLHttpRequest carrying a `photo` field is recorded. */
export function recordSentPhoto(page: Page) {
  return page.addInitScript(() => {
    const send = Object.getOwnPropertyDescriptor(XMLHttpRequest.prototype, "send")!.value as XMLHttpRequest["send"];
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
      const photo = body instanceof FormData ? body.get("photo") : null;
      if (photo instanceof Blob)
        (window as Recorder).sentPhoto = createImageBitmap(photo).then((b) => ({
          type: photo.type,
          bytes: photo.size,
          width: b.width,
          height: b.height,
        }));
      send.call(this, body);
    };
  });
}

/** The last photo the page sent. */
export const sentPhoto = (page: Page) => page.evaluate(() => (window as Recorder).sentPhoto ?? null);
