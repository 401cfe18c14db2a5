import type {
  ActionFunctionArgs,
  HeadersFunction,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { parseForm } from "~/forms/parse";
import { unlockToasts } from "~/game";
import { NEW_SCAN, unlockCheck } from "~/game/index.server";
import { MEASUREMENT_KEYS } from "~/scan/face/rubric";
import { viewerWith } from "~/page-read.server";
import { viewerMayStartTrial } from "~/billing/index.server";
import { scannerAccess } from "~/scan/access.server";
import { scanHistory, scannerReads, storedPhotos } from "~/scan/history.server";
import { SCANNER_PAGE, scanPath } from "~/scan/paths";
import { handleScanRequest } from "~/scan/scan-request.server";
import { ScannerGate } from "~/scan/ui/gates";
import { ScanHistory } from "~/scan/ui/scan-history";
import scannerCss from "~/scan/ui/scanner.css?url";
import { StoredPhotos } from "~/scan/ui/stored-photos";
import { UploadForm } from "~/scan/ui/upload-form";
import { CAMERA_PERMISSIONS_POLICY } from "~/security/headers.server";
import { redirectWithToast } from "~/toast/toast.server";
import { Page } from "~/ui/page";

export const meta: MetaFunction = () => [
  { title: "Face Scanner | Glowup" },
  {
    name: "description",
    content: "Upload a photo: we find your face, measure it on a published rubric and coach you on what to try next.",
  },
];

// The island may film with the camera here (the framing guide), and only here; a busy
// scanner's Retry-After reaches the browser (Remix keeps an action's headers only when asked).
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers({ "Permissions-Policy": CAMERA_PERMISSIONS_POLICY });
  const retry = actionHeaders.get("Retry-After");
  if (retry) headers.set("Retry-After", retry);
  return headers;
};

export const links: LinksFunction = () => [{ rel: "stylesheet", href: scannerCss }];

// No hydration: the multipart form posts on its own; the island (app/scan/island.ts,
// built to /islands/scanner.js) previews, downsizes in the browser and shows progress.

/** Which series the history chart shows; anything else shows the rating. */
const ChartQuery = z.object({ measure: z.enum(["rating", ...MEASUREMENT_KEYS]).catch("rating") });

export async function loader({ request, context }: LoaderFunctionArgs) {
  // The scans are read in the viewer's round trip; only what the gate allows leaves.
  const [{ results }, access, mayTrial] = await Promise.all([
    viewerWith(request, context, scannerReads),
    scannerAccess(request, context),
    viewerMayStartTrial(request, context),
  ]);
  const [scans, today] = results ?? [[], []];
  const chart = parseForm(new URL(request.url).searchParams, ChartQuery, { keys: ["measure"] });
  const series = chart.ok ? chart.value.measure : "rating";
  if (access.open)
    return {
      gate: { kind: "open" as const },
      history: scanHistory(scans, today[0]?.n ?? 0, access.tier),
      series,
      stored: [],
      trial: false,
    };
  const viewer = access.viewer;
  // The trial only for a member without a plan (a subscriber changes plans instead).
  const askTrial = viewer && access.gate.kind === "plans";
  const stored = storedPhotos(scans);
  const trial = askTrial ? mayTrial : false;
  return { gate: access.gate, history: null, series, stored, trial };
}

export async function action({ request, context }: ActionFunctionArgs) {
  // A new scan counts toward the scan achievements (the scan rows are the record).
  const check = unlockCheck(context.cloudflare.env, NEW_SCAN);
  const reply = await handleScanRequest(request, context, check);
  switch (reply.kind) {
    case "gate":
      return { gate: reply.gate, message: null };
    case "scan": {
      if (reply.repeated)
        return redirectWithToast(request, scanPath(reply.id), {
          title: "Already scanned",
          description: "You scanned this photo before; here is its stored result.",
        });
      const unlocked = check.unlocked();
      return redirectWithToast(request, scanPath(reply.id), [
        { title: "Scan complete", kind: "success" },
        ...unlockToasts(unlocked),
      ]);
    }
    case "failed":
      return redirectWithToast(request, SCANNER_PAGE, { title: "Error", description: reply.message, kind: "error" });
    case "invalid":
      return data({ gate: null, message: reply.message }, { status: reply.status });
    case "retake":
      return data({ gate: null, message: reply.message }, { status: 422 });
    case "limit":
      return data({ gate: null, message: reply.message }, { status: 429 });
    case "busy":
      return data(
        { gate: null, message: reply.message },
        { status: 429, headers: { "Retry-After": String(reply.retryAfter) } },
      );
  }
}

export default function FaceScanner() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <Page
      title="Face Scanner"
      subtitle="We find your face, measure it on a published rubric and coach you on what to try next."
    >
      <div className="space-y-4">
        {result?.gate ? (
          <ScannerGate gate={result.gate} trial={page.trial} />
        ) : page.gate.kind === "plans" || page.gate.kind === "upgrade" ? (
          // A member without the scanner's plan is told before choosing a photo, not after.
          <ScannerGate gate={page.gate} trial={page.trial} afterUpload={false} />
        ) : (
          <UploadForm gate={page.gate.kind} message={result?.message} />
        )}
        {page.history ? (
          <ScanHistory scans={page.history.scans} usage={page.history.usage} series={page.series} />
        ) : null}
        <StoredPhotos photos={page.stored} />
      </div>
      <script type="module" src="/islands/scanner.js" />
    </Page>
  );
}
