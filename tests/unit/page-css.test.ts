// The CSS a page carries inline (app/styles/subset.ts): what it keeps and what it drops.
import { describe, expect, it } from "vitest";
import { htmlClasses, parseCss, selectorClasses, subsetCss } from "~/styles/subset";

const subset = (css: string, classes: string[], html = "") => subsetCss(parseCss(css), new Set(classes), html);

describe("subsetCss", () => {
  it("keeps the rules of the classes a page uses, and rules without a class", () => {
    const css = "*{box-sizing:border-box}.flex{display:flex}.grid{display:grid}html{line-height:1.5}";
    expect(subset(css, ["flex"])).toBe("*{box-sizing:border-box}.flex{display:flex}html{line-height:1.5}");
  });

  it("keeps an at-rule around what it still holds, and drops it when empty", () => {
    const css = "@layer utilities{.a{color:red}@media (min-width:40rem){.md\\:a{color:blue}.md\\:b{color:green}}}";
    expect(subset(css, ["md:a"])).toBe("@layer utilities{@media (min-width:40rem){.md\\:a{color:blue}}}");
    expect(subset(css, ["zzz"])).toBe("");
  });

  it("reads escaped class names, selector lists and negations", () => {
    expect(selectorClasses(".w-1\\/2")).toEqual(["w-1/2"]);
    expect(selectorClasses(".hover\\:bg-x:hover")).toEqual(["hover:bg-x"]);
    expect(selectorClasses(".pane:not(.default):not(:has(.x))")).toEqual(["pane"]);
    expect(subset(".a,.b{color:red}", ["b"])).toBe(".b{color:red}");
    expect(subset(".a:is(.b,.c){color:red}", ["a", "b", "c"])).toBe(".a:is(.b,.c){color:red}");
  });

  it("keeps only the custom properties, @property and @keyframes the kept rules use", () => {
    const css =
      ":root{--red:#f00;--blue:#00f;--shade:var(--red);--unused:1px}" +
      "@property --tw-x{syntax:'*';inherits:false}@property --tw-y{syntax:'*';inherits:false}" +
      "@keyframes spin{to{transform:rotate(1turn)}}@keyframes bounce{50%{transform:none}}" +
      ".a{color:var(--shade);translate:var(--tw-x);animation:spin 1s}.b{color:var(--blue)}";
    const out = subset(css, ["a"]);
    expect(out).toContain("--red:#f00");
    expect(out).toContain("--shade:var(--red)");
    expect(out).not.toContain("--blue");
    expect(out).not.toContain("--unused");
    expect(out).toContain("@property --tw-x");
    expect(out).not.toContain("--tw-y");
    expect(out).toContain("@keyframes spin");
    expect(out).not.toContain("bounce");
    // A page's own style attribute may use a property too.
    expect(subset(css, ["a"], '<div style="color: var(--blue)"></div>')).toContain("--blue:#00f");
  });

  it("is not fooled by braces and semicolons inside strings and urls", () => {
    const css = '.q::before{content:"{;}"}.i{background:url(data:image/svg+xml;base64,AAAA)}.z{color:red}';
    expect(subset(css, ["q", "i"])).toBe('.q::before{content:"{;}"}.i{background:url(data:image/svg+xml;base64,AAAA)}');
  });

  it("keeps @font-face and statement at-rules whole", () => {
    const css = '@layer theme, base;@font-face{font-family:"X";src:url(x.woff2)}.a{color:red}';
    expect(subset(css, [])).toBe('@layer theme, base;@font-face{font-family:"X";src:url(x.woff2)}');
  });
});

describe("htmlClasses", () => {
  it("collects every class token of the page", () => {
    expect([...htmlClasses('<a class="btn md:flex  w-1/2"></a><p class="x"></p>')]).toEqual([
      "btn",
      "md:flex",
      "w-1/2",
      "x",
    ]);
  });
});
