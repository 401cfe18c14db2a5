// What each /progress form does, and the message it answers with (spec section 8).
// The member home posts the same forms; both routes redirect with the toast.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ZoneHints } from "~/calendar/days";
import { zoneHints } from "~/calendar/zone.server";
import type { BatchResponse } from "drizzle-orm/batch";
import type { Statement } from "~/db.server";
import type { Env } from "~/env";
import { parseForm, readForm } from "~/forms/parse";
import { logError } from "~/ops/log.server";
import type { MemberReader, MemberReads } from "~/request-batch.server";
import type { Toast } from "~/toast/toast";
import { completeToday, startChallenge } from "./challenges.server";
import { completionReads, todayReads } from "./completion-reads.server";
import { answerInvitation, answerReads, inviteReads, sendInvitation, type InvitationMail } from "./invitations.server";
import type { BattleRefusal } from "./battle";
import { battleInvitationMail } from "~/mail/messages";
import { mailer } from "~/mail/mail.server";
import { config } from "~/config.server";
import { awardToasts, battleRefusalText, MESSAGES, victoryToast } from "./messages";
import { ProgressAction, tabOfIntent, type ProgressActionInput, type ProgressTab } from "./progress-forms";
import { MOMENTS_ANCHOR } from "~/ui/moments";
import { challengeAnchor, DAILY_TASK_ANCHOR, FREEZES_ANCHOR } from "./ui/anchors";
import { buyFreeze } from "./freezes.server";

/** The toasts an action answers with, in order, and where its page should land (tab, item). */
type ActionOutcome =
  { toast: Toast | Toast[]; anchor?: string; tab?: ProgressTab } | { status: 400 | 404; message: string };

const NOT_YOURS = (what: string) => ({ status: 404 as const, message: `That ${what} was not found.` });

/** The signed-in member and an action's reads, in the request's one read batch. */
type Read = <T extends readonly Statement[]>(
  reads: MemberReads<T>,
) => Promise<{ member: { id: string }; results: BatchResponse<T> }>;

/** Why a battle cannot be on that challenge, in plain words. */
function refusal(r: { why: BattleRefusal; title: string; member: string }, action: "invite" | "accept") {
  return `${action === "invite" ? "Failed to send invitation" : "Failed to accept invitation"}: ${battleRefusalText(r)}`;
}

/** The invitee hears of it by mail (battle mails on); a mail that fails loses nothing else. */
async function mailInvitation(env: Env, mail: InvitationMail) {
  const origin = config(env).origin;
  try {
    await mailer(env).send({
      to: mail.to,
      ...battleInvitationMail({
        name: mail.name,
        from: mail.from,
        challenge: mail.challenge,
        inboxUrl: `${origin}/progress?tab=inbox`,
        settingsUrl: `${origin}/settings#battle-mails`,
      }),
    });
  } catch (error) {
    logError("battle-mail-failed", error);
  }
}

async function performProgressAction(
  env: Env,
  hints: ZoneHints,
  read: Read,
  input: ProgressActionInput,
): Promise<ActionOutcome> {
  switch (input.intent) {
    case "start": {
      const { member, results } = await read(todayReads);
      const queued = { key: input.key, day: input.day };
      const outcome = await startChallenge(env, hints, member.id, input.challengeId, results, undefined, queued);
      const toast = {
        received: MESSAGES.received,
        stale: MESSAGES.stale,
        started: MESSAGES.started,
        "already-started": MESSAGES.alreadyStarted,
        "already-completed": MESSAGES.alreadyCompleted,
        "not-today": MESSAGES.startFailed,
      }[outcome];
      return { toast, anchor: challengeAnchor(input.challengeId) };
    }
    case "buy-freeze": {
      const { member, results } = await read(todayReads);
      const outcome = await buyFreeze(env, hints, member.id, results);
      const toast = {
        bought: MESSAGES.freezeBought,
        full: MESSAGES.freezeFull,
        short: MESSAGES.freezeShort,
        "already-today": MESSAGES.freezeToday,
      }[outcome];
      return { toast, anchor: FREEZES_ANCHOR };
    }
    case "complete":
    case "daily-task": {
      const task = input.intent === "daily-task";
      const { member, results } = await read(completionReads);
      const outcome = await completeToday(
        env,
        hints,
        member.id,
        task ? "daily-task" : { challengeId: input.challengeId },
        results,
        undefined,
        { key: input.key, day: input.day },
      );
      const anchor = task ? DAILY_TASK_ANCHOR : challengeAnchor(input.challengeId);
      if (outcome.kind === "completed")
        return {
          toast: [
            ...awardToasts(
              task ? "Daily Task Complete!" : "Challenge Complete!",
              outcome.result.awarded,
              outcome.streak,
              outcome.milestones,
            ),
            // Completing it first won a battle on it: its 'Victory!', shown this once (decision 044).
            ...outcome.victories.map((bonus) => victoryToast(bonus)),
          ],
          anchor,
        };
      const toast = {
        "already-completed": task ? MESSAGES.dailyTaskAlready : MESSAGES.alreadyCompleted,
        "not-started": MESSAGES.notStarted,
        "not-today": MESSAGES.notToday,
        none: MESSAGES.startFailed,
        received: MESSAGES.received,
        stale: MESSAGES.stale,
      }[outcome.kind];
      return { toast, anchor };
    }
    case "invite": {
      const { member, results } = await read((db, me) => inviteReads(db, me, input.username, input.challengeId));
      const outcome = await sendInvitation(env, hints, member.id, input.challengeId, results);
      if (outcome.kind === "sent") {
        if (outcome.mail) await mailInvitation(env, outcome.mail);
        return { toast: { ...MESSAGES.invitationSent, description: `${input.username} will find it in their inbox.` } };
      }
      if (outcome.kind === "duplicate") return { toast: MESSAGES.invitationDuplicate };
      if (outcome.kind === "refused") return { status: 400, message: refusal(outcome, "invite") };
      const why = {
        "no-member": `Failed to send invitation: no member is called "${input.username}".`,
        self: "Failed to send invitation: you cannot invite yourself.",
        "no-challenge": "Failed to send invitation: choose one of the challenges.",
      }[outcome.kind];
      return { status: 400, message: why };
    }
    case "accept":
    case "decline": {
      const accept = input.intent === "accept";
      const { member, results } = await read((db, me) => answerReads(db, me, input.invitationId));
      const outcome = await answerInvitation(env, hints, member.id, input.invitationId, accept, results).catch(
        (error: unknown) => {
          // The answer and the battle are one batch: when it fails nothing changed, and the
          // invitation is still pending (as distinct from one that is no longer pending).
          logError(accept ? "battle-create-failed" : "invitation-answer-failed", error);
          return "failed" as const;
        },
      );
      // Back to the inbox, where the invitation still waits.
      if (outcome === "failed")
        return { toast: accept ? MESSAGES.createBattleFailed : MESSAGES.declineFailedRetry, tab: "inbox" };
      if (outcome === "not-found") return NOT_YOURS("invitation");
      if (outcome === "accepted") return { toast: MESSAGES.accepted };
      if (outcome === "declined") return { toast: MESSAGES.declined };
      if (outcome === "pair-limit") return { toast: MESSAGES.pairLimit };
      if (typeof outcome === "object")
        return {
          toast: {
            title: "Error",
            description: refusal({ ...outcome, why: outcome.refused }, "accept"),
            kind: "error",
          },
          tab: "inbox",
        };
      return { toast: accept ? MESSAGES.acceptFailed : MESSAGES.declineFailed };
    }
  }
}

export type ProgressPost =
  | { ok: true; tab: ProgressTab; toasts: Toast | Toast[]; anchor: string }
  | { ok: false; status: 400 | 404; errors: { form: string }; values: Record<string, string> };

/**
 * A posted progress form: parsed, then performed with one read batch (the session and what
 * the intent reads, through `reader`: app/page-read.server.ts's requireMemberWith) and one
 * write batch (decision 052). The caller redirects with the toast, or answers the status
 * with the message and the input kept. A visitor's post goes to sign-in, bad input or not.
 */
export async function progressPost(
  request: Request,
  context: AppLoadContext,
  reader: MemberReader,
): Promise<ProgressPost> {
  const parsed = parseForm(await readForm(request), ProgressAction);
  const read: Read = (reads) => reader(request, context, reads);
  if (!parsed.ok) {
    await read(() => [] as const);
    const message =
      parsed.errors.username ?? parsed.errors.challengeId ?? "That request was not understood. Please try again.";
    return { ok: false, status: 400, errors: { form: message }, values: parsed.values };
  }
  const page = "zone" in parsed.value ? parsed.value.zone : undefined;
  const outcome = await performProgressAction(
    context.cloudflare.env,
    { ...zoneHints(request, context), page },
    read,
    parsed.value,
  );
  if ("status" in outcome) {
    const values = Object.fromEntries(Object.entries(parsed.value).map(([k, v]) => [k, String(v)]));
    return { ok: false, status: outcome.status, errors: { form: outcome.message }, values };
  }
  // The redirect's fragment: the pressed item, where the browser lands without JavaScript;
  // the celebrations instead when there are any (they head the page, decision 071).
  const celebrates = [outcome.toast].flat().some((t) => t.moment);
  const anchor = celebrates ? `#${MOMENTS_ANCHOR}` : outcome.anchor ? `#${outcome.anchor}` : "";
  const tab = outcome.tab ?? tabOfIntent(parsed.value.intent);
  return { ok: true, tab, toasts: outcome.toast, anchor };
}
