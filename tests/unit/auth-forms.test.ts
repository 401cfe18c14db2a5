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
