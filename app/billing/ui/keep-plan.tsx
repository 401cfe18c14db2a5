// A scheduled downgrade or cancellation, said the same way on every page that shows the
// plan ("Elite until December 26, 2026, then Pro"), with the one button that undoes it.
// A plain form: it works without JavaScript.
import { Form } from "@remix-run/react";
import { useMemberZone } from "~/calendar/member-zone";
import { Icon } from "~/ui/icon";
import { keepLabel, pendingLine, type PendingChange } from "../plan-changes";

export function PendingPlanChange({
  change,
  subscriptionId,
  returnTo,
}: {
  change: PendingChange;
  subscriptionId: string | null | undefined;
  returnTo: string;
}) {
  const zone = useMemberZone();
  return (
    <div className="mt-3 rounded-xl bg-amber-50 p-3 text-amber-950" data-testid="pending-change">
      <p className="font-semibold">
        <Icon name="clock" className="mr-1 inline size-4" /> {pendingLine(change, zone)}
      </p>
      <Form method="post" action="/billing/keep" className="mt-2">
        <input type="hidden" name="subscription" value={subscriptionId ?? ""} />
        <input type="hidden" name="tier" value={change.held} />
        <input type="hidden" name="return" value={returnTo} />
        <button type="submit" className="btn-primary">
          {keepLabel(change)}
        </button>
      </Form>
    </div>
  );
}
