// What each /progress form does, and the message it answers with (spec section 8).
import type { Env } from "~/env";
import type { Toast } from "~/toast/toast";
import {
  answerInvitation,
  completeChallenge,
  completeDailyTask,
  finishBattle,
  sendInvitation,
  startChallenge,
  type ZoneHints,
} from "./game.server";
import { awardToast, MESSAGES } from "./messages";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { parseForm, readForm } from "~/forms/parse";
import { redirectWithToast } from "~/toast/toast.server";
import { zoneHints } from "./game.server";
import { ProgressAction, type ProgressActionInput } from "./progress-forms";

export type ActionOutcome = { toast: Toast } | { status: 400 | 404; message: string };

const NOT_YOURS = (what: string) => ({ status: 404 as const, message: `That ${what} was not found.` });

export async function performProgressAction(
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
      return { toast };
    }
    case "complete": {
      const outcome = await completeChallenge(env, hints, userId, input.challengeId);
      if (outcome.kind === "completed")
        return { toast: awardToast("Challenge Complete!", outcome.result.awarded, outcome.streak) };
      return {
        toast: {
          "already-completed": MESSAGES.alreadyCompleted,
          "not-started": MESSAGES.notStarted,
          "not-today": MESSAGES.notToday,
        }[outcome.kind],
      };
    }
    case "daily-task": {
      const outcome = await completeDailyTask(env, hints, userId);
      if (outcome.kind === "completed")
        return { toast: awardToast("Daily Task Complete!", outcome.result.awarded, outcome.streak) };
      return { toast: outcome.kind === "none" ? MESSAGES.startFailed : MESSAGES.dailyTaskAlready };
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
      const outcome = await answerInvitation(env, userId, input.invitationId, accept);
      if (outcome === "not-found") return NOT_YOURS("invitation");
      if (outcome === "accepted") return { toast: MESSAGES.accepted };
      if (outcome === "declined") return { toast: MESSAGES.declined };
      return { toast: accept ? MESSAGES.acceptFailed : MESSAGES.declineFailed };
    }
    case "finish-battle": {
      const outcome = await finishBattle(env, userId, input.battleId);
      if (outcome === "not-found") return NOT_YOURS("battle");
      const toast = {
        "already-finished": MESSAGES.battleDone,
        "waiting-for-opponent": MESSAGES.waiting,
        "waiting-for-you": MESSAGES.battleDone,
        won: MESSAGES.victory,
        lost: MESSAGES.lost,
      }[outcome];
      return { toast };
    }
  }
}

/**
 * A posted progress form, end to end: parse, perform, then redirect with the toast to
 * where `landing` says (the /progress tab, or the home page), or answer 400/404 with
 * the message and the input kept. /progress and the member home share it.
 */
export async function progressPost(
  request: Request,
  context: AppLoadContext,
  userId: string,
  landing: (intent: ProgressActionInput["intent"]) => string,
) {
  const parsed = parseForm(await readForm(request), ProgressAction);
  if (!parsed.ok) {
    const message =
      parsed.errors.username ?? parsed.errors.challengeId ?? "That request was not understood. Please try again.";
    return data({ errors: { form: message }, values: parsed.values }, { status: 400 });
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
    return data({ errors: { form: outcome.message }, values }, { status: outcome.status });
  }
  return redirectWithToast(request, landing(parsed.value.intent), outcome.toast);
}
