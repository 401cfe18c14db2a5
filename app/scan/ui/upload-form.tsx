// The upload form: a multipart post that works without JavaScript; the island
// (app/scan/island.ts) previews, downsizes in the browser and shows progress.
import type { Gate } from "~/billing";
import { Icon } from "~/ui/icon";
import { SCANNER_PAGE } from "../paths";

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
