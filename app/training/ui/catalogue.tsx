// The programmes to choose from: filters are links (?level=, ?equipment=), each programme
// shows what is in it and a Start form. Elite members pick their training days there.
import { Link } from "@remix-run/react";
import { checkoutHref, FEATURE_TIER } from "~/billing";
import { EQUIPMENT, EQUIPMENT_NAMES, LEVEL_NAMES, LEVELS, type Equipment, type Level } from "../levels";
import type { ProgrammeCard as Card } from "../views";
import { WEEKDAY_NAMES } from "../schedule";
import { DayPicker } from "./day-picker";

export type CatalogueFilter = { level?: Level; equipment?: Equipment };

const filterHref = (f: CatalogueFilter) => {
  const q = new URLSearchParams();
  if (f.level) q.set("level", f.level);
  if (f.equipment) q.set("equipment", f.equipment);
  const s = q.toString();
  return s ? `/programmes?${s}` : "/programmes";
};

function Chips<T extends string>({
  label,
  all,
  names,
  current,
  href,
}: {
  label: string;
  all: readonly T[];
  names: Record<T, string>;
  current?: T;
  href: (v?: T) => string;
}) {
  const chip = "rounded-full px-3 py-1.5 text-sm font-semibold";
  return (
    <nav aria-label={label} className="flex flex-wrap gap-1.5">
      {[undefined, ...all].map((v) => (
        <Link
          key={v ?? "all"}
          to={href(v)}
          aria-current={v === current ? "page" : undefined}
          className={`${chip} ${v === current ? "bg-ink text-white" : "border border-slate-300 bg-white text-slate-800"}`}
        >
          {v ? names[v] : `Any ${label.toLowerCase()}`}
        </Link>
      ))}
    </nav>
  );
}

const dayList = (days: readonly number[]) => days.map((d) => WEEKDAY_NAMES[d].slice(0, 3)).join(", ");

function ProgrammeCard({ programme, elite, daysError }: { programme: Card; elite: boolean; daysError?: string }) {
  const p = programme;
  return (
    <article className="card" aria-labelledby={`prog-${p.id}`}>
      <h2 id={`prog-${p.id}`} className="text-lg font-bold text-ink">
        {p.name}
      </h2>
      <p className="mt-1 flex flex-wrap gap-1.5">
        <span className="chip">{LEVEL_NAMES[p.level]}</span>
        <span className="chip">{EQUIPMENT_NAMES[p.equipment]}</span>
        <span className="chip">{p.weeks} weeks</span>
        <span className="chip">{p.defaultDays.length} days a week</span>
      </p>
      <p className="mt-2 text-sm text-slate-700">{p.summary}</p>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">What's in it</summary>
        {p.sessions.map((s) => (
          <div key={s.key} className="mt-2">
            <h3 className="font-semibold text-slate-800">{s.name}</h3>
            <ul className="mt-1 space-y-0.5 text-slate-700">
              {s.slots.map((slot) => (
                <li key={slot.exercise}>
                  {slot.name}: {slot.sets} × {slot.reps}
                  {slot.seconds ? " s" : ""}, rest {slot.restSec} s
                </li>
              ))}
            </ul>
          </div>
        ))}
      </details>
      <form method="post" action="/programmes" className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="start" />
        <input type="hidden" name="programmeId" value={p.id} />
        {elite ? (
          <DayPicker
            chosen={p.defaultDays}
            legend={`Your training days (${p.dayRange.min} to ${p.dayRange.max})`}
            error={daysError}
          />
        ) : (
          <p className="text-sm text-slate-600">Laid out on {dayList(p.defaultDays)}.</p>
        )}
        <button type="submit" className="btn-primary w-full sm:w-auto">
          Start {p.name}
        </button>
      </form>
    </article>
  );
}

/** The programmes a filter shows (the loader sends these). */
export const filtered = <P extends { level: Level; equipment: Equipment }>(
  all: readonly P[],
  filter: CatalogueFilter,
) =>
  all.filter(
    (p) => (!filter.level || p.level === filter.level) && (!filter.equipment || p.equipment === filter.equipment),
  );

export function Catalogue({
  programmes: shown,
  filter,
  elite,
  failed,
}: {
  programmes: Card[];
  filter: CatalogueFilter;
  elite: boolean;
  failed?: { programmeId?: string; days?: string };
}) {
  return (
    <div className="space-y-4">
      <Chips
        label="Level"
        all={LEVELS}
        names={LEVEL_NAMES}
        current={filter.level}
        href={(level) => filterHref({ ...filter, level })}
      />
      <Chips
        label="Equipment"
        all={EQUIPMENT}
        names={EQUIPMENT_NAMES}
        current={filter.equipment}
        href={(equipment) => filterHref({ ...filter, equipment })}
      />
      {elite ? null : (
        <p className="rounded-2xl bg-brand-50 p-3 text-sm text-brand-900">
          Elite members lay their programme out on the days they choose and switch equipment without losing their place.{" "}
          <Link to={checkoutHref(FEATURE_TIER.customProgrammes)} className="font-semibold underline">
            See Elite
          </Link>
        </p>
      )}
      {shown.map((p) => (
        <ProgrammeCard
          key={p.id}
          programme={p}
          elite={elite}
          daysError={failed?.programmeId === p.id ? failed.days : undefined}
        />
      ))}
    </div>
  );
}
