// `node bench/weights.mjs [http://localhost:8787] [/path ...]`: just the byte weights of
// public pages against a server that is already running (npm start, or the e2e one), in
// a minute instead of the full bench's ten. Same visit and measure as `npm run bench`.
import { launch, visit } from "./lib/browser.mjs";
import { FIRST_ROUND_TRIP_BYTES, firstRoundTrip } from "./lib/first-round-trip.mjs";
import { ROUTES } from "./lib/routes.mjs";
import { budgetsFor, checkWeights, weigh } from "./lib/weights.mjs";

const [base = "http://localhost:8787", ...paths] = process.argv.slice(2);
const routes = ROUTES.filter(
  (r) => r.kind === "public" && r.status === 200 && (paths.length === 0 || paths.includes(r.path)),
);
const kb = (b) => (b / 1024).toFixed(1);
const mark = (ok) => (ok === null ? "" : ok ? "pass" : "FAIL");

const browser = await launch();
let failed = false;
try {
  console.log("route | page KB (excl. images, fonts) | budget | first visit KB (all) | budget | fonts | images");
  for (const r of routes) {
    const { responses } = await visit(browser, base, r, [], { collect: true });
    const { bytes } = weigh(responses);
    const ok = checkWeights(r, bytes);
    const b = budgetsFor(r);
    failed ||= ok.page === false || ok.firstVisit === false;
    console.log(
      `${r.label} | ${kb(bytes.page)} | ${b.pageKB ?? "-"} ${mark(ok.page)} | ${kb(bytes.firstVisit)} | ${b.firstVisitKB ?? "-"} ${mark(ok.firstVisit)} | ${kb(bytes.fonts)} | ${kb(bytes.images)}`,
    );
  }
  console.log(
    `\nfirst round trip (document + the stylesheets its head links, gzip; fits in ${FIRST_ROUND_TRIP_BYTES} bytes?)`,
  );
  for (const r of routes) {
    const t = await firstRoundTrip(base, r.path);
    console.log(`${r.label} | ${t.document} + ${t.blockingCss} = ${t.total} | ${t.fits ? "fits" : "over"}`);
  }
} finally {
  await browser.close();
}
process.exit(failed ? 1 : 0);
