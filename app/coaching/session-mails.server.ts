// Coaching sessions' mails (decision 070): the invitation (or its withdrawal) to the member
// and the coach with the .ics attached, and the member's note when a coach could not take a
// request. A mail provider that fails loses nothing: the session is saved before its mail.
import { formatDateTime } from "~/calendar/format";
import { config } from "~/config.server";
import type { Env } from "~/env";
import { mailer, type Mail } from "~/mail/mail.server";
import { renderMail } from "~/mail/template";
import { logError } from "~/ops/log.server";
import { SESSION_MINUTES } from "./forms";
import { buildInvitation } from "./ics";
import { COACHING_PATHS } from "./paths";

export type SessionForMail = {
  id: number;
  topic: string;
  timeZone: string;
  confirmedAt: Date | null;
  meetingLink: string | null;
  email: string;
  username: string | null;
  coachEmail: string | null;
  coachName: string | null;
};

const REASON = "You got this mail because it is about a Glowup coaching session you are part of.";

/** The invitation (or its withdrawal) to the member and the coach, each with the .ics attached. */
export async function sendSessionMails(
  env: Env,
  method: "REQUEST" | "CANCEL",
  s: SessionForMail,
  now: Date,
): Promise<boolean> {
  if (!s.confirmedAt) return false;
  const origin = config(env).origin;
  const start = s.confirmedAt;
  const end = new Date(start.getTime() + SESSION_MINUTES * 60_000);
  const member = s.username ?? "the member";
  const ics = buildInvitation({
    method,
    uid: `coaching-${s.id}@${new URL(origin).host}`,
    stamp: now,
    start,
    end,
    summary: `Glowup coaching: ${s.topic}`,
    description: `Coaching session about "${s.topic}" with ${s.coachName ?? "your coach"} and ${member}. Meeting link: ${s.meetingLink ?? ""}`,
    url: s.meetingLink,
    organizer: s.coachEmail ?? "coaching@glowup.app",
    attendee: s.email,
  });
  const attachments = [
    {
      filename: method === "CANCEL" ? "cancelled.ics" : "invite.ics",
      contentType: `text/calendar; method=${method}; charset=utf-8`,
      content: ics,
    },
  ];
  const confirmed = method === "REQUEST";
  const mailFor = (to: string, zone: string, url: string, greeting: string): Mail => ({
    to,
    attachments,
    ...renderMail({
      subject: confirmed
        ? `Coaching session confirmed: ${formatDateTime(start, zone)}`
        : `Coaching session cancelled: ${formatDateTime(start, zone)}`,
      greeting,
      paragraphs: confirmed
        ? [
            `The coaching session about "${s.topic}" is confirmed for ${formatDateTime(start, zone)} (${zone}), ${SESSION_MINUTES} minutes.`,
            `Join at ${s.meetingLink}. The calendar invitation is attached.`,
          ]
        : [
            `The coaching session about "${s.topic}" on ${formatDateTime(start, zone)} (${zone}) is cancelled.`,
            "The attached calendar file removes it from your calendar.",
          ],
      action: { label: confirmed ? "See your sessions" : "Open coaching", url },
      reason: REASON,
    }),
  });
  const mails = [mailFor(s.email, s.timeZone, `${origin}${COACHING_PATHS.member}`, `Hi ${member},`)];
  if (s.coachEmail)
    mails.push(mailFor(s.coachEmail, "UTC", `${origin}${COACHING_PATHS.coach}`, `Hi ${s.coachName ?? "coach"},`));
  try {
    await mailer(env).sendBatch(mails);
    return true;
  } catch (error) {
    logError("coaching-mail", error);
    return false;
  }
}

/** A request a coach could not take: the member is told, and their slot is back. */
export async function sendRequestCancelledMail(env: Env, s: SessionForMail) {
  const origin = config(env).origin;
  try {
    await mailer(env).send({
      to: s.email,
      ...renderMail({
        subject: "Your coaching request was cancelled",
        greeting: `Hi ${s.username ?? "there"},`,
        paragraphs: [
          `The team could not take your coaching request about "${s.topic}" at the times you gave. It does not count against your plan: ask again with other times.`,
        ],
        action: { label: "Open coaching", url: `${origin}${COACHING_PATHS.member}` },
        reason: REASON,
      }),
    });
  } catch (error) {
    logError("coaching-mail", error);
  }
}
