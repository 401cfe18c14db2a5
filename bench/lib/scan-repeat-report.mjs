// The repeatability benchmark's figures and its section of bench/REPORT.md: per person the
// rating's spread across retakes; per measurement the pooled retake SD, the SD between the
// people's means, their ratio and the 95 % noise band (1.96 × pooled SD). A measurement the
// rubric carries a relative band for is measured on its logarithm: its band is a share of
// the value.
export const REPEAT_HEADING = "## Scan repeatability";

/** Goals of issue #35, per portrait, on the 10-point scale. */
export const GOALS = { ratingSd: 0.1, ratingRange: 0.3, ratio: 1 / 3 };

const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
const sd = (xs) => (xs.length < 2 ? 0 : Math.sqrt(xs.reduce((s, x) => s + (x - mean(xs)) ** 2, 0) / (xs.length - 1)));
const faces = (p) => p.observations.filter((o) => o.kind === "face");

export function summarise(people, rated, relative = []) {
  const ratings = people.map((p) => {
    const values = faces(p).map((o) => o.ratingTenths / 10);
    const original = p.observations[0].ratingTenths / 10;
    const byKind = {};
    for (const o of faces(p))
      byKind[o.retake] = Math.max(byKind[o.retake] ?? 0, Math.abs(o.ratingTenths / 10 - original));
    return {
      name: p.name,
      photos: p.observations.length,
      refused: p.observations.filter((o) => o.kind === "refused").map((o) => `${o.name}: ${o.reason}`),
      original,
      sd: sd(values),
      range: values.length ? Math.max(...values) - Math.min(...values) : 0,
      worstByKind: byKind,
    };
  });
  const keys = Object.keys(faces(people[0])[0]?.measurements ?? {});
  const measurements = keys.map((key) => {
    const logged = relative.includes(key);
    const per = people.map((p) =>
      faces(p)
        .map((o) => o.measurements[key])
        .filter((v) => v !== null && v !== undefined && (!logged || v > 0))
        .map((v) => (logged ? Math.log(v) : v)),
    );
    const measured = per.filter((v) => v.length > 1);
    const pooled = measured.length ? Math.sqrt(mean(measured.map((v) => sd(v) ** 2))) : 0;
    const ranges = measured.map((v) => Math.max(...v) - Math.min(...v));
    const between = sd(measured.map(mean));
    return {
      key,
      retakeSd: pooled,
      worstRange: ranges.length ? Math.max(...ranges) : 0,
      betweenSd: between,
      ratio: between > 0 ? pooled / between : Infinity,
      band: 1.96 * pooled,
      rated: rated.includes(key),
      relative: logged,
      missing: per.map((v, i) => faces(people[i]).length - v.length),
    };
  });
  const allRatings = people.map((p) => faces(p).map((o) => o.ratingTenths / 10));
  const ratingPooled = Math.sqrt(mean(allRatings.map((v) => sd(v) ** 2)));
  return {
    ratings,
    measurements,
    rating: { retakeSd: ratingPooled, betweenSd: sd(allRatings.map(mean)), band: 1.96 * ratingPooled },
  };
}

const f = (n, d = 2) => (Number.isFinite(n) ? n.toFixed(d) : "—");
const ok = (good) => (good ? "yes" : "**no**");

export function renderRepeat(r) {
  const s = r.summary;
  const kinds = Object.keys(s.ratings[0].worstByKind);
  const missed = s.measurements.filter((m) => !(m.ratio < GOALS.ratio));
  return [
    REPEAT_HEADING,
    "",
    `${r.startedAt.slice(0, 16).replace("T", " ")} UTC, commit ${r.commit}${r.dirty ? " (uncommitted changes)" : ""}, ${r.machine.cpus} cores, Node ${r.machine.node}, ${r.seconds} s. Issue #35: \`npm run bench:scan-repeat\`. Each portrait (tests/fixtures/faces, public domain) and its retakes (bench/lib/retakes.mjs) through the Worker's own modules in Node, the Images binding played by sharp as Miniflare plays it.`,
    "",
    "### The rating, per person (10-point scale)",
    "",
    `Goals: SD ≤ ${GOALS.ratingSd}, max − min ≤ ${GOALS.ratingRange}.`,
    "",
    "| person | photos | refused | rating | retake SD | max − min | goals met |",
    "| --- | ---: | ---: | ---: | ---: | ---: | --- |",
    ...s.ratings.map(
      (p) =>
        `| ${p.name} | ${p.photos} | ${p.refused.length} | ${f(p.original, 1)} | ${f(p.sd)} | ${f(p.range, 1)} | ${ok(p.sd <= GOALS.ratingSd && p.range <= GOALS.ratingRange + 1e-9 && p.refused.length === 0)} |`,
    ),
    "",
    ...s.ratings.flatMap((p) => p.refused.map((x) => `- ${p.name}, refused: ${x}`)),
    "",
    "Largest change of the rating from the original, per kind of retake:",
    "",
    `| person | ${kinds.join(" | ")} |`,
    `| --- | ${kinds.map(() => "---:").join(" | ")} |`,
    ...s.ratings.map((p) => `| ${p.name} | ${kinds.map((k) => f(p.worstByKind[k], 1)).join(" | ")} |`),
    "",
    "### Per measurement",
    "",
    `Retake SD pooled over the people; between-people SD of their means; goal: ratio < ${f(GOALS.ratio)}. Band: 1.96 × retake SD, the 95 % noise band the rubric carries. Marked "(log)": measured on the logarithm, the band a share of the value (decision 057, amended).`,
    "",
    "| measurement | in the rating | retake SD | worst max − min | between-people SD | ratio | goal met | band (95 %) |",
    "| --- | --- | ---: | ---: | ---: | ---: | --- | ---: |",
    ...s.measurements.map(
      (m) =>
        `| ${m.key}${m.relative ? " (log)" : ""} | ${m.rated ? "yes" : "no"} | ${f(m.retakeSd, 3)} | ${f(m.worstRange, 3)} | ${f(m.betweenSd, 3)} | ${f(m.ratio)} | ${ok(m.ratio < GOALS.ratio)} | ${m.relative ? `${f(m.band, 3)} × value` : f(m.band, 3)} |`,
    ),
    `| **rating** | | ${f(s.rating.retakeSd, 3)} | | ${f(s.rating.betweenSd, 3)} | | | ${f(s.rating.band, 3)} |`,
    "",
    missed.length
      ? `Missing the goal: ${missed.map((m) => m.key).join(", ")}. ${missed.every((m) => !m.rated) ? "None of them weighs in the rating" : "**Some of them weigh in the rating**"}: the photo's own conditions (light, sharpness, size, tilt, turn) move with a retake by design, and left/right symmetry and chin height vary between retakes about as much as between people, so rubric 2 shows them with their bands and leaves them out of the rating (app/scan/face/weights.ts, docs/decisions/057).`
      : "Every measurement meets the goal.",
    "",
  ].join("\n");
}
