import { describe, expect, it } from "vitest";
import { bottomLinks, isActive, parentOf, topLinks } from "~/shell/nav-links";

describe("navigation rules", () => {
  it.each([
    ["/", "/", true],
    ["/", "/course", false],
    ["/course", "/course", true],
    ["/progress", "/progress/anything", true],
    ["/pro", "/pro-content", false],
  ])("entry %s is active on %s: %s", (to, path, active) => {
    expect(isActive(to, path)).toBe(active);
  });

  it("Account goes to /account when signed in and /auth when signed out", () => {
    expect(bottomLinks(true).find((l) => l.label === "Account")?.to).toBe("/account");
    expect(bottomLinks(false).find((l) => l.label === "Account")?.to).toBe("/auth");
    expect(bottomLinks(false).map((l) => l.label)).toEqual(["Home", "Course", "Scanner", "Progress", "Account"]);
  });

  it("the top bar and the menu reach chat for members and everything the phone's tab bar reaches", () => {
    expect(topLinks(true).map((l) => l.to)).toContain("/chat");
    expect(topLinks(false).map((l) => l.to)).not.toContain("/chat");
    for (const signedIn of [true, false]) {
      const top = topLinks(signedIn).map((l) => l.to);
      for (const l of bottomLinks(signedIn)) if (l.label !== "Account") expect(top).toContain(l.to);
    }
  });

  it.each([
    ["/pro-content", "/course"],
    ["/rankings", "/progress"],
    ["/terms", "/"],
  ])("back from %s without JavaScript goes to %s", (path, parent) => {
    expect(parentOf(path)).toBe(parent);
  });

  it.each(["/", "/pay/checkout/abc", "/pay/portal"])(
    "%s shows no frame Back button (it has none or its own)",
    (path) => {
      expect(parentOf(path)).toBeNull();
    },
  );
});
