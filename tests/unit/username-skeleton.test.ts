import { describe, expect, it } from "vitest";
import { usernameSkeleton } from "~/auth/username-skeleton";

describe("usernameSkeleton: names that look the same share one", () => {
  it.each([
    ["Deleted member", "DELETED  MEMBER"],
    ["Deleted member", "Dеleted mеmber"], // Cyrillic е
    ["alice", "Alicé"],
    ["bob", "B0b"],
    ["paypal", "раураl"], // Cyrillic р, а, у
    ["modern", "modem"],
    ["Ian", "lan"],
    ["ｗｉｄｅ", "wide"], // full-width
    ["zero\u200bwidth", "zerowidth"],
  ])("%j ~ %j", (a, b) => {
    expect(usernameSkeleton(a)).toBe(usernameSkeleton(b));
  });

  it.each([
    ["alice", "alicia"],
    ["bob", "rob"],
    ["anna", "ann"],
  ])("%j and %j stay different", (a, b) => {
    expect(usernameSkeleton(a)).not.toBe(usernameSkeleton(b));
  });
});
