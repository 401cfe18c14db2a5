// Settings' Monthly review emails switch (Elite; posts to /settings/reviews).
import { OnOffSwitch } from "~/ui/on-off-switch";

export function ReviewMailsSwitch({ on }: { on: boolean }) {
  return (
    <OnOffSwitch
      id="reviews"
      title="Monthly review emails"
      action="/settings/reviews"
      field="reviewMails"
      on={on}
      noun="review emails"
    >
      On the 1st of each month your review is written from your progress log, challenges, streak and scans. It is always
      on the Reviews tab; this sends it to you by email too.
    </OnOffSwitch>
  );
}
