import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { scannerAccess } from "~/scan/access.server";
import { scanHistory, storedPhotos } from "~/scan/history.server";
import { scanPath } from "~/scan/paths";
import { handleScanRequest } from "~/scan/scan-request.server";
import { ScanHistory, ScannerGate, ScannerStyles, StoredPhotos, UploadForm } from "~/scan/ui/scanner-view";
import { redirectWithToast } from "~/toast/toast.server";
import { Page } from "~/ui/page";

export const meta: MetaFunction = () => [
  { title: "Face Scanner | Glowup" },
  { name: "description", content: "Upload a photo and get a rating out of 10, an analysis and recommendations." },
];

// No hydration: the multipart form posts on its own; the island (app/scan/island.ts,
// built to /islands/scanner.js) previews, downsizes in the browser and shows progress.

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const access = await scannerAccess(request, context);
  if (access.open)
    return { gate: "open" as const, history: await scanHistory(env, access.viewer.id, access.tier), stored: [] };
  return {
    gate: access.gate.kind,
    history: null,
    stored: access.viewer ? await storedPhotos(env, access.viewer.id) : [],
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const reply = await handleScanRequest(request, context);
  switch (reply.kind) {
    case "gate":
      return { gate: reply.gate, message: null };
    case "scan":
      return redirectWithToast(
        request,
        scanPath(reply.id),
        reply.repeated
          ? { title: "Already scanned", description: "You scanned this photo before; here is its stored result." }
          : { title: "Scan complete", kind: "success" },
      );
    case "failed":
      return redirectWithToast(request, "/face-scanner", { title: "Error", description: reply.message, kind: "error" });
    case "invalid":
      return data({ gate: null, message: reply.message }, { status: reply.status });
    case "retake":
      return data({ gate: null, message: reply.message }, { status: 422 });
    case "limit":
      return data({ gate: null, message: reply.message }, { status: 429 });
  }
}

export default function FaceScanner() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <Page title="Face Scanner" subtitle="Upload a photo for a rating out of 10, an analysis and recommendations.">
      <ScannerStyles />
      <div className="space-y-4">
        {result?.gate ? <ScannerGate gate={result.gate} /> : <UploadForm gate={page.gate} message={result?.message} />}
        {page.history ? <ScanHistory scans={page.history.scans} usage={page.history.usage} /> : null}
        <StoredPhotos photos={page.stored} />
      </div>
      <script type="module" src="/islands/scanner.js" />
    </Page>
  );
}
