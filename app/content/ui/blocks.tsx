import { Link } from "@remix-run/react";
import { createContext, useContext, useId } from "react";
import type { Block, Section } from "~/content/types";
import { Icon, type IconName } from "~/ui/icon";
import { CHECKLIST_ACTION, checklistItemId } from "../checklists";

/**
 * A guide whose checklists a member ticks off on the server: the guide's slug and the
 * items already ticked. Without it (tier pages, visitors) checklists are plain checkboxes.
 */
export type TrackedChecklists = { slug: string; ticked: readonly string[] };
const Tracked = createContext<TrackedChecklists | null>(null);
export const TrackedChecklistsProvider = Tracked.Provider;

/** Renders the body blocks of a guide, tab or legal section. */
export function ContentBlocks({ blocks, sectionId }: { blocks: Block[]; sectionId?: string }) {
  return (
    <div className="space-y-5">
      {blocks.map((block, i) => (
        <ContentBlock key={i} block={block} place={sectionId === undefined ? null : { sectionId, block: i }} />
      ))}
    </div>
  );
}

const CALLOUT: Record<"info" | "warning" | "tip", { icon: IconName; box: string; badge: string; label: string }> = {
  info: {
    icon: "info",
    box: "border-brand-200 bg-brand-50 text-brand-900",
    badge: "bg-brand-600 text-white",
    label: "Good to know",
  },
  tip: {
    icon: "lightbulb",
    box: "border-mint-200 bg-mint-50 text-mint-800",
    badge: "bg-mint-700 text-white",
    label: "Coach's tip",
  },
  warning: {
    icon: "alert",
    box: "border-sun-300 bg-sun-50 text-sun-800",
    badge: "bg-sun-400 text-ink",
    label: "Careful",
  },
};

function ContentBlock({ block, place }: { block: Block; place: { sectionId: string; block: number } | null }) {
  switch (block.type) {
    case "p":
      return <p className="leading-relaxed text-slate-700">{block.text}</p>;
    case "list":
      if (block.style === "check") return <Checklist title={block.title} items={block.items} place={place} />;
      return (
        <div>
          {block.title ? <p className="mb-3 font-bold text-ink">{block.title}</p> : null}
          {block.style === "number" ? (
            <ol className="space-y-3 leading-relaxed text-slate-700">
              {block.items.map((item, i) => (
                <li key={i} className="flex gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
                  >
                    {i + 1}
                  </span>
                  <span className="pt-0.5">{item}</span>
                </li>
              ))}
            </ol>
          ) : (
            <ul className="list-disc space-y-2 pl-5 leading-relaxed text-slate-700 marker:text-glow-500">
              {block.items.map((item, i) => (
                <li key={i} className="pl-1">
                  {item}
                </li>
              ))}
            </ul>
          )}
        </div>
      );
    case "table":
      return (
        // Focusable so keyboard users can scroll a wide table on a phone.
        <div
          className="scroll-area overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm"
          tabIndex={0}
          role="region"
          aria-label={block.caption}
          data-scroll-area
        >
          <table className="w-full border-collapse text-left text-sm">
            <caption className="bg-brand-50 px-3 py-2 text-left font-bold text-ink">{block.caption}</caption>
            <thead>
              <tr className="border-t border-slate-200 bg-slate-50">
                {block.columns.map((c) => (
                  <th key={c} scope="col" className="px-3 py-2 font-semibold text-slate-900">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, r) => (
                <tr key={r} className="border-t border-slate-200 even:bg-slate-50/60">
                  {row.map((cell, c) =>
                    c === 0 ? (
                      <th key={c} scope="row" className="px-3 py-2 font-medium text-slate-900">
                        {cell}
                      </th>
                    ) : (
                      <td key={c} className="px-3 py-2 text-slate-700">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case "note": {
      const look = CALLOUT[block.tone];
      return (
        <div role="note" className={`rounded-2xl border p-4 sm:p-5 ${look.box}`}>
          <p className="flex items-center gap-2 text-sm font-bold">
            <span className={`flex size-7 shrink-0 items-center justify-center rounded-full ${look.badge}`}>
              <Icon name={look.icon} className="size-4" />
            </span>
            {block.title ?? look.label}
          </p>
          <p className="mt-2 leading-relaxed">{block.text}</p>
        </div>
      );
    }
    case "links":
      return (
        <ul className="flex flex-wrap gap-2">
          {block.links.map((l) => (
            <li key={l.href}>
              <Link to={l.href} className="btn-secondary">
                {l.label}
                <Icon name="arrow-right" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      );
  }
}

/**
 * Tick-off steps. In a tracked guide each item is its own small form posted to the server
 * (works without JavaScript; each item counts once); elsewhere they are real checkboxes.
 */
function Checklist({
  title,
  items,
  place,
}: {
  title?: string;
  items: string[];
  place: { sectionId: string; block: number } | null;
}) {
  const id = useId();
  const tracked = useContext(Tracked);
  return (
    <div className="rounded-2xl border border-mint-200 bg-white p-4 shadow-sm sm:p-5" data-testid="checklist">
      <p id={id} className="flex items-center gap-2 font-bold text-ink">
        <Icon name="list-checks" className="size-5 text-mint-700" />
        {title ?? "Your checklist"}
      </p>
      <ul aria-labelledby={id} className="mt-3 space-y-1">
        {items.map((item, i) =>
          tracked && place ? (
            <TrackedItem
              key={i}
              text={item}
              itemId={checklistItemId(tracked.slug, place.sectionId, place.block, i)}
              ticked={tracked.ticked}
            />
          ) : (
            <li key={i}>
              <label className="flex cursor-pointer gap-3 rounded-xl p-2 leading-relaxed text-slate-700 hover:bg-mint-50 has-[:checked]:text-slate-500 has-[:checked]:line-through">
                <input type="checkbox" className="mt-1 size-5 shrink-0 cursor-pointer accent-mint-700" />
                <span>{item}</span>
              </label>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}

/** One item of a tracked checklist: a form until it is ticked, then a done line. */
function TrackedItem({ text, itemId, ticked }: { text: string; itemId: string; ticked: readonly string[] }) {
  if (ticked.includes(itemId))
    return (
      <li className="flex gap-3 rounded-xl p-2 leading-relaxed text-slate-500" data-ticked="true">
        <Icon name="check" className="mt-1 size-5 shrink-0 rounded bg-mint-700 p-0.5 text-white" />
        <span>
          <span className="line-through">{text}</span>
          <span className="sr-only"> (done)</span>
        </span>
      </li>
    );
  return (
    <li>
      <form method="post" action={CHECKLIST_ACTION}>
        <input type="hidden" name="item" value={itemId} />
        <button
          type="submit"
          className="flex w-full cursor-pointer gap-3 rounded-xl p-2 text-left leading-relaxed text-slate-700 hover:bg-mint-50"
        >
          <span aria-hidden="true" className="mt-1 size-5 shrink-0 rounded border-2 border-mint-700 bg-white" />
          <span>
            {text}
            <span className="sr-only"> (mark as done)</span>
          </span>
        </button>
      </form>
    </li>
  );
}

/** A titled section with a fragment id; `level` keeps the heading order right. */
export function ContentSection({
  section,
  level = 2,
  step,
  kicker,
}: {
  section: Section;
  level?: 2 | 3;
  /** Lesson number shown beside the heading (course-style pages). */
  step?: number;
  /** A short label above the heading ("Start today"). */
  kicker?: string;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section id={section.id} aria-labelledby={`${section.id}-heading`} className="space-y-4">
      <div className="flex items-start gap-3">
        {step ? (
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-brand-600 to-glow-600 text-lg font-extrabold text-white shadow-lift"
          >
            {step}
          </span>
        ) : null}
        <div>
          {kicker ? <p className="eyebrow">{kicker}</p> : null}
          <Heading
            id={`${section.id}-heading`}
            className={level === 2 ? "text-xl font-extrabold text-ink sm:text-2xl" : "text-lg font-bold text-ink"}
          >
            {section.heading}
          </Heading>
        </div>
      </div>
      <ContentBlocks blocks={section.blocks} sectionId={section.id} />
    </section>
  );
}
