// The flash toast list: what a response carries and what a cookie is trusted to hold.
import { describe, expect, it } from "vitest";
import { readToastList, TOAST_LIMIT, toastList, type Toast } from "~/toast/toast";

const t = (title: string, extra: Partial<Toast> = {}): Toast => ({ title, ...extra });

describe("toast list", () => {
  it("keeps the order it was given, one toast or several", () => {
    expect(toastList(t("one"))).toEqual([t("one")]);
    expect(toastList([t("a", { kind: "info" }), t("b", { description: "x" }), t("c")])).toEqual([
      t("a", { kind: "info" }),
      t("b", { description: "x" }),
      t("c"),
    ]);
  });

  it(`holds at most ${TOAST_LIMIT}, the first ones, each clipped, within a cookie's 4 KB once encoded`, () => {
    const many = Array.from({ length: TOAST_LIMIT + 4 }, (_, i) =>
      t(`title ${i} ${"T".repeat(500)}`, { description: "D".repeat(5000), kind: "success" }),
    );
    const list = toastList(many);
    expect(list).toHaveLength(TOAST_LIMIT);
    expect(list.map((x) => x.title.slice(0, 8))).toEqual(many.slice(0, TOAST_LIMIT).map((x) => x.title.slice(0, 8)));
    for (const x of list) {
      expect(x.title.length).toBeLessThanOrEqual(80);
      expect(x.description!.length).toBeLessThanOrEqual(200);
    }
    // Remix stores a cookie's JSON base64-encoded (and URI-encoded): the worst case stays well under 4096 bytes.
    const encoded = encodeURIComponent(btoa(unescape(encodeURIComponent(JSON.stringify(list)))));
    expect(encoded.length).toBeLessThan(3500);
  });

  it("ignores what a cookie should not hold: no list, bad items, unknown kinds, extra fields", () => {
    expect(readToastList(null)).toEqual([]);
    expect(readToastList("hello")).toEqual([]);
    expect(readToastList({ description: "no title" })).toEqual([]);
    expect(readToastList([t("ok"), { title: 5 }, { title: "bad kind", kind: "evil" }, "x", t("also ok")])).toEqual([
      t("ok"),
      t("also ok"),
    ]);
    expect(readToastList([{ title: "x", kind: "info", html: "<b>" }])).toEqual([t("x", { kind: "info" })]);
    // A single toast from before lists still shows.
    expect(readToastList(t("old", { kind: "error" }))).toEqual([t("old", { kind: "error" })]);
  });
});
