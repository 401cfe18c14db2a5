// The streak reminder by web push (issue #40, decision 080): a member with a subscription
// gets the push and no mail, one reminder a day across both channels even under a doubled
// Cron; a subscription the push service calls gone (410) is deleted and the mail goes out
// instead. Outside production the push service is the local recorder (the dev mailbox).
import { describe, expect, it } from "vitest";
import { addDays, calendarDay } from "~/calendar/days";
import { sendStreakReminders } from "~/reminders/index.server";
import { appEnv } from "./app-env";
import { member, pushSubscription, setProfile } from "./factories";
import { mailsTo, pushEndpointsOf } from "./readers";
import { toastText } from "./invariants";

const AT = new Date("2026-12-02T19:30:00Z");

async function streaker(prefix: string) {
  const m = await member({ prefix });
  const today = calendarDay(AT, "UTC");
  await setProfile(m.id, { timeZone: "UTC", currentStreak: 4, longestStreak: 4, lastActivityDate: addDays(today, -1) });
  return m;
}

describe("the streak reminder by push", () => {
  it("a subscribed member gets one push and no mail, even when the Cron runs twice at once; others get the mail", async () => {
    const [pushed, mailed] = await Promise.all([streaker("push-on"), streaker("push-off")]);
    const endpoint = `https://push.example.net/send/${pushed.id}`;
    await pushSubscription(pushed.id, endpoint);
    await Promise.all([sendStreakReminders(appEnv, AT), sendStreakReminders(appEnv, AT)]);
    await sendStreakReminders(appEnv, new Date(AT.getTime() + 3600_000));

    const pushes = await mailsTo(`push:${endpoint}`);
    expect(pushes).toHaveLength(1);
    expect(pushes[0].subject).toBe("Your 4-day streak ends at midnight");
    expect(pushes[0].text).toContain("/progress");
    expect(await mailsTo(pushed.email, "streak ends at midnight")).toHaveLength(0);
    expect(await mailsTo(mailed.email, "streak ends at midnight")).toHaveLength(1);
  });

  it("a subscription the push service calls gone is deleted, and the member gets the mail instead", async () => {
    const m = await streaker("push-gone");
    const gone = `https://push.example.net/send/${m.id}/gone`;
    await pushSubscription(m.id, gone);
    await sendStreakReminders(appEnv, AT);
    expect(await pushEndpointsOf(m.id)).toEqual([]);
    expect(await mailsTo(m.email, "streak ends at midnight")).toHaveLength(1);
  });
});

describe("Settings' push card", () => {
  const keys = {
    p256dh: "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
    auth: "BTBZMqHH6r4Tts7J_aSIgg",
  };

  it("saves this device's subscription, says so, and turns push off everywhere", async () => {
    const m = await member({ prefix: "push-set" });
    const endpoint = `https://push.example.net/send/${m.id}-phone`;
    const on = await m.b.follow(await m.b.post("/settings/push", { intent: "subscribe", endpoint, ...keys }));
    const page = await on.text();
    expect(toastText(page)).toContain("Push on");
    expect(page).toContain("Push is on for 1 device");
    expect(await pushEndpointsOf(m.id)).toEqual([endpoint]);
    const off = await m.b.follow(await m.b.post("/settings/push", { intent: "unsubscribe" }));
    expect(toastText(await off.text())).toContain("Push off");
    expect(await pushEndpointsOf(m.id)).toEqual([]);
  });

  it("a subscription that is not one changes nothing and says so", async () => {
    const m = await member({ prefix: "push-bad" });
    const res = await m.b.follow(
      await m.b.post("/settings/push", { intent: "subscribe", endpoint: "http://push.example.net/x", ...keys }),
    );
    expect(toastText(await res.text())).toContain("That subscription was not understood");
    expect(await pushEndpointsOf(m.id)).toEqual([]);
  });
});
