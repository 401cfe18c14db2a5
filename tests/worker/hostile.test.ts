// Hostile and malformed requests: never a 500, and nothing half-done.

import { describe, expect, it } from "vitest";
import { appFetch, Browser } from "./helpers";
import { newMember } from "./factories";

const ACTIONS = [
  "/auth",
  "/auth/forgot",
  "/auth/reset",
  "/auth/sign-out",
  "/account",
  "/checkout?plan=pro",
  "/billing/refresh",
  "/billing/portal",
  "/trial-offer",
  "/pay/portal",
  "/pay/checkout/not-a-token",
  "/assessment",
  "/api/stripe/webhook",
  "/progress",
];

const BODIES: [string, string, string][] = [
  ["json", "application/json", JSON.stringify({ email: "a@b.c", password: "x" })],
  [
    "broken multipart",
    "multipart/form-data; boundary=zzz",
    '--zzz\r\nContent-Disposition: form-data; name="email"\r\n\r\nunterminated',
  ],
  ["no content type", "", "email=a%40b.c&password=x"],
  [
    "huge field",
    "application/x-www-form-urlencoded",
    `mode=signin&email=${"a".repeat(200_000)}%40b.c&password=${"p".repeat(5000)}`,
  ],
  ["bad encoding", "application/x-www-form-urlencoded", "email=%E0%A4%A&password=%"],
];

describe("malformed posts never answer 500", () => {
  for (const path of ACTIONS) {
    it(`${path}`, async () => {
      const member = await newMember(
        `h${Math.random().toString(36).slice(2, 8)}@x.test`,
        `H${Math.random().toString(36).slice(2, 9)}`,
      );
      for (const who of [new Browser(), member]) {
        for (const [name, type, body] of BODIES) {
          const headers: Record<string, string> = {
            Origin: "http://localhost",
            Host: "localhost",
            Cookie: [...who.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
            "cf-connecting-ip": who.ip,
          };
          if (type) headers["Content-Type"] = type;
          const res = await appFetch(`http://localhost${path}`, {
            method: "POST",
            body,
            headers,
            redirect: "manual",
          });
          expect(res.status, `${path} with ${name}`).toBeLessThan(500);
        }
      }
    });
  }

  it("hostile query strings on pages answer without a 500", async () => {
    for (const path of [
      "/checkout?plan[]=pro&trial=%00",
      "/auth?redirect=%E0%A4%A",
      "/success?attempt=-9999999999999999999",
      "/starter-content?tab=%3Cscript%3E",
      "/auth/reset?token=%00%00",
      "/calculator?tab=bmi&height=1e309&weight=NaN",
    ]) {
      const res = await new Browser().get(path);
      expect(res.status, path).toBeLessThan(500);
    }
  });
});
