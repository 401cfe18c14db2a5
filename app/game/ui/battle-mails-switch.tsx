// Settings' Battle emails switch (posts to /settings/battle-mails).
import { OnOffSwitch } from "~/ui/on-off-switch";

export function BattleMailsSwitch({ on }: { on: boolean }) {
  return (
    <OnOffSwitch
      id="battle-mails"
      title="Battle emails"
      action="/settings/battle-mails"
      field="battleMails"
      on={on}
      noun="battle emails"
    >
      When another member challenges you to a battle, we email you so you can accept it in time. Invitations always wait
      in your inbox either way.
    </OnOffSwitch>
  );
}
