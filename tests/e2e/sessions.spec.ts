import { strangersNeverSeeMembers } from "./strangers";
import { test } from "./fixtures";

// The same check as npm run dev's (dev-topology.spec.ts), against the built Worker.
test(
  "a stranger never sees a member, while members sign in and out at the same moment",
  { tag: "@once" },
  async ({ browser, baseURL }) => {
    test.slow(); // six browsers at once, two rounds
    await strangersNeverSeeMembers(browser, baseURL!);
  },
);
