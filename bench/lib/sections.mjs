// Sections of bench/REPORT.md that their own runs own (the distance table, the scale run):
// each replaces only its own section and leaves the rest as it was.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { format, resolveConfig } from "prettier";

const REPORT = "bench/REPORT.md";
// `npm run bench:photos` rewrites everything from its heading on: ours stay before it.
const PHOTOS_HEADING = "\n## Photo path and face analysis";

/** Puts `md` (which starts with `heading`) in place of that section, or before the photo section. */
export async function writeSection(heading, md) {
  const report = existsSync(REPORT) ? readFileSync(REPORT, "utf8") : "# Glowup benchmark report\n";
  const body = `${md.trim()}\n`;
  let updated;
  const at = report.indexOf(`\n${heading}`);
  if (at >= 0) {
    const next = report.indexOf("\n## ", at + heading.length + 1);
    updated = `${report.slice(0, at)}\n\n${body}${next >= 0 ? `\n${report.slice(next)}` : ""}`;
  } else {
    const photos = report.indexOf(PHOTOS_HEADING);
    updated =
      photos >= 0
        ? `${report.slice(0, photos).trimEnd()}\n\n${body}\n${report.slice(photos)}`
        : `${report.trimEnd()}\n\n${body}`;
  }
  writeFileSync(REPORT, await format(updated, { ...(await resolveConfig(REPORT)), parser: "markdown" }));
}
