import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { requireMember } from "~/auth/guards.server";
import { requireMemberWith } from "~/page-read.server";
import { parseForm, readForm } from "~/forms/parse";
import { scannerAccess } from "~/scan/access.server";
import { previousScanId, scanPageReads, scanView } from "~/scan/history.server";
import { SCANNER_PAGE } from "~/scan/paths";
import { deleteOwnScan } from "~/scan/scans.server";
import { DeleteScanButton } from "~/scan/ui/delete-scan-button";
import { ScannerGate } from "~/scan/ui/gates";
import { ScanResult } from "~/scan/ui/scan-result";
import scannerCss from "~/scan/ui/scanner.css?url";
import { redirectWithToast } from "~/toast/toast.server";
import { Page } from "~/ui/page";

export const meta: MetaFunction = () => [
  { title: "Face Scan Result | Glowup" },
  { name: "robots", content: "noindex" },
];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: scannerCss }];

const notFound = () => new Response("Not Found", { status: 404 });

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  // The scan and the member's others (for the previous one) in the viewer's D1 round trip (decision 045).
  const [{ results }, access] = await Promise.all([
    requireMemberWith(request, context, (db, me) => scanPageReads(db, me, Number(params.id))),
    scannerAccess(request, context),
  ]);
  const [[scan], rows] = results;
  if (!scan) throw notFound(); // someone else's scan looks exactly like a missing one
  if (!access.open) return { gate: access.gate, id: scan.id, scan: null };
  return { gate: null, id: scan.id, scan: scanView(scan, previousScanId(rows, scan)) };
}

const ScanAction = z.object({ intent: z.literal("delete", { message: "Unknown action" }) });

export async function action({ request, params, context }: ActionFunctionArgs) {
  const member = await requireMember(request, context);
  const form = parseForm(await readForm(request), ScanAction);
  if (!form.ok) return new Response(form.errors.intent ?? "Bad request", { status: 400 });
  const deleted = await deleteOwnScan(context.cloudflare.env, member.id, Number(params.id));
  if (!deleted) throw notFound();
  return redirectWithToast(request, SCANNER_PAGE, {
    title: "Scan deleted",
    description: "The scan and its photo are gone.",
    kind: "success",
  });
}

export default function ScanPage() {
  const page = useLoaderData<typeof loader>();
  return (
    <Page title="Face Scan Result">
      {page.scan ? (
        <ScanResult scan={page.scan} />
      ) : page.gate ? (
        <div className="space-y-4">
          <ScannerGate gate={page.gate} afterUpload={false} />
          <DeleteScanButton id={page.id} />
        </div>
      ) : null}
    </Page>
  );
}
