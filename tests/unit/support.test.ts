// The support desk's rules (decision 069): due times from the tier held when asking, and
// what counts as overdue; and no placeholder support address left anywhere in the app.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { dueAt, FREE_REPLY_HOURS, isOverdue, replyHours, requestStatus } from "~/support/due";
import { ROLE_DUTIES, STAFF_ROLES, isStaffRole } from "~/staff/roles";

const HOUR = 3_600_000;
const asked = new Date("2026-11-26T10:00:00Z");

describe("due times", () => {
  it.each([
    ["starter", 48],
    ["pro", 24],
    ["elite", 1],
    [null, FREE_REPLY_HOURS],
  ] as const)("%s: due %i hours after asking", (tier, hours) => {
    expect(replyHours(tier)).toBe(hours);
    expect(dueAt(asked, tier).getTime() - asked.getTime()).toBe(hours * HOUR);
  });

  it("members without a plan wait longest: behind every plan's promise", () => {
    expect(FREE_REPLY_HOURS).toBeGreaterThan(replyHours("starter"));
  });

  it("is overdue only while open, waiting on staff, and past its due time (to the millisecond)", () => {
    const due = dueAt(asked, "elite");
    const open = { closedAt: null, awaiting: "staff" as const, dueAt: due };
    expect(isOverdue(open, due)).toBe(false);
    expect(isOverdue(open, new Date(due.getTime() + 1))).toBe(true);
    expect(isOverdue({ ...open, awaiting: "member" }, new Date(due.getTime() + HOUR))).toBe(false);
    expect(isOverdue({ ...open, closedAt: due }, new Date(due.getTime() + HOUR))).toBe(false);
    expect(requestStatus(open)).toBe("waiting");
    expect(requestStatus({ ...open, awaiting: "member" })).toBe("answered");
    expect(requestStatus({ ...open, closedAt: due })).toBe("closed");
  });
});

describe("staff roles", () => {
  it("are support, coach, moderator and admin, each with its duties written down", () => {
    expect(STAFF_ROLES).toEqual(["support", "coach", "moderator", "admin"]);
    for (const role of STAFF_ROLES) expect(ROLE_DUTIES[role].length).toBeGreaterThan(10);
    expect(isStaffRole("admin")).toBe(true);
    expect(isStaffRole("owner")).toBe(false);
  });
});

describe("no placeholder support address", () => {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : [path];
    });

  it("no file of the app, its static files or its data says support@glowup.example (or any support@ address)", () => {
    const sources = [...files("app"), ...files("public"), ...files("db")].filter((f) =>
      /\.(tsx?|mjs|js|json|html|txt|md|svg)$/.test(f),
    );
    expect(sources.length).toBeGreaterThan(100);
    const offenders = sources.filter((f) => /support@/i.test(readFileSync(f, "utf8")));
    expect(offenders).toEqual([]);
  });
});
