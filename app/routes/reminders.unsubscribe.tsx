// The streak reminder's unsubscribe link (a mailed-link page: app/forms/mail-link.server.ts),
// with the mail providers' one-click unsubscribe (RFC 8058).
import type { MetaFunction } from "@remix-run/cloudflare";
import { mailLinkRoute } from "~/forms/mail-link.server";
import { unsubscribe, unsubscribeTokenState } from "~/reminders/index.server";
import { MailLinkPage } from "~/ui/mail-link-page";

export const meta: MetaFunction = () => [
  { title: "Unsubscribe from streak reminders | Glowup" },
  { name: "robots", content: "noindex" },
];

const route = mailLinkRoute({
  messages: {
    used: "This link has already been used. Your reminder setting is in Settings.",
    expired: "This link has expired. You can turn reminders off in Settings.",
    invalid: "This link is not valid. You can turn reminders off in Settings.",
  },
  state: unsubscribeTokenState,
  act: unsubscribe,
  done: "unsubscribed",
  status: (problem) => (problem === "used" ? 409 : 400),
  oneClick: true,
});
export const loader = route.loader;
export const action = route.action;

export default function Unsubscribe() {
  return (
    <MailLinkPage
      title="Streak reminders"
      question="Stop the evening emails that remind you before your streak ends?"
      button="Unsubscribe"
      done="You are unsubscribed: no more streak reminders. You can turn them back on in Settings."
      doneTestId="unsubscribed"
    />
  );
}
