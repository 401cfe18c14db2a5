// What a first visit needs before it can paint: the document and the stylesheets its head
// links (they block rendering), gzipped. A new connection brings about 14 KB (ten TCP
// segments of 1,460 bytes) in its first round trip (decision 027).
import { gzipSync } from "node:zlib";

export const FIRST_ROUND_TRIP_BYTES = 10 * 1460;

const gz = (bytes) => gzipSync(bytes, { level: 6 }).length;

/** Gzipped bytes of a signed-out visit's document and its head's stylesheets. */
export async function firstRoundTrip(base, path) {
  const html = await (await fetch(new URL(path, base))).text();
  const head = html.slice(0, html.indexOf("</head>"));
  const sheets = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
  let css = 0;
  for (const href of sheets) css += gz(Buffer.from(await (await fetch(new URL(href, base))).arrayBuffer()));
  const document = gz(Buffer.from(html));
  return { document, blockingCss: css, total: document + css, fits: document + css <= FIRST_ROUND_TRIP_BYTES };
}
