// A personal plan's item ticked (decision 074): a plain form post from the member home (works
// without JavaScript). One read round trip (the session, the plan, the member's day, the tier),
// one write: the award, once per item and day, which counts for the streak.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { z } from "zod";
import { FEATURE_TIER } from "~/billing";
import { checkTier } from "~/billing/index.server";
import { zoneHints } from "~/calendar/zone.server";
import { parseForm, readForm } from "~/forms/parse";
import { queued } from "~/forms/queued";
import { awardToasts } from "~/game";
import { routineDay, routineTickReads, tickRoutine } from "~/game/index.server";
import { requireMemberWith } from "~/page-read.server";
import { checkTick, planQuery, readPlan } from "~/plan/index.server";
import { PLAN_TODAY_ANCHOR, TICK_MESSAGES } from "~/plan/messages";
import { redirectWithToast } from "~/toast/toast.server";
import { MOMENTS_ANCHOR } from "~/ui/moments";

export const loader = () => redirect("/");

const Tick = z.object({
  item: z.string().trim().min(1).max(200),
  /** The zone the page counted its day in: the tick counts on that same day. */
  zone: z.string().max(64).optional().catch(undefined),
  ...queued,
});

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = parseForm(await readForm(request), Tick);
  const now = new Date();
  const [{ member, results }, gate] = await Promise.all([
    requireMemberWith(request, context, (db, me) => [planQuery(db, me), ...routineTickReads(db, me)] as const),
    checkTier(request, context, FEATURE_TIER.routine),
  ]);
  const back = `/#${PLAN_TODAY_ANCHOR}`;
  const [planRows, ...tickRows] = results;
  const plan = readPlan(planRows[0]);
  if (!plan) return redirectWithToast(request, "/assessment", TICK_MESSAGES.noPlan);
  if (!parsed.ok) return redirectWithToast(request, back, TICK_MESSAGES.unknown);
  const hints = { ...zoneHints(request, context), page: parsed.value.zone };
  const day = routineDay(hints, tickRows, now);
  const check = checkTick(plan.routine, day, gate.kind === "open", parsed.value.item);
  if (!check.ok)
    return redirectWithToast(
      request,
      back,
      check.reason === "subscribers-only" ? TICK_MESSAGES.subscribersOnly : TICK_MESSAGES.unknown,
    );
  const { key, day: madeOn } = parsed.value;
  const outcome = await tickRoutine(context.cloudflare.env, hints, member.id, check.item, tickRows, now, {
    key,
    day: madeOn,
  });
  if (outcome.kind === "already-ticked") return redirectWithToast(request, back, TICK_MESSAGES.already);
  if (outcome.kind === "received") return redirectWithToast(request, back, TICK_MESSAGES.received);
  if (outcome.kind === "stale") return redirectWithToast(request, back, TICK_MESSAGES.stale);
  const toasts = awardToasts(`Done: ${check.item.title}`, outcome.result.awarded, outcome.streak, outcome.milestones);
  return redirectWithToast(request, toasts.some((t) => t.moment) ? `/#${MOMENTS_ANCHOR}` : back, toasts);
}
