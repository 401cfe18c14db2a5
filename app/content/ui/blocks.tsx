import { Link } from "@remix-run/react";
import type { Block, Section } from "~/content/types";
import { Icon } from "~/ui/icon";

/** Renders the body blocks of a guide, tab or legal section. */
export function ContentBlocks({ blocks }: { blocks: Block[] }) {
  return (
    <div className="space-y-4">
      {blocks.map((block, i) => (
        <ContentBlock key={i} block={block} />
      ))}
    </div>
  );
}

function ContentBlock({ block }: { block: Block }) {
  switch (block.type) {
    case "p":
      return <p className="leading-relaxed text-slate-700">{block.text}</p>;
    case "list": {
      const List = block.style === "number" ? "ol" : "ul";
      return (
        <div>
          {block.title ? <p className="mb-2 font-semibold text-slate-900">{block.title}</p> : null}
          <List
            className={`space-y-2 pl-5 leading-relaxed text-slate-700 ${
              block.style === "number" ? "list-decimal" : "list-disc"
            } marker:text-brand-600`}
          >
            {block.items.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </List>
        </div>
      );
    }
    case "table":
      return (
        // Focusable so keyboard users can scroll a wide table on a phone.
        <div className="scroll-area overflow-x-auto rounded-xl border border-slate-200" tabIndex={0} role="region" aria-label={block.caption} data-scroll-area>
          <table className="w-full border-collapse text-left text-sm">
            <caption className="bg-slate-50 px-3 py-2 text-left font-semibold text-slate-900">
              {block.caption}
            </caption>
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
                <tr key={r} className="border-t border-slate-200">
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
      const warning = block.tone === "warning";
      return (
        <div
          className={`flex gap-3 rounded-xl border p-4 ${
            warning ? "border-amber-300 bg-amber-50 text-amber-950" : "border-brand-200 bg-brand-50 text-brand-900"
          }`}
        >
          <Icon name={warning ? "alert" : "info"} className="mt-0.5 size-5 shrink-0" />
          <p className="leading-relaxed">
            {block.title ? <strong className="font-semibold">{block.title}: </strong> : null}
            {block.text}
          </p>
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

/** A titled section with a fragment id; `level` keeps the heading order right. */
export function ContentSection({ section, level = 2 }: { section: Section; level?: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section id={section.id} aria-labelledby={`${section.id}-heading`} className="space-y-4">
      <Heading
        id={`${section.id}-heading`}
        className={level === 2 ? "text-xl font-bold text-slate-900" : "text-lg font-semibold text-slate-900"}
      >
        {section.heading}
      </Heading>
      <ContentBlocks blocks={section.blocks} />
    </section>
  );
}
