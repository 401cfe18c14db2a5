// The error log line: its shape, and that secrets, tokens, cookies and photos never appear.
import { describe, expect, it } from "vitest";
import { errorLine, loggablePath, redactMessage } from "~/ops/request-log";

const SECRET = "test-secret-test-secret-test-secret-0123";

describe("the error log line", () => {
  it("has exactly the agreed fields", () => {
    const line = errorLine({
      requestId: "req-1",
      method: "POST",
      url: "https://glowup.example/chat?channel=general",
      status: 500,
      error: new TypeError("boom"),
    });
    expect(Object.keys(line).sort()).toEqual(["error", "level", "method", "path", "requestId", "status", "time"]);
    expect(line).toMatchObject({
      level: "error",
      requestId: "req-1",
      method: "POST",
      path: "/chat",
      status: 500,
      error: { name: "TypeError", message: "boom" },
    });
    expect(new Date(line.time).toISOString()).toBe(line.time);
  });

  it("never carries the query string, and masks token-like path segments", () => {
    expect(loggablePath("https://x.test/auth/reset?token=abcdef123456&password=hunter2")).toBe("/auth/reset");
    expect(loggablePath("https://x.test/pay/checkout/eyJ1c2VyIjoiYWJjIiwiZXhwIjoxNzk1MzU5MTUwfQ.sig")).toBe(
      "/pay/checkout/[redacted]",
    );
    expect(loggablePath("https://x.test/face-scanner/scans/42")).toBe("/face-scanner/scans/42");
    expect(loggablePath("not a url")).toBe("/");
  });

  it.each([
    ["a Stripe key", "Invalid API Key provided: sk_live_51Habcdefghijklmnop", "sk_live_51Habcdefghijklmnop"],
    ["a webhook secret", "signature failed for whsec_abcdef123456", "whsec_abcdef123456"],
    ["a bearer token", "upstream said 401 to Authorization: Bearer eyJhbGciOi.payload.sig", "eyJhbGciOi.payload.sig"],
    ["a session cookie", "bad cookie better-auth.session_token=abc123.def456; Path=/", "abc123.def456"],
    ["a password field", 'validation failed: {"password":"hunter2hunter2"}', "hunter2hunter2"],
    ["a password pair", "login failed password=hunter2 for user", "hunter2"],
    ["a photo", `cannot decode data:image/jpeg;base64,${"A".repeat(200)}`, "A".repeat(60)],
    ["a long token", `bad reset token ${"x1Y2z3".repeat(10)}`, "x1Y2z3".repeat(10)],
    ["the auth secret", `config: ${SECRET}`, SECRET],
  ])("masks %s in an error message", (_, message, secret) => {
    const line = JSON.stringify(
      errorLine({ requestId: "r", method: "GET", url: "https://x.test/", status: 500, error: new Error(message) }, [
        SECRET,
      ]),
    );
    expect(line).not.toContain(secret);
    expect(line).toContain("[redacted]");
  });

  it("keeps ordinary messages readable and cuts long ones", () => {
    expect(redactMessage("D1_ERROR: no such table: widgets")).toBe("D1_ERROR: no such table: widgets");
    expect(redactMessage("word ".repeat(200)).length).toBeLessThanOrEqual(301);
  });

  it("copes with thrown non-errors", () => {
    expect(
      errorLine({ requestId: "r", method: "GET", url: "https://x.test/", status: 500, error: "plain string" }).error,
    ).toEqual({ name: "string", message: "plain string" });
    expect(
      errorLine({ requestId: "r", method: "GET", url: "https://x.test/", status: 500, error: { secret: SECRET } })
        .error,
    ).toEqual({ name: "object", message: "" });
  });
});
