// The trial-ending mail's cancel link (a mailed-link page: app/forms/mail-link.server.ts): its
// POST cancels the trial the signed link names, at its end and with no charge.
import type { MetaFunction } from "@remix-run/cloudflare";
import { cancelTrialByLink, cancelTrialLinkState } from "~/billing/plan-changes.server";
import { mailLinkRoute } from "~/forms/mail-link.server";
import { MailLinkPage } from "~/ui/mail-link-page";

export const meta: MetaFunction = () => [
  { title: "Cancel your trial | Glowup" },
  { name: "robots", content: "noindex" },
];

const route = mailLinkRoute({
  messages: {
    already: "Your trial is already cancelled: it ends on its date and you will not be charged.",
    "not-trial": "This trial has already ended or changed. Your subscription is in Settings.",
    expired: "This link has expired. Your subscription is in Settings.",
    invalid: "This link is not valid. You can cancel your trial in Settings.",
    failed: "We couldn't cancel your trial just now. Please try again in a moment, or cancel it in Settings.",
  },
  state: cancelTrialLinkState,
  act: cancelTrialByLink,
  done: "cancelled",
  status: (problem) => (problem === "failed" ? 502 : problem === "already" || problem === "not-trial" ? 409 : 400),
});
export const loader = route.loader;
export const action = route.action;

export default function CancelTrial() {
  return (
    <MailLinkPage
      title="Cancel your trial"
      question="Cancel your free trial now? You keep it until it ends, and your card is not charged."
      button="Cancel my trial"
      done="Your trial is cancelled. It stays open until its end, and you will not be charged."
      doneTestId="trial-cancelled"
    />
  );
}
