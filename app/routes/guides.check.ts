// A guide's checklist item, ticked: a plain form post from the guide page (works without
// JavaScript). Each item counts once per member toward the checklist achievements.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { z } from "zod";
import { requireMember } from "~/auth/guards.server";
import { FEATURE_TIER } from "~/billing";
import { checkTier } from "~/billing/index.server";
import { guideChecklistItem } from "~/content/checklists";
import { parseForm, readForm } from "~/forms/parse";
import { clientKey } from "~/forms/queued";
import { unlockToasts } from "~/game";
import { deedReads, DEEDS, recordDeedAfter } from "~/game/index.server";
import { requireMemberWith } from "~/page-read.server";
import type { Toast } from "~/toast/toast";
import { redirectWithToast } from "~/toast/toast.server";
import { MOMENTS_ANCHOR } from "~/ui/moments";

export const loader = () => redirect("/course");

// `key`: only the offline queue sends it (decision 081); the tick is then accepted once per key.
const Tick = z.object({ item: z.string().trim().min(1).max(200), key: clientKey });

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = parseForm(await readForm(request), Tick);
  const item = parsed.ok ? guideChecklistItem(parsed.value.item) : null;
  if (!item) {
    await requireMember(request, context);
    return redirectWithToast(request, "/course", {
      title: "Error",
      description: "That checklist item was not found. Open the guide and try again.",
      kind: "error",
    });
  }
  // The gate and what recording the tick reads: one read round trip; the award is the one write.
  const deed = DEEDS.checklist(item.id);
  const [{ member, results }, gate] = await Promise.all([
    requireMemberWith(request, context, (db, me) => deedReads(db, me, deed.key)),
    checkTier(request, context, FEATURE_TIER.guides),
  ]);
  const back = `/${item.slug}#${item.sectionId}`;
  if (gate.kind !== "open")
    return redirectWithToast(request, `/${item.slug}`, {
      title: "Error",
      description: "The guides' checklists come with a subscription.",
      kind: "error",
    });
  const key = parsed.ok ? parsed.value.key : undefined;
  const outcome = await recordDeedAfter(context.cloudflare.env, member.id, deed, results, undefined, key);
  const ticked: Toast = { title: "Ticked off", description: "Saved to your checklist.", kind: "success" };
  const toasts: Toast[] = outcome.recorded
    ? [ticked, ...unlockToasts(outcome.unlocked)]
    : outcome.received
      ? [{ title: "Already received", description: "That tick was already saved. Nothing changed.", kind: "info" }]
      : [{ title: "Already ticked", description: "That item was already on your list.", kind: "info" }];
  // An unlock is celebrated at the top of the guide (decision 071): land there, else on the item's section.
  return redirectWithToast(request, outcome.unlocked.length ? `/${item.slug}#${MOMENTS_ANCHOR}` : back, toasts);
}
