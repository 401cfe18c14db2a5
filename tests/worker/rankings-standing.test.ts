// /rankings on a young board: the member's own place, how to climb, and an invitation.
import { describe, expect, it } from "vitest";
import { communityMembers, newMember, setProfile, userIdOf } from "./factories";

describe("a young leaderboard", () => {
  it("shows the member's position, the XP to pass the next member, and ways to bring people in", async () => {
    const a = await newMember("young-a@x.test", "YoungA");
    const b = await newMember("young-b@x.test", "YoungB");
    await setProfile(await userIdOf("young-a@x.test"), { xp: 300 });
    await setProfile(await userIdOf("young-b@x.test"), { xp: 120 });
    const low = (await (await b.get("/rankings")).text()).replace(/<!-- -->/g, "");
    expect(low).toContain("You&#x27;re #2 of 2 members");
    expect(low).toContain("181 XP moves you up a place.");
    expect(low).toContain('data-testid="young-board"');
    expect(low).toContain('href="/progress?tab=battles"');
    expect(low).toContain('href="/chat"');
    // The table is a marked scroll area (its hint is drawn by CSS).
    expect(low).toMatch(/role="region" aria-label="Leaderboard" data-scroll-area/);
    const top = (await (await a.get("/rankings")).text()).replace(/<!-- -->/g, "");
    expect(top).toContain("You&#x27;re #1 of 2 members");
    expect(top).toContain("You lead the board.");
  });

  it("a member outside the top 50 still sees their own place; a full board drops the invitation", async () => {
    const me = await newMember("far@x.test", "FarBehind");
    await communityMembers(
      Array.from({ length: 60 }, (_, i) => ({ id: `y${i}`, username: `Runner${i}`, xp: 1000 + i })),
    );
    const html = (await (await me.get("/rankings")).text()).replace(/<!-- -->/g, "");
    expect(html).not.toContain("(You)");
    expect(html).toMatch(/You&#x27;re #6[0-9] of 6[0-9] members/);
    expect(html).not.toContain('data-testid="young-board"');
  });
});
