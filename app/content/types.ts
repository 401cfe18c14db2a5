// Shared shapes for the written content: plain data a renderer turns into HTML,
// so prose never lives inside components.

/** One piece of body content. Rendered by app/content/ui/blocks.tsx. */
export type Block =
  | { type: "p"; text: string }
  /** "check": a checklist a member ticks off (saved per member in the category guides, app/content/checklists.ts). */
  | { type: "list"; style: "bullet" | "number" | "check"; title?: string; items: string[] }
  | { type: "table"; caption: string; columns: string[]; rows: string[][] }
  | { type: "note"; tone: "info" | "warning" | "tip"; title?: string; text: string }
  | { type: "links"; links: ContentLink[] };

export type ContentLink = { href: string; label: string };

export type Section = {
  /** Fragment id, unique within its page (kebab-case). */
  id: string;
  heading: string;
  blocks: Block[];
};
