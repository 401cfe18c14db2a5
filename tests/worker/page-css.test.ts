// A visitor's public page paints from its own HTML: the rules it uses inline, the full
// stylesheet after the content (decision 027). Members' pages link the full sheet in the head.
import { describe, expect, it } from "vitest";
import { parseCss, selectorClasses } from "~/styles/subset";
import fullCss from "~/styles/app.css?inline";
import { member } from "./factories";
import { appFetch, ORIGIN } from "./helpers";

/** Every class some rule of `css` selects. */
function styledClasses(css: string) {
  const out = new Set<string>();
  const walk = (nodes: ReturnType<typeof parseCss>) => {
    for (const n of nodes) {
      if (n.kind === "block") walk(n.children);
      else for (const c of selectorClasses(n.selector)) out.add(c);
    }
  };
  walk(parseCss(css));
  return out;
}

const headOf = (html: string) => html.slice(0, html.indexOf("</head>"));
const STYLESHEET = /<link rel="stylesheet" href="[^"]*"\/>/;

describe("the CSS of a visitor's public page", () => {
  const fullyStyled = styledClasses(fullCss);

  for (const path of ["/", "/skincare", "/auth", "/terms"]) {
    it(`${path}: inline rules for every class on the page, the full sheet after the content`, async () => {
      const html = await (await appFetch(`${ORIGIN}${path}`)).text();
      const inline = /<style>([\s\S]*?)<\/style>/.exec(headOf(html))?.[1];
      expect(inline).toBeTruthy();
      expect(headOf(html)).not.toMatch(STYLESHEET);
      expect(html.slice(html.indexOf("</main>"))).toMatch(STYLESHEET);
      // Whatever the full stylesheet styles on this page, the inline rules style too.
      const styledInline = styledClasses(inline!);
      const onPage = [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/)).filter(Boolean);
      const missing = [...new Set(onPage)].filter((c) => fullyStyled.has(c) && !styledInline.has(c));
      expect(missing).toEqual([]);
      // And not the whole sheet: only what the page uses.
      expect(inline!.length).toBeLessThan(fullCss.length * 0.7);
    });
  }

  it("a member's page links the full stylesheet in the head and inlines nothing", async () => {
    const { b } = await member({ prefix: "pagecss" });
    for (const path of ["/", "/skincare"]) {
      const html = await (await b.get(path)).text();
      expect(headOf(html)).toMatch(STYLESHEET);
      expect(html).not.toContain("<style>");
    }
  });
});
