// What a member without Elite sees in the VIP Lounge: the polite "no" and the way up.
import { Link } from "@remix-run/react";
import { checkoutHref, FEATURE_TIER, tierName } from "~/billing";
import { Icon } from "~/ui/icon";

export function LockedPanel() {
  const tier = tierName(FEATURE_TIER.vipChat);
  return (
    <section className="card text-center" aria-labelledby="vip-locked">
      <Icon name="lock" className="mx-auto size-10 text-brand-600" />
      <h2 id="vip-locked" className="mt-3 text-lg font-semibold">
        {`VIP Lounge - ${tier} Members Only`}
      </h2>
      <p className="mt-1 text-slate-600">{`Upgrade to ${tier} to access exclusive VIP chat with fellow ${tier} members`}</p>
      <Link to={checkoutHref(FEATURE_TIER.vipChat)} className="mt-4 btn-primary">
        {`Upgrade to ${tier}`}
      </Link>
    </section>
  );
}
