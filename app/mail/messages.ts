// The words of every mail the app sends, in one place: verification, password reset, the
// sign-up attempt with a registered address, the streak reminder, the monthly review and
// the money mails (trial, plan changes, cancellation, failed payment). Each takes plain data and returns both bodies (./template.ts).
import { renderMail, type RenderedMail } from "./template";

const hours = (seconds: number) => {
  const h = Math.round(seconds / 3600);
  return h === 1 ? "an hour" : `${h} hours`;
};

export function verificationMail(input: { name: string; url: string; ttlSeconds: number }): RenderedMail {
  return renderMail({
    subject: "Verify your Glowup email address",
    greeting: `Hi ${input.name},`,
    paragraphs: [
      "Welcome to Glowup! Please confirm that this address is yours. Everything works before you do, but the free trial starts only from a verified address.",
    ],
    action: { label: "Verify my address", url: input.url },
    after: [
      `The link works once and expires in ${hours(input.ttlSeconds)}. You can ask for a new one on the checkout page.`,
    ],
    reason:
      "You got this mail because someone created a Glowup account with this address. If it was not you, ignore it: nothing happens without the link.",
  });
}

export function resetMail(input: { name: string; url: string; ttlSeconds: number }): RenderedMail {
  return renderMail({
    subject: "Reset your Glowup password",
    greeting: `Hi ${input.name},`,
    paragraphs: ["Someone asked to reset the password of your Glowup account."],
    action: { label: "Choose a new password", url: input.url },
    after: [
      `If it was you, open the link within ${hours(input.ttlSeconds)}. If it was not you, ignore this mail: your password stays as it is.`,
    ],
    reason: "You got this mail because a password reset was requested for the Glowup account with this address.",
  });
}

/** To the owner of an address someone tried to sign up with (sign-up never tells the visitor). */
export function signUpAttemptMail(input: { name: string; signInUrl: string; resetUrl: string }): RenderedMail {
  return renderMail({
    subject: "Someone tried to create a Glowup account with your address",
    greeting: `Hi ${input.name},`,
    paragraphs: [
      "Someone tried to create a new Glowup account with your email address. You already have an account, so nothing was created and nothing changed.",
      "If it was you, sign in with your password, or reset your password if you have forgotten it.",
    ],
    action: { label: "Sign in", url: input.signInUrl },
    after: ["If it was not you, ignore this mail: your account stays as it is."],
    reason: "You got this mail because someone used your address on Glowup's sign-up form.",
    footerLinks: [{ label: "Forgot your password? Choose a new one", url: input.resetUrl }],
  });
}

export function streakReminderMail(input: {
  name: string;
  streak: number;
  task: { title: string; description: string } | null;
  progressUrl: string;
  unsubscribeUrl: string;
  settingsUrl: string;
}): RenderedMail {
  return renderMail({
    subject: `Your ${input.streak}-day streak ends at midnight`,
    greeting: `Hi ${input.name},`,
    paragraphs: [
      `You have played ${input.streak} days in a row. Complete one challenge before midnight to keep your streak.`,
      ...(input.task ? [`Today's daily task: ${input.task.title}. ${input.task.description}`] : []),
    ],
    action: { label: "Open my progress", url: input.progressUrl },
    reason:
      "You got this mail because streak reminders are on in your Glowup settings. We send at most one a day, in your evening.",
    footerLinks: [
      { label: "Unsubscribe from streak reminders", url: input.unsubscribeUrl },
      { label: "Reminder settings", url: input.settingsUrl },
    ],
  });
}

export function monthlyReviewMail(input: {
  name: string;
  review: { title: string; intro: string; changes: string[]; focus: string };
  previousMonth: string;
  reviewUrl: string;
  unsubscribeUrl: string;
  settingsUrl: string;
}): RenderedMail {
  const { review } = input;
  return renderMail({
    subject: review.title,
    greeting: `Hi ${input.name},`,
    paragraphs: [
      review.intro,
      `What changed since ${input.previousMonth}:`,
      ...review.changes.map((line) => `- ${line}`),
      `Next month: ${review.focus}`,
    ],
    action: { label: "Read the whole review", url: input.reviewUrl },
    after: ["Every figure comes from your own log, challenges, streak and scans in Glowup."],
    reason:
      "You got this mail because you are an Elite member and monthly review emails are on in your Glowup settings. We send one a month, on the 1st.",
    footerLinks: [
      { label: "Unsubscribe from monthly review emails", url: input.unsubscribeUrl },
      { label: "Review settings", url: input.settingsUrl },
    ],
  });
}

/** To a member another member challenged to a battle (decision 072); they can turn these off in Settings. */
export function battleInvitationMail(input: {
  name: string;
  from: string;
  challenge: string;
  inboxUrl: string;
  settingsUrl: string;
}): RenderedMail {
  return renderMail({
    subject: `${input.from} challenged you to ${input.challenge}`,
    greeting: `Hi ${input.name},`,
    paragraphs: [
      `${input.from} challenged you to a battle on today's challenge "${input.challenge}".`,
      "Accept it in your inbox. Then whichever of you completes the challenge first wins the battle.",
    ],
    action: { label: "Open my inbox", url: input.inboxUrl },
    reason: "You got this mail because battle emails are on in your Glowup settings.",
    footerLinks: [{ label: "Battle email settings", url: input.settingsUrl }],
  });
}

/** A member's weekly league result (decision 077); leaving leagues in Settings stops these. */
export function leagueResultMail(input: {
  name: string;
  division: string;
  place: number;
  weekXp: number;
  outcome: string;
  leagueUrl: string;
  settingsUrl: string;
}): RenderedMail {
  return renderMail({
    subject: `Your league week: ${input.outcome}`,
    greeting: `Hi ${input.name},`,
    paragraphs: [
      `You finished ${input.place}. in your ${input.division} group with ${input.weekXp} XP this week.`,
      `${input.outcome}. Your new group for this week is on the league page.`,
    ],
    action: { label: "See my league", url: input.leagueUrl },
    reason: "You got this mail because you play in the weekly leagues. We send one each week.",
    footerLinks: [{ label: "Leave the leagues", url: input.settingsUrl }],
  });
}

/** To a member whose support request staff answered: a link back to the thread (replies are made there). */
export function supportReplyMail(input: { name: string; topic: string; staffName: string; url: string }): RenderedMail {
  return renderMail({
    subject: `Glowup support replied: ${input.topic}`,
    greeting: `Hi ${input.name},`,
    paragraphs: [
      `${input.staffName} from the Glowup team answered your support request about "${input.topic}".`,
      "Read the answer and reply, or close the request if it is sorted, on the request's page.",
    ],
    action: { label: "Open your request", url: input.url },
    after: ["Please reply on the page rather than to this mail: replies to this address are not read."],
    reason: "You got this mail because you asked Glowup support for help.",
  });
}

// ---- Money mails (app/billing/money-mails.server.ts): one per money event, words only here.
const MONEY_REASON =
  "You got this mail because it is about your Glowup plan and what you pay. We send one for each change.";

export function trialStartedMail(input: {
  name: string;
  plan: string;
  price: string;
  firstCharge: string;
  settingsUrl: string;
}): RenderedMail {
  return renderMail({
    subject: `Your ${input.plan} trial has started`,
    greeting: `Hi ${input.name},`,
    paragraphs: [
      `Your free ${input.plan} trial is on: every ${input.plan} feature is open to you.`,
      `Your first charge of ${input.price} is on ${input.firstCharge}. Cancel before then and you pay nothing: open Settings, then Manage Subscription, then Cancel trial.`,
    ],
    action: { label: "Manage my subscription", url: input.settingsUrl },
    after: ["We will mail you again two days before the first charge."],
    reason: MONEY_REASON,
  });
}

export function trialEndingMail(input: {
  name: string;
  plan: string;
  price: string;
  firstCharge: string;
  cancelUrl: string;
  settingsUrl: string;
}): RenderedMail {
  return renderMail({
    subject: `Your ${input.plan} trial ends in 2 days`,
    greeting: `Hi ${input.name},`,
    paragraphs: [
      `Your free ${input.plan} trial ends on ${input.firstCharge}. That day your card is charged ${input.price}, and then each month.`,
      "To keep your plan, do nothing. To stop before the first charge, cancel your trial with the button below: you keep the trial until it ends and pay nothing.",
    ],
    action: { label: "Cancel my trial", url: input.cancelUrl },
    after: ["The link works until the trial ends."],
    reason: MONEY_REASON,
    footerLinks: [{ label: "Subscription settings", url: input.settingsUrl }],
  });
}

export function planChangedMail(input: {
  name: string;
  from: string;
  to: string;
  price: string;
  upgrade: boolean;
  settingsUrl: string;
}): RenderedMail {
  return renderMail({
    subject: `Your plan is now ${input.to}`,
    greeting: `Hi ${input.name},`,
    paragraphs: [
      `Your plan changed from ${input.from} to ${input.to}.`,
      input.upgrade
        ? `The difference for the rest of this period was charged today; from then on you pay ${input.price}.`
        : `From now on you pay ${input.price}.`,
    ],
    action: { label: "See my subscription", url: input.settingsUrl },
    reason: MONEY_REASON,
  });
}

export function planScheduledMail(input: {
  name: string;
  held: string;
  to: string;
  on: string;
  price: string;
  settingsUrl: string;
}): RenderedMail {
  return renderMail({
    subject: `${input.held} until ${input.on}, then ${input.to}`,
    greeting: `Hi ${input.name},`,
    paragraphs: [
      `You asked to move to ${input.to}. You keep ${input.held} until ${input.on}; from then your plan is ${input.to} at ${input.price}. Nothing is charged today.`,
      `Changed your mind? Press Keep ${input.held} in Settings before ${input.on}.`,
    ],
    action: { label: `Keep ${input.held}`, url: input.settingsUrl },
    reason: MONEY_REASON,
  });
}

export function planCancelledMail(input: {
  name: string;
  plan: string;
  until: string;
  isTrial: boolean;
  settingsUrl: string;
}): RenderedMail {
  return renderMail({
    subject: input.isTrial ? `Your ${input.plan} trial is cancelled` : `Your ${input.plan} plan is cancelled`,
    greeting: `Hi ${input.name},`,
    paragraphs: [
      input.isTrial
        ? `Your ${input.plan} trial is cancelled. It stays open until ${input.until}, and you will not be charged.`
        : `Your ${input.plan} plan is cancelled. You keep access until ${input.until}, and you will not be charged again.`,
      `Changed your mind? Press Keep ${input.plan} in Settings before ${input.until}.`,
    ],
    action: { label: `Keep ${input.plan}`, url: input.settingsUrl },
    reason: MONEY_REASON,
  });
}

export function paymentFailedMail(input: { name: string; plan: string | null; updateUrl: string }): RenderedMail {
  return renderMail({
    subject: "Your Glowup payment failed",
    greeting: `Hi ${input.name},`,
    paragraphs: [
      `We could not take the payment for your ${input.plan ?? "Glowup"} plan. Your card may have expired or been declined.`,
      "Update your card in Settings (Manage Subscription) and we will try again. Your plan stays open while we retry.",
    ],
    action: { label: "Update my card", url: input.updateUrl },
    reason: MONEY_REASON,
  });
}
