// How far a member is toward an achievement's requirement (home and /achievements).
import { REQUIREMENT_UNITS } from "../achievements";
import type { RequirementType } from "../../../db/constants";
import { ProgressBar } from "~/ui/progress-bar";
import { formatNumber } from "~/calendar/numbers";

/** "3 / 7 days in a row" with a bar. */
export function ProgressLine({
  progress,
  type,
  label,
}: {
  progress: { have: number; need: number; percent: number };
  type: RequirementType;
  label: string;
}) {
  const unit = REQUIREMENT_UNITS[type];
  return (
    <div className="mt-1">
      <ProgressBar value={progress.percent} label={label} className="" />
      <p className="mt-0.5 text-xs text-slate-600 tabular-nums">{`${formatNumber(progress.have)} / ${formatNumber(progress.need)} ${progress.need === 1 ? unit.one : unit.many}`}</p>
    </div>
  );
}
