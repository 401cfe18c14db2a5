// What a /programmes form post answers: parsed, gated (Pro to follow and log, Elite to
// choose days and equipment), performed, then a redirect with a toast or the form again
// with its messages.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { FEATURE_TIER, tierName } from "~/billing";
import { zoneHints } from "~/calendar/zone.server";
import type { FieldErrors, FieldValues } from "~/forms/parse";
import { parseForm, readForm } from "~/forms/parse";
import { awardToasts } from "~/game";
import type { Toast } from "~/toast/toast";
import { ProgrammeAction } from "./forms";
import { adaptProgramme, endProgramme, logSession, startProgramme } from "./training.server";

export type ProgrammePost =
  | { ok: true; to: string; toasts: Toast | Toast[] }
  | { ok: false; status: 400 | 403 | 409; errors: FieldErrors; values: FieldValues };

const DAYS_MESSAGE = "Choose as many training days as the programme allows (shown above the days).";

export async function programmePost(
  request: Request,
  context: AppLoadContext,
  userId: string,
  elite: boolean,
): Promise<ProgrammePost> {
  const env = context.cloudflare.env;
  const form = await readForm(request);
  const parsed = parseForm(form, ProgrammeAction, {
    // Checkboxes named `day`: every value, and none at all reads as "not given".
    shape: (values, all) => ({ ...values, days: all("day").length ? all("day") : undefined }),
  });
  if (!parsed.ok)
    return { ok: false, status: 400, errors: { form: Object.values(parsed.errors)[0] }, values: parsed.values };
  const input = parsed.value;
  const fail = (status: 400 | 403 | 409, message: string, field = "form") => ({
    ok: false as const,
    status,
    errors: { [field]: message },
    values: parsed.values,
  });
  switch (input.intent) {
    case "start": {
      // Days are Elite's choice: anyone else's programme is laid out on its default days.
      const days = elite ? (input.days ?? null) : null;
      const hints = { ...zoneHints(request, context), page: input.zone };
      const outcome = await startProgramme(env, hints, userId, input.programmeId, days);
      if (outcome === "started")
        return { ok: true, to: "/programmes", toasts: { title: "Programme started", kind: "success" } };
      if (outcome === "days") return { ...fail(400, DAYS_MESSAGE, "days"), values: { programmeId: input.programmeId } };
      if (outcome === "unknown") return fail(400, "That programme does not exist.");
      return fail(409, "You are already following a programme: end it on the Plan tab before starting another.");
    }
    case "end": {
      const ended = await endProgramme(env, userId);
      return {
        ok: true,
        to: "/programmes",
        toasts: ended ? { title: "Programme ended", description: "Your logged sessions are kept." } : [],
      };
    }
    case "adapt": {
      if (!elite)
        return fail(403, `Choosing your days and equipment is part of ${tierName(FEATURE_TIER.customProgrammes)}.`);
      const outcome = await adaptProgramme(env, userId, input.days, input.equipment);
      if (outcome === "adapted")
        return { ok: true, to: "/programmes?tab=plan", toasts: { title: "Plan updated", kind: "success" } };
      if (outcome === "days") return fail(400, DAYS_MESSAGE, "days");
      return fail(409, "Start a programme first.");
    }
    case "log": {
      const hints = { ...zoneHints(request, context), page: input.zone };
      const outcome = await logSession(env, hints, userId, input.sessionNo, form);
      switch (outcome.kind) {
        case "logged":
          return {
            ok: true,
            to: "/programmes",
            toasts: awardToasts("Session logged!", outcome.awarded, outcome.streak),
          };
        case "invalid":
          return { ok: false, status: 400, errors: outcome.errors, values: outcome.values };
        case "already-today":
          return {
            ok: true,
            to: "/programmes",
            toasts: {
              title: "Already logged today",
              description: "One session a day counts; the next is tomorrow.",
              kind: "info",
            },
          };
        case "stale":
          return {
            ok: true,
            to: "/programmes",
            toasts: { title: "Already logged", description: "That session is in your log already.", kind: "info" },
          };
        case "no-run":
          return fail(409, "Start a programme first.");
        case "unavailable":
          return fail(409, "Logging is unavailable just now. Please try again later.");
      }
    }
  }
}
