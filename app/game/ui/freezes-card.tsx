// Streak freezes on /progress (decision 071): how many the member holds, how one is earned or
// bought, and the Buy button (a plain form post) when one can be bought.
import { addDays } from "~/calendar/days";
import { Icon } from "~/ui/icon";
import { FREEZE_EVERY_DAYS, FREEZE_PRICE_XP, FREEZES_HELD_MAX, mayBuyFreeze } from "../streak";
import { FREEZES_ANCHOR } from "./anchors";
import { PostButton } from "./post-button";

type Profile = { xp: number; streakFreezes: number; frozenDay: string | null };

export function FreezesCard({ profile, today, zone }: { profile: Profile; today: string; zone: string }) {
  const may = mayBuyFreeze(profile);
  const coveredYesterday = profile.frozenDay === addDays(today, -1);
  return (
    <section
      id={FREEZES_ANCHOR}
      className="scroll-mt-20 card"
      aria-labelledby="freezes-heading"
      data-testid="freezes-card"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-sky-100 text-sky-700">
          <Icon name="shield" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="freezes-heading" className="font-semibold">
            {`Streak freezes: ${profile.streakFreezes} of ${FREEZES_HELD_MAX}`}
          </h2>
          <p className="text-sm text-slate-600">
            {`A freeze covers a missed day by itself, so your streak survives it. You earn one every ${FREEZE_EVERY_DAYS} days in a row.`}
          </p>
          {coveredYesterday ? (
            <p className="mt-1 text-sm font-medium text-sky-800">A freeze covered yesterday.</p>
          ) : null}
          <div className="mt-3">
            {may === "ok" ? (
              <PostButton
                tab="challenges"
                intent="buy-freeze"
                fields={{ zone }}
                label={`Buy a freeze for ${FREEZE_PRICE_XP} XP`}
                primary={false}
              />
            ) : (
              <p className="text-sm text-slate-600">
                {may === "full"
                  ? `You hold ${FREEZES_HELD_MAX}, the most you can.`
                  : `Buying one takes ${FREEZE_PRICE_XP} XP earned toward your next level.`}
              </p>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
