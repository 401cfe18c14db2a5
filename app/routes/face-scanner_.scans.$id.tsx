import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { requireMember } from "~/auth/guards.server";
import { parseForm, readForm } from "~/forms/parse";
import { scannerAccess } from "~/scan/access.server";
import { readRecommendations, readSubScores, type AnalyzerName } from "~/scan/result";
import { deleteOwnScan, getOwnScan } from "~/scan/scans.server";
import { DeleteScanButton, ScannerGate, ScanResult } from "~/scan/ui/scanner-view";
import { redirectWithToast } from "~/toast/toast.server";
import { Page } from "~/ui/page";

export const meta: MetaFunction = () => [
  { title: "Face Scan Result | Glowup" },
  { name: "robots", content: "noindex" },
];

const notFound = () => new Response("Not Found", { status: 404 });

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const member = await requireMember(request, context);
  const scan = await getOwnScan(context.cloudflare.env, member.id, Number(params.id));
  if (!scan) throw notFound(); // someone else's scan looks exactly like a missing one
  const access = await scannerAccess(request, context);
  if (!access.open) return { gate: access.gate, id: scan.id, scan: null };
  return {
    gate: null,
    id: scan.id,
    scan: {
      id: scan.id,
      at: scan.createdAt.getTime(),
      ratingTenths: scan.ratingTenths,
      analysis: scan.analysis,
      subScores: readSubScores(scan.subScores),
      recommendations: readRecommendations(scan.recommendations),
      analyzer: scan.analyzer as AnalyzerName,
    },
  };
}

const ScanAction = z.object({ intent: z.literal("delete", { message: "Unknown action" }) });

export async function action({ request, params, context }: ActionFunctionArgs) {
  const member = await requireMember(request, context);
  const form = parseForm(await readForm(request), ScanAction);
  if (!form.ok) return new Response(form.errors.intent ?? "Bad request", { status: 400 });
  const deleted = await deleteOwnScan(context.cloudflare.env, member.id, Number(params.id));
  if (!deleted) throw notFound();
  return redirectWithToast(request, "/face-scanner", {
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
