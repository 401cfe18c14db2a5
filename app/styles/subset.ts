// The part of a stylesheet one page uses: every rule whose selector names only classes the
// page has (rules without a class, such as the base layer's, always), inside the same
// at-rules, plus the at-rules that declare rather than select (@font-face, @keyframes,
// @property). For Tailwind's output, whose utilities are one class each (decision 027).

type Node = { kind: "rule"; selector: string; body: string } | { kind: "block"; prelude: string; children: Node[] };

/** At-rules kept whole: they select nothing. */
const DECLARING = /^@(font-face|keyframes|-webkit-keyframes|property|counter-style)\b/;

/** Parses CSS into rules and at-rule blocks (comments dropped, strings respected). */
export function parseCss(css: string): Node[] {
  let i = 0;
  const readUntil = (stops: string): string => {
    const start = i;
    while (i < css.length && !stops.includes(css[i])) {
      if (css[i] === '"' || css[i] === "'") {
        const quote = css[i++];
        while (i < css.length && css[i] !== quote) i += css[i] === "\\" ? 2 : 1;
      } else if (css[i] === "/" && css[i + 1] === "*") {
        const end = css.indexOf("*/", i + 2);
        i = end === -1 ? css.length : end + 1;
      }
      i++;
    }
    return css.slice(start, i);
  };
  const stripComments = (s: string) => s.replace(/\/\*[\s\S]*?\*\//g, "").trim();
  const readBody = (): string => {
    // Inside braces of a rule or a declaring at-rule: balanced, returned whole.
    let depth = 1;
    const start = i;
    while (i < css.length && depth > 0) {
      readUntil("{}");
      if (css[i] === "{") depth++;
      else if (css[i] === "}") depth--;
      i++;
    }
    return css.slice(start, i - 1);
  };
  const readNodes = (): Node[] => {
    const nodes: Node[] = [];
    while (i < css.length) {
      const prelude = stripComments(readUntil("{};"));
      const c = css[i++];
      if (c === "}" || c === undefined) break;
      if (c === ";") {
        // A statement at-rule (@layer a, b;): a block without children keeps it.
        if (prelude) nodes.push({ kind: "block", prelude: `${prelude};`, children: [] });
        continue;
      }
      if (prelude.startsWith("@") && !DECLARING.test(prelude))
        nodes.push({ kind: "block", prelude, children: readNodes() });
      else nodes.push({ kind: "rule", selector: prelude, body: readBody() });
    }
    return nodes;
  };
  return readNodes();
}

/** `selector` without its `:not(...)` groups: a class there is one the element must lack. */
function withoutNegations(selector: string) {
  let out = "";
  for (let i = 0; i < selector.length; i++) {
    if (selector.startsWith(":not(", i) && selector[i - 1] !== "\\") {
      let depth = 0;
      for (i += 4; i < selector.length; i++) {
        if (selector[i] === "(") depth++;
        else if (selector[i] === ")" && --depth === 0) break;
      }
    } else out += selector[i];
  }
  return out;
}

/** The classes a selector needs, unescaped (`.md\:flex` -> `md:flex`). */
export function selectorClasses(selector: string): string[] {
  const out: string[] = [];
  const re = /\.((?:\\.|[\w-])+)/g;
  const plain = withoutNegations(selector);
  for (let m = re.exec(plain); m; m = re.exec(plain)) out.push(m[1].replace(/\\(.)/g, "$1"));
  return out;
}

/** Every class token in an HTML document's class attributes. */
export function htmlClasses(html: string): Set<string> {
  const used = new Set<string>();
  for (const m of html.matchAll(/\sclass="([^"]*)"/g))
    for (const c of m[1].split(/\s+/)) if (c) used.add(c.replaceAll("&amp;", "&"));
  return used;
}

const compact = (s: string) => s.replace(/\s*\n\s*/g, "").trim();

/** A declaration block split at its top-level semicolons (not inside parentheses or strings). */
function declarations(body: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote = "";
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quote) {
      if (c === "\\") i++;
      else if (c === quote) quote = "";
    } else if (c === '"' || c === "'") quote = c;
    else if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (c === ";" && depth === 0) {
      out.push(body.slice(start, i).trim());
      start = i + 1;
    }
  }
  out.push(body.slice(start).trim());
  return out.filter(Boolean);
}

const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;
const ANIMATION_NAME = /animation(?:-name)?\s*:\s*([\w-]+)/g;

/** The rules (and their at-rules) a page with `used` classes selects; declaring at-rules aside. */
function selected(nodes: Node[], used: ReadonlySet<string>): Node[] {
  const out: Node[] = [];
  for (const node of nodes) {
    if (node.kind === "block") {
      if (node.prelude.endsWith(";")) out.push(node);
      else {
        const children = selected(node.children, used);
        if (children.length) out.push({ ...node, children });
      }
    } else if (DECLARING.test(node.selector)) out.push(node);
    else {
      // A selector list keeps the selectors whose classes the page has all of.
      const kept = node.selector
        .split(/,(?![^(]*\))/)
        .map((part) => part.trim())
        .filter((part) => selectorClasses(part).every((c) => used.has(c)));
      if (kept.length) out.push({ kind: "rule", selector: kept.join(","), body: node.body });
    }
  }
  return out;
}

/** Every custom property and animation the kept rules (and the page's own styles) refer to. */
function references(nodes: Node[], extra: string) {
  const props = new Set<string>();
  const animations = new Set<string>();
  const walk = (text: string) => {
    for (const m of text.matchAll(VAR_REFERENCE)) props.add(m[1]);
    for (const m of text.matchAll(ANIMATION_NAME)) animations.add(m[1]);
  };
  walk(extra);
  const visit = (list: Node[]) => {
    for (const n of list) {
      if (n.kind === "block") visit(n.children);
      else if (!DECLARING.test(n.selector)) for (const d of declarations(n.body)) if (!d.startsWith("--")) walk(d);
    }
  };
  visit(nodes);
  // Custom properties refer to others: follow them until nothing new turns up.
  const definitions = new Map<string, string[]>();
  const collect = (list: Node[]) => {
    for (const n of list) {
      if (n.kind === "block") collect(n.children);
      else
        for (const d of declarations(n.body))
          if (d.startsWith("--")) {
            const name = d.slice(0, d.indexOf(":")).trim();
            definitions.set(name, [...(definitions.get(name) ?? []), d]);
          }
    }
  };
  collect(nodes);
  const queue = [...props];
  while (queue.length) {
    for (const d of definitions.get(queue.pop()!) ?? [])
      for (const m of d.matchAll(VAR_REFERENCE))
        if (!props.has(m[1])) {
          props.add(m[1]);
          queue.push(m[1]);
        }
  }
  return { props, animations };
}

function serialise(nodes: Node[], refs: ReturnType<typeof references>): string {
  let out = "";
  for (const node of nodes) {
    if (node.kind === "block") {
      if (node.prelude.endsWith(";")) out += node.prelude;
      else {
        const inner = serialise(node.children, refs);
        if (inner) out += `${node.prelude}{${inner}}`;
      }
      continue;
    }
    const name = /^@(?:-webkit-)?(keyframes|property)\s+([\w-]+)/.exec(node.selector);
    if (name?.[1] === "keyframes" && !refs.animations.has(name[2])) continue;
    if (name?.[1] === "property" && !refs.props.has(name[2])) continue;
    if (DECLARING.test(node.selector)) {
      out += `${node.selector}{${compact(node.body)}}`;
      continue;
    }
    // A custom property nothing refers to changes nothing on this page.
    const kept = declarations(node.body).filter(
      (d) => !d.startsWith("--") || refs.props.has(d.slice(0, d.indexOf(":")).trim()),
    );
    if (kept.length) out += `${node.selector}{${compact(kept.join(";"))}}`;
  }
  return out;
}

/**
 * The CSS text a page needs: the rules its classes select, the custom properties,
 * @property and @keyframes those rules use. `html` is the page (its inline styles may
 * refer to custom properties too).
 */
export function subsetCss(nodes: Node[], used: ReadonlySet<string>, html = ""): string {
  const kept = selected(nodes, used);
  return serialise(kept, references(kept, [...html.matchAll(/\sstyle="([^"]*)"/g)].map((m) => m[1]).join(";")));
}
