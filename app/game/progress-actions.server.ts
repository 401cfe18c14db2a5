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
import type { ProgressActionInput } from "./progress-forms";

export type ActionOutcome = { toast: Toast } | { status: 400 | 404; message: string };

const NOT_YOURS = (what: string) => ({ status: 404 as const, message: `That ${what} was not found.` });

export async function performProgressAction(env: Env, hints: ZoneHints, userId: string, input: ProgressActionInput): Promise<ActionOutcome> {
  switch (input.intent) {
    case "start": {
      const outcome = await startChallenge(env, hints, userId, input.challengeId);
      const toast = { started: MESSAGES.started, "already-started": MESSAGES.alreadyStarted, "already-completed": MESSAGES.alreadyCompleted, "not-today": MESSAGES.startFailed }[outcome];
      return { toast };
    }
    case "complete": {
      const outcome = await completeChallenge(env, hints, userId, input.challengeId);
      if (outcome.kind === "completed") return { toast: awardToast("Challenge Complete!", outcome.result.awarded, outcome.streak) };
      return { toast: { "already-completed": MESSAGES.alreadyCompleted, "not-started": MESSAGES.notStarted, "not-today": MESSAGES.notToday }[outcome.kind] };
    }
    case "daily-task": {
      const outcome = await completeDailyTask(env, hints, userId);
      if (outcome.kind === "completed") return { toast: awardToast("Daily Task Complete!", outcome.result.awarded, outcome.streak) };
      return { toast: outcome.kind === "none" ? MESSAGES.startFailed : MESSAGES.dailyTaskAlready };
    }
    case "invite": {
      const outcome = await sendInvitation(env, userId, input.username, input.challengeId);
      if (outcome === "sent") return { toast: { ...MESSAGES.invitationSent, description: `${input.username} will find it in their inbox.` } };
      if (outcome === "duplicate") return { toast: MESSAGES.invitationDuplicate };
      const why = { "no-member": `Failed to send invitation: no member is called "${input.username}".`, self: "Failed to send invitation: you cannot invite yourself.", "no-challenge": "Failed to send invitation: choose one of the challenges." }[outcome];
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
