// Issue #38: every plan's support promise leads to the in-app desk (and Elite's coaching to
// its page), never to a placeholder mailbox. No file under app/ names a support address.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : /\.(tsx?|mjs|css|md)$/.test(e.name) ? [join(dir, e.name)] : [],
  );

describe("no placeholder support address", () => {
  it("no file under app/ names support@glowup.example or any other support@ mailbox", () => {
    const all = files("app");
    expect(all.length).toBeGreaterThan(100);
    const offenders = all.filter((f) => /support@[a-z0-9.-]+/i.test(readFileSync(f, "utf8")));
    expect(offenders).toEqual([]);
  });
});
