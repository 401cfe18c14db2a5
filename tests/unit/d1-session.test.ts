// The D1 session's bookmark cookie under production settings (app/d1-session.server.ts).
import { describe, expect, it } from "vitest";
import { bookmarkOf, sessionConstraint, withBookmark } from "~/d1-session.server";

const prod = { secureCookies: true, secret: "a-production-secret-of-32-characters" };
const post = (cookie = "") =>
  new Request("https://glowup.example/progress", { method: "POST", headers: cookie ? { Cookie: cookie } : {} });

describe("the bookmark cookie in production", () => {
  it("is a __Host- cookie, Secure, signed, and read back only under its own name", async () => {
    const res = await withBookmark(post(), new Response(null, { status: 303 }), "00000042-0000000a", prod);
    const cookie = res.headers.get("Set-Cookie")!;
    expect(cookie).toMatch(/^__Host-gu_d1=[\w.-]+; Path=\/; Max-Age=120; HttpOnly; SameSite=Lax; Secure$/);
    const value = cookie.split(";")[0].split("=")[1];
    expect(
      await bookmarkOf(new Request("https://glowup.example/", { headers: { Cookie: `__Host-gu_d1=${value}` } }), prod),
    ).toBe("00000042-0000000a");
    // A sibling subdomain's plain cookie of the same name is not read.
    expect(
      await bookmarkOf(new Request("https://glowup.example/", { headers: { Cookie: `gu_d1=${value}` } }), prod),
    ).toBeNull();
  });

  it("a read never sets it; a write without a bookmark neither", async () => {
    const get = new Request("https://glowup.example/");
    expect((await withBookmark(get, new Response("x"), "b1", prod)).headers.get("Set-Cookie")).toBeNull();
    expect((await withBookmark(post(), new Response("x"), null, prod)).headers.get("Set-Cookie")).toBeNull();
  });

  it("starts writes at the primary and reads anywhere without a bookmark", async () => {
    expect(await sessionConstraint(post(), prod)).toBe("first-primary");
    expect(await sessionConstraint(new Request("https://glowup.example/"), prod)).toBe("first-unconstrained");
  });
});
