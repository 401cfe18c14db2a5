// What each /progress form does, and the message it answers with (spec section 8).
// The member home posts the same forms; both routes redirect with the toast.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ZoneHints } from "~/calendar/days";
import { zoneHints } from "~/calendar/zone.server";
import type { Env } from "~/env";
import { parseForm, readForm } from "~/forms/parse";
import { logError } from "~/ops/log.server";
import type { Toast } from "~/toast/toast";
import { answerInvitation, finishBattle, sendInvitation } from "./battles.server";
import { completeChallenge, completeDailyTask, startChallenge } from "./challenges.server";
import { awardToasts, MESSAGES, victoryToast } from "./messages";
import { ProgressAction, tabOfIntent, type ProgressActionInput, type ProgressTab } from "./progress-forms";
import { MOMENTS_ANCHOR } from "~/ui/moments";
import { challengeAnchor, DAILY_TASK_ANCHOR } from "./ui/anchors";
import { claimVictory, victoryBonus } from "./victories.server";

/** The toasts an action answers with, in order, and where its page should land (tab, item). */
type ActionOutcome =
  { toast: Toast | Toast[]; anchor?: string; tab?: ProgressTab } | { status: 400 | 404; message: string };

const NOT_YOURS = (what: string) => ({ status: 404 as const, message: `That ${what} was not found.` });

async function performProgressAction(
  env: Env,
  hints: ZoneHints,
  userId: string,
  input: ProgressActionInput,
): Promise<ActionOutcome> {
  switch (input.intent) {
    case "start": {
      const outcome = await startChallenge(env, hints, userId, input.challengeId);
      const toast = {
        started: MESSAGES.started,
        "already-started": MESSAGES.alreadyStarted,
        "already-completed": MESSAGES.alreadyCompleted,
        "not-today": MESSAGES.startFailed,
      }[outcome];
      return { toast, anchor: challengeAnchor(input.challengeId) };
    }
    case "complete": {
      const outcome = await completeChallenge(env, hints, userId, input.challengeId);
      const anchor = challengeAnchor(input.challengeId);
      if (outcome.kind === "completed")
        return {
          toast: awardToasts("Challenge Complete!", outcome.result.awarded, outcome.streak, outcome.milestones),
          anchor,
        };
      return {
        toast: {
          "already-completed": MESSAGES.alreadyCompleted,
          "not-started": MESSAGES.notStarted,
          "not-today": MESSAGES.notToday,
        }[outcome.kind],
        anchor,
      };
    }
    case "daily-task": {
      const outcome = await completeDailyTask(env, hints, userId);
      const anchor = DAILY_TASK_ANCHOR;
      if (outcome.kind === "completed")
        return {
          toast: awardToasts("Daily Task Complete!", outcome.result.awarded, outcome.streak, outcome.milestones),
          anchor,
        };
      return { toast: outcome.kind === "none" ? MESSAGES.startFailed : MESSAGES.dailyTaskAlready, anchor };
    }
    case "invite": {
      const outcome = await sendInvitation(env, userId, input.username, input.challengeId);
      if (outcome === "sent")
        return { toast: { ...MESSAGES.invitationSent, description: `${input.username} will find it in their inbox.` } };
      if (outcome === "duplicate") return { toast: MESSAGES.invitationDuplicate };
      const why = {
        "no-member": `Failed to send invitation: no member is called "${input.username}".`,
        self: "Failed to send invitation: you cannot invite yourself.",
        "no-challenge": "Failed to send invitation: choose one of the challenges.",
      }[outcome];
      return { status: 400, message: why };
    }
    case "accept":
    case "decline": {
      const accept = input.intent === "accept";
      const outcome = await answerInvitation(env, userId, input.invitationId, accept).catch((error: unknown) => {
        // The answer and the battle are one batch: when it fails nothing changed, and the
        // invitation is still pending (as distinct from one that is no longer pending).
        logError(accept ? "battle-create-failed" : "invitation-answer-failed", error);
        return "failed" as const;
      });
      // Back to the inbox, where the invitation still waits.
      if (outcome === "failed")
        return { toast: accept ? MESSAGES.createBattleFailed : MESSAGES.declineFailedRetry, tab: "inbox" };
      if (outcome === "not-found") return NOT_YOURS("invitation");
      if (outcome === "accepted") return { toast: MESSAGES.accepted };
      if (outcome === "declined") return { toast: MESSAGES.declined };
      if (outcome === "pair-limit") return { toast: MESSAGES.pairLimit };
      return { toast: accept ? MESSAGES.acceptFailed : MESSAGES.declineFailed };
    }
    case "finish-battle": {
      const outcome = await finishBattle(env, userId, input.battleId);
      if (outcome === "not-found") return NOT_YOURS("battle");
      // This finish decided the battle for this member: its 'Victory!' is the one they see
      // (the marker keeps the next page from repeating it; a racing page load may show it instead).
      if (outcome === "won") {
        const shown = await claimVictory(env, userId, input.battleId);
        return { toast: shown ? victoryToast(await victoryBonus(env, userId, input.battleId)) : [] };
      }
      const toast = {
        "already-finished": MESSAGES.battleDone,
        "waiting-for-opponent": MESSAGES.waiting,
        "waiting-for-you": MESSAGES.battleDone,
        lost: MESSAGES.lost,
      }[outcome];
      return { toast };
    }
  }
}

export type ProgressPost =
  | { ok: true; tab: ProgressTab; toasts: Toast | Toast[]; anchor: string }
  | { ok: false; status: 400 | 404; errors: { form: string }; values: Record<string, string> };

/**
 * A posted progress form: parsed, then performed. The caller redirects with the toast,
 * or answers the status with the message and the input kept.
 */
export async function progressPost(request: Request, context: AppLoadContext, userId: string): Promise<ProgressPost> {
  const parsed = parseForm(await readForm(request), ProgressAction);
  if (!parsed.ok) {
    const message =
      parsed.errors.username ?? parsed.errors.challengeId ?? "That request was not understood. Please try again.";
    return { ok: false, status: 400, errors: { form: message }, values: parsed.values };
  }
  const page = "zone" in parsed.value ? parsed.value.zone : undefined;
  const outcome = await performProgressAction(
    context.cloudflare.env,
    { ...zoneHints(request, context), page },
    userId,
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
