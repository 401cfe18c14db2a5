// The upload form: a multipart post that works without JavaScript; the island
// (app/scan/island.ts) previews, downsizes in the browser and shows progress, and offers
// the camera with a framing guide (the <template>: inert, unseen without JavaScript).
import type { Gate } from "~/billing";
import { Icon } from "~/ui/icon";
import { CAMERA_MESSAGES, FRAME_ASPECT, OVAL } from "../framing";
import { SCANNER_PAGE } from "../paths";

/** The viewfinder in SVG units and the oval guide in it, where the hints measure it
 * (app/scan/framing.ts): the frame dimmed around an oval hole. */
const VIEW = { width: 300, height: 300 / FRAME_ASPECT };
const oval = {
  cx: OVAL.cx * VIEW.width,
  cy: OVAL.cy * VIEW.height,
  rx: OVAL.rx * VIEW.width,
  ry: OVAL.ry * VIEW.height,
};
const dimmed =
  `M0 0H${VIEW.width}V${VIEW.height}H0Z` +
  `M${oval.cx - oval.rx} ${oval.cy}a${oval.rx} ${oval.ry} 0 1 0 ${2 * oval.rx} 0a${oval.rx} ${oval.ry} 0 1 0 ${-2 * oval.rx} 0Z`;

export function UploadForm({ gate, message }: { gate: Gate["kind"]; message?: string | null }) {
  return (
    <form
      method="post"
      action={SCANNER_PAGE}
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
        One face, facing the camera, in good light, filling about a third of the frame. JPEG, PNG or WebP, up to 10 MB.
      </p>
      <div data-preview hidden className="overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
        <img data-preview-image alt="Preview of what you chose" className="mx-auto max-h-72 object-contain" />
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
      {gate === "open" ? <CameraTemplate /> : null}
      <div className="flex flex-wrap gap-2" data-actions>
        <button type="button" data-change hidden className="btn-secondary">
          <Icon name="upload" className="size-4" /> Change photo
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

/** What the island adds when the browser can film: a 'Use camera' button and the
 * viewfinder (video, oval, live hints, 'Take photo' and 'Cancel'). */
function CameraTemplate() {
  return (
    <template data-camera-template>
      <button type="button" data-camera-open className="btn-secondary">
        <Icon name="camera" className="size-4" /> Use camera
      </button>
      <section data-camera aria-label="Camera" className="scroll-mt-20 space-y-3">
        <div
          className="relative mx-auto w-full max-w-[min(24rem,44vh)] overflow-hidden rounded-xl bg-slate-900"
          style={{ aspectRatio: FRAME_ASPECT }}
        >
          <video data-camera-video muted playsInline className="camera-video size-full object-cover" />
          <svg
            data-camera-oval
            viewBox={`0 0 ${VIEW.width} ${VIEW.height}`}
            aria-hidden="true"
            className="absolute inset-0 size-full"
          >
            <path d={dimmed} fillRule="evenodd" className="fill-slate-900/55" />
            <ellipse {...oval} fill="none" stroke="white" strokeWidth={3} strokeDasharray="9 7" />
          </svg>
        </div>
        <p
          data-camera-hint
          role="status"
          aria-live="polite"
          className="min-h-6 text-center font-semibold text-slate-800"
        >
          {CAMERA_MESSAGES.starting}
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <button type="button" data-camera-shoot className="btn-primary">
            <Icon name="camera" className="size-4" /> Take photo
          </button>
          <button type="button" data-camera-cancel className="btn-secondary">
            Cancel
          </button>
        </div>
      </section>
    </template>
  );
}
