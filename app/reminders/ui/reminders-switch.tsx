// Settings' Reminders switch (posts to /settings/reminders).
import { OnOffSwitch } from "~/ui/on-off-switch";

export function RemindersSwitch({ on }: { on: boolean }) {
  return (
    <OnOffSwitch
      id="reminders"
      title="Streak reminders"
      action="/settings/reminders"
      field="reminders"
      on={on}
      noun="reminders"
    >
      One email at 19:00 your time on a day your streak of two days or more would end at midnight. Never more than one a
      day.
    </OnOffSwitch>
  );
}
