// Two of the member's own scans (?a=<id>&b=<id>): the photos aligned on the eyes, every
// figure with its change marked real or within the noise. Anyone else's scan, or a missing
// one, is 404; without Pro the gate, as on a result page. Never stored by any cache.
import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { requireMemberWith } from "~/page-read.server";
import { parseForm } from "~/forms/parse";
import { scannerAccess } from "~/scan/access.server";
import { compareReads, scansToCompare } from "~/scan/history.server";
import { SCANNER_PAGE } from "~/scan/paths";
import { CompareView } from "~/scan/ui/compare-view";
import { ScannerGate } from "~/scan/ui/gates";
import scannerCss from "~/scan/ui/scanner.css?url";
import { Page } from "~/ui/page";

export const meta: MetaFunction = () => [
  { title: "Compare Face Scans | Glowup" },
  { name: "robots", content: "noindex" },
];

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const links: LinksFunction = () => [{ rel: "stylesheet", href: scannerCss }];

const ScanId = z.coerce.number().int().positive();
const CompareQuery = z.object({ a: ScanId, b: ScanId });
const notFound = () => new Response("Not Found", { status: 404 });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = parseForm(new URL(request.url).searchParams, CompareQuery, { keys: ["a", "b"] });
  const [a, b] = query.ok ? [query.value.a, query.value.b] : [0, 0];
  // The two scans come in the viewer's D1 round trip (decision 045).
  const [{ results }, access] = await Promise.all([
    requireMemberWith(request, context, (db, me) => compareReads(db, me, a, b)),
    scannerAccess(request, context),
  ]);
  if (!query.ok) throw notFound();
  const pair = scansToCompare(results[0], a, b);
  if (!pair) throw notFound();
  return access.open ? { gate: null, pair } : { gate: access.gate, pair: null };
}

export default function CompareScans() {
  const page = useLoaderData<typeof loader>();
  return (
    <Page title="Compare Face Scans" wide>
      {page.pair ? <CompareView earlier={page.pair.earlier} later={page.pair.later} /> : null}
      {page.gate ? <ScannerGate gate={page.gate} afterUpload={false} /> : null}
      <p className="mt-4">
        <Link to={SCANNER_PAGE} className="font-medium text-brand-700 underline">
          Back to your scans
        </Link>
      </p>
      {/* The before/after slider over the aligned photos (app/scan/compare-slider.ts). */}
      {page.pair ? <script type="module" src="/islands/scanner.js" /> : null}
    </Page>
  );
}
