// Usernames as members read them: 'Deleted member' is reserved, and names that look the
// same (case, accents, Cyrillic or Greek look-alikes, digits for letters) are one name.
import { beforeAll, describe, expect, it } from "vitest";
import { Browser, signUp } from "./helpers";
import { member } from "./factories";

const RESERVED = "That username is reserved. Please choose another.";
const TAKEN = "That username is already taken";

describe("reserved and look-alike usernames", () => {
  beforeAll(async () => {
    await member({ username: "AliceWonder", email: "alice@names.test" });
  });

  it.each(["Deleted member", "deleted MEMBER", "Dеleted member", "Deleted  member", "Deleted_Member"])(
    "sign-up as %j is refused as reserved, and no account is made",
    async (name) => {
      const b = new Browser();
      const res = await signUp(b, `reserved${name.length}${name.charCodeAt(1)}@names.test`, name);
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(RESERVED);
      expect(b.signedIn()).toBe(false);
    },
  );

  it("renaming to 'Deleted member' is refused and the name stays", async () => {
    const m = await member({ prefix: "renamer", domain: "names.test" });
    const res = await m.b.post("/account", { username: "Deleted Member" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(RESERVED);
    expect(await (await m.b.get("/settings")).text()).toContain(m.username);
  });

  it.each([
    ["capitals", "ALICEWONDER"],
    ["a Cyrillic а", "аlicewonder"],
    ["an accent", "Alicé wonder"],
    ["a digit for a letter", "Al1cewonder"],
  ])("%s: a name that looks like a member's is taken, at sign-up and on rename", async (label, lookalike) => {
    const res = await signUp(new Browser(), `copy-${label.length}@names.test`, lookalike);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(TAKEN);
    const other = await member({ prefix: "other", domain: "names.test" });
    const rename = await other.b.post("/account", { username: lookalike });
    expect(rename.status).toBe(400);
    expect(await rename.text()).toContain(TAKEN);
    expect(await (await other.b.get("/settings")).text()).toContain(other.username);
  });

  it("two sign-ups racing for look-alike names: exactly one gets it", async () => {
    const results = await Promise.all([
      signUp(new Browser(), "race-a@names.test", "Racer Name"),
      signUp(new Browser(), "race-b@names.test", "Rаcer name"),
    ]);
    expect(results.filter((r) => r.status === 303)).toHaveLength(1);
  });
});
