// The home page's trial offer: shown to visitors and members without a plan until
// they say "Maybe Later" (remembered in a cookie, so it stays closed without JS too).
import { createCookie } from "@remix-run/cloudflare";

const dismissed = createCookie("gu_trial_later", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  // Said once, kept: 400 days is the longest a browser keeps a cookie.
  maxAge: 60 * 60 * 24 * 400,
});

export async function trialOfferDismissed(request: Request) {
  return (await dismissed.parse(request.headers.get("Cookie")).catch(() => null)) === "1";
}

export async function dismissTrialOfferHeaders() {
  return new Headers({ "Set-Cookie": await dismissed.serialize("1") });
}
