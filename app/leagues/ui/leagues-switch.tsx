// Settings' Leagues switch (posts to /settings/leagues).
import { OnOffSwitch } from "~/ui/on-off-switch";

const WORDS = {
  on: "You play in the leagues",
  off: "You left the leagues",
  turnOn: "Join the leagues",
  turnOff: "Leave the leagues",
};

export function LeaguesSwitch({ on }: { on: boolean }) {
  return (
    <OnOffSwitch id="leagues" title="Weekly leagues" action="/settings/leagues" field="leagues" on={on} words={WORDS}>
      Each week you play in a group of up to 30 members with similar XP, and get your result by email. Leaving takes you
      out of this week&rsquo;s group at once; your XP and streak are not affected.
    </OnOffSwitch>
  );
}
