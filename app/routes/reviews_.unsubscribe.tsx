// The monthly review mail's unsubscribe link (a mailed-link page: app/forms/mail-link.server.ts),
// with the mail providers' one-click unsubscribe (RFC 8058).
import type { MetaFunction } from "@remix-run/cloudflare";
import { mailLinkRoute } from "~/forms/mail-link.server";
import { reviewTokenState, unsubscribeReviews } from "~/logbook/index.server";
import { MailLinkPage } from "~/ui/mail-link-page";

export const meta: MetaFunction = () => [
  { title: "Unsubscribe from monthly review emails | Glowup" },
  { name: "robots", content: "noindex" },
];

const route = mailLinkRoute({
  messages: {
    used: "This link has already been used. Your review email setting is in Settings.",
    expired: "This link has expired. You can turn review emails off in Settings.",
    invalid: "This link is not valid. You can turn review emails off in Settings.",
  },
  state: reviewTokenState,
  act: unsubscribeReviews,
  done: "unsubscribed",
  status: (problem) => (problem === "used" ? 409 : 400),
  oneClick: true,
});
export const loader = route.loader;
export const action = route.action;

export default function ReviewUnsubscribe() {
  return (
    <MailLinkPage
      title="Monthly review emails"
      question="Stop the email that brings your review on the 1st of each month?"
      button="Unsubscribe"
      done="You are unsubscribed: no more review emails. Your reviews are still written and kept on the Reviews tab, and you can turn the emails back on in Settings."
      doneTestId="unsubscribed"
    />
  );
}
