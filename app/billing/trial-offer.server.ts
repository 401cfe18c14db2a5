// The home page's trial offer: shown to visitors and members without a plan until
// they say "Maybe Later" (remembered in a cookie, so it stays closed without JS too).
import { createCookie } from "@remix-run/cloudflare";

const dismissed = createCookie("gu_trial_later", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  maxAge: 60 * 60 * 24 * 30,
});

export async function trialOfferDismissed(request: Request) {
  return (await dismissed.parse(request.headers.get("Cookie")).catch(() => null)) === "1";
}

export async function dismissTrialOfferHeaders() {
  return new Headers({ "Set-Cookie": await dismissed.serialize("1") });
}
