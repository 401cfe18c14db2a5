// The face scanner's markup: the upload form (a multipart post that works without
// JavaScript; the island in ../island.ts enhances it), the gates, results and history.
import { Link } from "@remix-run/react";
import { checkoutHref } from "~/billing";
import type { Gate } from "~/billing";
import { GateCard } from "~/ui/gate-card";
import { Icon } from "~/ui/icon";
import { AREAS, areaLabel, guideFor, type AnalyzerName, type Recommendation, type SubScore } from "../result";
import { formatRating, SIMULATED_SCAN_MS } from "../rules";
import { photoPath, scanPath } from "../paths";
import { trendChart } from "../trend";
import { CheckList } from "~/ui/check-list";

const formatDay = (at: number) =>
  new Date(at).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });

/** Inline so the page needs no stylesheet change: the simulated scan and the busy button. */
const SCANNER_CSS = `
@keyframes scan-fill { from { width: 0 } to { width: 100% } }
@keyframes scan-reveal { to { visibility: visible; opacity: 1; height: auto } }
@keyframes scan-hide { to { visibility: hidden; height: 0; overflow: hidden; margin: 0; padding: 0 } }
.scan-fake-bar { animation: scan-fill ${SIMULATED_SCAN_MS}ms linear forwards }
.scan-fake { animation: scan-hide 0s linear ${SIMULATED_SCAN_MS}ms forwards }
.scan-after-fake { visibility: hidden; opacity: 0; animation: scan-reveal 0.3s ease-out ${SIMULATED_SCAN_MS}ms forwards }
@media (prefers-reduced-motion: reduce) { .scan-fake-bar { animation-timing-function: steps(4) } }
/* Both labels share one grid cell, so the button keeps its size when the label changes. */
.scan-labels { display: inline-grid }
.scan-labels > span { grid-area: 1 / 1 }
.scan-submit .busy { visibility: hidden }
form[data-scanner]:valid .scan-submit:focus .busy, form[data-scanner][data-busy] .scan-submit .busy { visibility: visible }
form[data-scanner]:valid .scan-submit:focus .idle, form[data-scanner][data-busy] .scan-submit .idle { visibility: hidden }
`;

export function ScannerStyles() {
  return <style dangerouslySetInnerHTML={{ __html: SCANNER_CSS }} />;
}

export function UploadForm({ gate, message }: { gate: Gate["kind"]; message?: string | null }) {
  return (
    <form
      method="post"
      action="/face-scanner"
      encType="multipart/form-data"
      className="space-y-4 card"
      data-scanner
      data-gate={gate}
      aria-labelledby="upload-heading"
    >
      <h2 id="upload-heading" className="text-lg font-semibold">
        Upload a photo
      </h2>
      <p className="text-sm text-slate-600">
        A clear, front-facing photo in good light works best. JPEG, PNG or WebP, up to 10 MB.
      </p>
      <div data-preview hidden className="overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
        <img data-preview-image alt="Your chosen photo" className="mx-auto max-h-72 object-contain" />
      </div>
      <div data-chooser>
        <label htmlFor="photo" className="label">
          Photo
        </label>
        <input
          id="photo"
          name="photo"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          required
          className="field"
          aria-describedby={message ? "photo-error" : undefined}
          aria-invalid={message ? true : undefined}
        />
      </div>
      <p id="photo-error" role="alert" data-scan-message className="field-error" hidden={!message}>
        {message}
      </p>
      <div data-progress hidden>
        <p data-progress-label className="text-sm text-slate-700" aria-live="polite">
          Uploading…
        </p>
        <progress data-progress-bar max={100} className="mt-1 w-full" aria-label="Upload progress" />
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" data-change hidden className="btn-secondary">
          <Icon name="camera" className="size-4" /> Change photo
        </button>
        <button type="submit" className="scan-submit btn-primary">
          <Icon name="scan" className="size-4" />
          <span className="scan-labels">
            <span className="idle">Analyze Face</span>
            <span className="busy">Uploading and analyzing…</span>
          </span>
        </button>
      </div>
    </form>
  );
}

const NOT_KEPT = " Your photo was not stored or analysed.";

export function SignUpGate() {
  return (
    <section className="mx-auto max-w-md card text-center" aria-live="polite">
      <div className="scan-fake" data-testid="simulated-scan">
        <p className="font-semibold">Analyzing your photo…</p>
        <div className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200">
          <div className="scan-fake-bar h-full bg-brand-600" />
        </div>
      </div>
      <div className="scan-after-fake">
        <GateCard
          icon="lock"
          title="Sign up to see your results"
          text={`Create a free account, then choose Pro or Elite to get your rating, analysis and recommendations.${NOT_KEPT}`}
          testId="scanner-gate"
          headingId="scanner-gate-heading"
        >
          <Link to="/auth?redirect=/face-scanner" className="btn-primary">
            Sign Up
          </Link>
        </GateCard>
      </div>
    </section>
  );
}

export function PlansGate({
  gate,
  afterUpload,
}: {
  gate: Exclude<Gate, { kind: "open" | "signin" }>;
  afterUpload: boolean;
}) {
  return (
    <section className="mx-auto max-w-md card text-center" aria-labelledby="scanner-gate-heading">
      <GateCard
        icon="crown"
        title={gate.kind === "upgrade" ? "Upgrade to see your results" : "Face scan results are a Pro feature"}
        text={`Your rating, analysis and recommendations come with Pro and Elite.${afterUpload ? NOT_KEPT : ""}`}
        testId="scanner-gate"
        headingId="scanner-gate-heading"
      >
        <Link to={checkoutHref("pro")} className="btn-primary">
          Get Pro
        </Link>
        <Link to={checkoutHref("elite")} className="btn-secondary">
          Get Elite
        </Link>
      </GateCard>
    </section>
  );
}

export function ScannerGate({
  gate,
  afterUpload = true,
}: {
  gate: Exclude<Gate, { kind: "open" }>;
  afterUpload?: boolean;
}) {
  return gate.kind === "signin" ? <SignUpGate /> : <PlansGate gate={gate} afterUpload={afterUpload} />;
}

export type ScanView = {
  id: number;
  at: number;
  ratingTenths: number;
  analysis: string;
  subScores: SubScore[];
  recommendations: Recommendation[];
  analyzer: AnalyzerName;
};

export function ScanResult({ scan }: { scan: ScanView }) {
  return (
    <article className="space-y-4" data-testid="scan-result">
      <section className="grid gap-4 card sm:grid-cols-[12rem_1fr] sm:items-center">
        <img src={photoPath(scan.id)} alt="Your scanned photo" className="w-full rounded-xl object-cover" />
        <div>
          <p className="text-sm text-slate-600">Your rating · {formatDay(scan.at)}</p>
          <p className="text-5xl font-extrabold text-brand-700" data-testid="scan-rating">
            {formatRating(scan.ratingTenths)}
            <span className="text-2xl font-semibold text-slate-500">/10</span>
          </p>
          {scan.analyzer === "local" ? (
            <p className="mt-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-900">
              Measured from the photo (light, sharpness, colour, framing), not a judgement of your face.
            </p>
          ) : null}
        </div>
      </section>
      <section className="card" aria-labelledby="analysis-heading">
        <h2 id="analysis-heading" className="text-lg font-semibold">
          Analysis
        </h2>
        <p className="mt-2 text-slate-700">{scan.analysis}</p>
      </section>
      <section className="card" aria-labelledby="areas-heading">
        <h2 id="areas-heading" className="text-lg font-semibold">
          Scores by area
        </h2>
        <ul className="mt-3 space-y-3">
          {scan.subScores.map((s) => (
            <li key={s.area}>
              <div className="flex justify-between gap-2 font-medium">
                <span>{areaLabel(s.area)}</span>
                <span>{formatRating(s.tenths)}</span>
              </div>
              <div className="mt-1 h-1.5 rounded-full bg-slate-200" aria-hidden="true">
                <div className="h-full rounded-full bg-brand-600" style={{ width: `${s.tenths}%` }} />
              </div>
              <p className="mt-1 text-sm text-slate-600">{s.reason}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="card" aria-labelledby="recs-heading">
        <h2 id="recs-heading" className="text-lg font-semibold">
          Recommendations
        </h2>
        <CheckList
          className="mt-3 space-y-3"
          items={scan.recommendations.map((r) => {
            const guide = guideFor(r.category);
            return (
              <>
                {r.text}{" "}
                <Link to={guide.href} className="font-medium text-brand-700 underline">
                  Read the {guide.title} guide
                </Link>
              </>
            );
          })}
        />
      </section>
      <div className="flex flex-wrap gap-2">
        <Link to="/face-scanner" className="btn-primary">
          Scan another photo
        </Link>
        <DeleteScanButton id={scan.id} />
      </div>
    </article>
  );
}

export function DeleteScanButton({ id, at, compact = false }: { id: number; at?: number; compact?: boolean }) {
  return (
    <form method="post" action={scanPath(id)}>
      <input type="hidden" name="intent" value="delete" />
      <button type="submit" className={compact ? "btn-ghost px-2 py-1 text-red-700" : "btn-secondary text-red-700"}>
        Delete
        {compact ? (
          <span className="sr-only"> the scan from {at ? formatDay(at) : "this day"}</span>
        ) : (
          " scan and photo"
        )}
      </button>
    </form>
  );
}

export type HistoryRow = { id: number; at: number; ratingTenths: number; subScores: SubScore[] };

export function ScanHistory({ scans, usage }: { scans: HistoryRow[]; usage: { today: number; limit: number } }) {
  const chart = trendChart(scans.map((s) => ({ tenths: s.ratingTenths, at: s.at })));
  return (
    <section className="space-y-4 card" aria-labelledby="history-heading" data-testid="scan-history">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="history-heading" className="text-lg font-semibold">
          Your scans
        </h2>
        <p className="text-sm text-slate-600" data-testid="scan-usage">
          {usage.today} of {usage.limit} scans used today
        </p>
      </div>
      {scans.length === 0 ? (
        <p className="text-slate-600">No scans yet. Your results will be kept here, visible only to you.</p>
      ) : (
        <>
          {scans.length > 1 ? (
            <svg
              viewBox={`0 0 ${chart.width} ${chart.height}`}
              className="h-32 w-full max-w-md"
              role="img"
              aria-label={`Rating trend over ${scans.length} scans, from ${formatRating(scans[scans.length - 1].ratingTenths)} to ${formatRating(scans[0].ratingTenths)}`}
              data-testid="scan-trend"
            >
              <line x1="0" x2={chart.width} y1={chart.height / 2} y2={chart.height / 2} stroke="#e2e8f0" />
              <polyline points={chart.path} fill="none" stroke="#6d28d9" strokeWidth="2" />
              {chart.dots.map((d) => (
                <circle key={d.at} cx={d.x} cy={d.y} r="3" fill="#6d28d9" />
              ))}
            </svg>
          ) : null}
          <ul className="divide-y divide-slate-200">
            {scans.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center gap-3 py-3" data-testid="history-row">
                <img
                  src={photoPath(s.id, "thumb")}
                  alt=""
                  width={56}
                  height={56}
                  className="size-14 rounded-lg object-cover"
                />
                <div className="min-w-0 flex-1">
                  <Link to={scanPath(s.id)} className="font-semibold text-brand-700 underline">
                    {formatRating(s.ratingTenths)}/10 · {formatDay(s.at)}
                  </Link>
                  <p className="text-xs text-slate-600">
                    {AREAS.map((a) => {
                      const sub = s.subScores.find((x) => x.area === a.key);
                      return sub ? `${a.label} ${formatRating(sub.tenths)}` : null;
                    })
                      .filter(Boolean)
                      .join(" · ")}
                  </p>
                </div>
                <DeleteScanButton id={s.id} at={s.at} compact />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export function StoredPhotos({ photos }: { photos: { id: number; at: number }[] }) {
  if (photos.length === 0) return null;
  return (
    <section className="card" aria-labelledby="stored-heading">
      <h2 id="stored-heading" className="text-lg font-semibold">
        Your stored photos
      </h2>
      <p className="mt-1 text-sm text-slate-600">Results need Pro or Elite; you can always delete your photos.</p>
      <ul className="mt-2 divide-y divide-slate-200">
        {photos.map((p) => (
          <li key={p.id} className="flex items-center gap-3 py-2">
            <img
              src={photoPath(p.id, "thumb")}
              alt=""
              width={48}
              height={48}
              className="size-12 rounded-lg object-cover"
            />
            <span className="flex-1">{formatDay(p.at)}</span>
            <DeleteScanButton id={p.id} at={p.at} compact />
          </li>
        ))}
      </ul>
    </section>
  );
}
