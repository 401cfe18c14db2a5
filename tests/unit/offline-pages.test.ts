// What the service worker saves and how a saved copy reads (app/offline/pages.ts, decision 079).
import { describe, expect, it } from "vitest";
import {
  isMarker,
  isSavedPage,
  memberMarker,
  offlineBanner,
  pageTitle,
  SAVED_LIST_SLOT,
  withBanner,
  withSavedList,
} from "~/offline/pages";

describe("the saved list", () => {
  it.each(["/", "/progress", "/skincare", "/mindset", "/course", "/starter-content", "/pro-content", "/elite-content"])(
    "saves %s",
    (path) => expect(isSavedPage(path)).toBe(true),
  );
  it.each(["/settings", "/account", "/chat", "/checkout", "/auth", "/face-scanner", "/skincare/x"])(
    "never saves %s",
    (path) => expect(isSavedPage(path)).toBe(false),
  );
});

describe("the member's marker", () => {
  it("is 16 hex characters, the same for one member and different for another", async () => {
    const a = await memberMarker("user-a");
    expect(isMarker(a)).toBe(true);
    expect(await memberMarker("user-a")).toBe(a);
    expect(await memberMarker("user-b")).not.toBe(a);
    expect(a).not.toContain("user");
  });
  it.each([null, undefined, "", "ABCDEF0123456789", "0123456789abcde", "0123456789abcdef0"])("refuses %s", (value) =>
    expect(isMarker(value)).toBe(false),
  );
});

describe("a saved copy", () => {
  const page = '<html><head><title>Skincare | Glowup</title></head><body><main id="main"><h1>Skincare</h1></main>';

  it("shows the banner at the top of <main>, with the time it was saved", () => {
    const html = withBanner(page, "14:32");
    expect(html).toContain('<main id="main"><p role="status" data-offline-banner=""');
    expect(html).toContain("Offline — saved at 14:32</p><h1>Skincare</h1>");
  });

  it("is unchanged when it has no main column", () => {
    expect(withBanner("<p>hi</p>", "14:32")).toBe("<p>hi</p>");
  });

  it("escapes what it writes into the page", () => {
    expect(offlineBanner("<b>")).toContain("saved at &lt;b&gt;");
  });

  it("is listed by its title", () => {
    expect(pageTitle(page, "/skincare")).toBe("Skincare");
    expect(pageTitle("<p>no title</p>", "/skincare")).toBe("/skincare");
  });
});

describe("the offline page's list", () => {
  const offline = `<h1>You are offline</h1>${SAVED_LIST_SLOT}`;

  it("lists the saved pages newest first, each a link", () => {
    const html = withSavedList(
      offline,
      [
        { url: "/skincare", title: "Skincare", at: Date.UTC(2026, 0, 1, 9) },
        { url: "/progress?tab=challenges", title: "Progress & more", at: Date.UTC(2026, 0, 1, 10) },
      ],
      "Europe/Paris",
    );
    expect(html).toContain('data-saved-count="2"');
    // Each copy's time is the device's clock, written like every other time in the app.
    expect(html).toContain("saved at 11:00 AM");
    expect(html.indexOf('href="/progress?tab=challenges"')).toBeLessThan(html.indexOf('href="/skincare"'));
    expect(html).toContain("Progress &amp; more");
  });

  it("keeps the empty slot when nothing is saved", () => {
    expect(withSavedList(offline, [])).toBe(offline);
  });
});
