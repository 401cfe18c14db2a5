import { describe, expect, it } from "vitest";
import { normaliseEmail } from "~/billing/trial-identity";

describe("normaliseEmail: one mailbox, one answer", () => {
  it.each([
    ["Name@Example.test", "name@example.test"],
    ["  name@example.test ", "name@example.test"],
    ["name+1@example.test", "name@example.test"],
    ["name+a+b@example.test", "name@example.test"],
    ["first.last@gmail.com", "firstlast@gmail.com"],
    ["First.Last+x@GoogleMail.com", "firstlast@gmail.com"],
    // Dots matter outside Gmail; a leading + is not a tag.
    ["first.last@example.test", "first.last@example.test"],
    ["+x@example.test", "+x@example.test"],
  ])("%s -> %s", (input, expected) => {
    expect(normaliseEmail(input)).toBe(expected);
  });
});
