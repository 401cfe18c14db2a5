import { describe, expect, it } from "vitest";
import { safeRedirect, SignUp, UsernameEdit } from "~/auth/forms";

describe("safeRedirect", () => {
  it.each([
    [null, "/"],
    ["", "/"],
    ["/progress", "/progress"],
    ["/checkout?plan=pro&trial=true", "/checkout?plan=pro&trial=true"],
    ["https://evil.example", "/"],
    ["//evil.example/x", "/"],
    ["/\\evil.example", "/"],
    ["javascript:alert(1)", "/"],
    ["progress", "/"],
    ["/\u0000x", "/"],
  ])("%s -> %s", (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  // Each of these normalises (dot segments, %2e, backslashes, stripped tabs/newlines) to
  // a path a browser reads as another host; every one must end on a same-site path.
  it.each([
    "/.//evil.example",
    "/..//evil.example",
    "/a/..//evil.example",
    "/%2e//evil.example",
    "/%2E%2E//evil.example",
    "/./%2e/..//evil.example/x?y#z",
    "/\\evil.example",
    "/.\\/evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/ /evil.example".replace(" ", "\u000b"),
  ])("%j stays on this site", (input) => {
    const out = safeRedirect(input, "/settings");
    expect(out.startsWith("/")).toBe(true);
    expect(out.startsWith("//")).toBe(false);
    expect(new URL(out, "https://glowup.example").origin).toBe("https://glowup.example");
  });

  it("keeps harmless dot segments resolved to the same-site path", () => {
    expect(safeRedirect("/a/../progress")).toBe("/progress");
  });

  it("refuses a redirect longer than the 1024-character cap, which would bloat the Location header", () => {
    expect(safeRedirect(`/${"a".repeat(1023)}`)).toBe(`/${"a".repeat(1023)}`);
    expect(safeRedirect(`/${"a".repeat(1024)}`)).toBe("/");
    expect(safeRedirect(`/${"a".repeat(150 * 1024)}`, "/settings")).toBe("/settings");
  });
});

describe("sign-up rules", () => {
  const ok = { email: "A@Example.test", username: " Ann ", password: "secret1", confirmPassword: "secret1" };
  it("trims the username and lower-cases the email", () => {
    const r = SignUp.parse(ok);
    expect(r.email).toBe("a@example.test");
    expect(r.username).toBe("Ann");
  });
  it("accepts exactly 20 characters and 6-character passwords", () => {
    expect(SignUp.safeParse({ ...ok, username: "x".repeat(20) }).success).toBe(true);
    expect(SignUp.safeParse({ ...ok, username: "x".repeat(21) }).success).toBe(false);
    expect(SignUp.safeParse({ ...ok, password: "12345", confirmPassword: "12345" }).success).toBe(false);
  });
  it("username edit trims before checking emptiness", () => {
    const r = UsernameEdit.safeParse({ username: "   " });
    expect(r.success).toBe(false);
    if (!r.success) expect(r.error.issues[0].message).toBe("Username cannot be empty");
  });
});
