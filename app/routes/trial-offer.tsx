// "Maybe Later" on the trial offer: remember it and go back home.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { dismissTrialOfferHeaders } from "~/billing/trial-offer.server";

export const loader = () => redirect("/");

export async function action(_: ActionFunctionArgs) {
  return redirect("/", { status: 303, headers: await dismissTrialOfferHeaders() });
}
