// Face scanner island: plain TypeScript, no React. The server-rendered multipart form
// works on its own; this adds a preview, 'Change photo', the camera with a framing guide
// (app/scan/camera.ts), downsizing in a canvas before upload (a few hundred KB instead of
// several MB) and upload/analysis progress. A photo from the camera takes the same path
// as a chosen file. Visitors the gate turns away send no photo at all. Bundled to
// /islands/scanner.js.
import { canFilm, enhanceCamera } from "./camera";
import { enhanceCompare } from "./compare-slider";
import { UPLOAD_PATH } from "./paths";
import { fitWithin, SCAN_MESSAGES, STORED_JPEG_QUALITY, STORED_LONG_SIDE } from "./rules";

const form = document.querySelector<HTMLFormElement>("form[data-scanner]");
const input = form?.querySelector<HTMLInputElement>('input[type="file"][name="photo"]');

if (form && input) enhance(form, input);

const slider = document.querySelector<HTMLElement>("[data-compare-slider]");
if (slider) enhanceCompare(slider);

function enhance(form: HTMLFormElement, input: HTMLInputElement) {
  const $ = <T extends Element>(selector: string) => form.querySelector<T>(selector);
  const preview = $<HTMLElement>("[data-preview]");
  const image = $<HTMLImageElement>("[data-preview-image]");
  const chooser = $<HTMLElement>("[data-chooser]");
  const change = $<HTMLButtonElement>("[data-change]");
  const message = $<HTMLElement>("[data-scan-message]");
  const progress = $<HTMLElement>("[data-progress]");
  const label = $<HTMLElement>("[data-progress-label]");
  const bar = $<HTMLProgressElement>("[data-progress-bar]");
  const actions = $<HTMLElement>("[data-actions]");
  const camera = $<HTMLTemplateElement>("template[data-camera-template]");
  let previewUrl: string | null = null;
  /** The photo to send: the file input's, or the camera's (which the input cannot hold). */
  let chosen: File | null = null;
  // The island speaks for the form (its own message instead of the browser's bubble).
  form.noValidate = true;

  /** A message under the form; `invalid` when it is about the photo (not the camera). */
  const say = (text: string | null, invalid = true) => {
    if (!message) return;
    message.textContent = text ?? "";
    message.hidden = !text;
    if (text && invalid) input.setAttribute("aria-invalid", "true");
    else input.removeAttribute("aria-invalid");
  };

  const busy = (on: boolean) => {
    if (on) form.setAttribute("data-busy", "");
    else form.removeAttribute("data-busy");
    for (const b of form.querySelectorAll("button")) b.disabled = on;
    if (progress) progress.hidden = !on;
  };

  const show = (file: File | null) => {
    chosen = file;
    say(null);
    if (previewUrl) URL.revokeObjectURL(previewUrl);
    previewUrl = file ? URL.createObjectURL(file) : null;
    if (image && previewUrl) image.src = previewUrl;
    if (preview) preview.hidden = !file;
    if (change) change.hidden = !file;
    if (chooser) chooser.hidden = Boolean(file);
  };

  input.addEventListener("change", () => show(input.files?.[0] ?? null));

  change?.addEventListener("click", () => input.click());

  if (camera && actions && form.dataset.gate === "open" && canFilm())
    enhanceCamera(camera, {
      actions,
      viewfinder(open) {
        // While filming, the viewfinder stands in for the chooser, the preview and the buttons.
        actions.hidden = open;
        if (preview) preview.hidden = open || !chosen;
        if (chooser) chooser.hidden = open || Boolean(chosen);
      },
      photo(file) {
        input.value = "";
        show(file);
        form.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
      },
      say: (text) => say(text || null, false),
    });

  form.addEventListener("submit", (event) => {
    const file = chosen ?? input.files?.[0] ?? null;
    if (!file) {
      event.preventDefault();
      say(SCAN_MESSAGES.choose);
      return;
    }
    if (form.dataset.gate !== "open") {
      // The server shows the gate; the photo never leaves this device.
      input.required = false;
      input.value = "";
      return;
    }
    event.preventDefault();
    void upload(file);
  });

  async function upload(file: File) {
    say(null);
    busy(true);
    if (label) label.textContent = "Preparing your photo…";
    if (bar) bar.removeAttribute("value");
    const photo = (await downsize(file)) ?? file;
    const body = new FormData();
    body.append("photo", photo, photo === file ? file.name : "photo.jpg");
    const xhr = new XMLHttpRequest();
    xhr.open("POST", UPLOAD_PATH);
    xhr.responseType = "json";
    xhr.upload.addEventListener("progress", (e) => {
      if (!e.lengthComputable || !bar || !label) return;
      bar.value = Math.round((100 * e.loaded) / e.total);
      label.textContent = `Uploading… ${bar.value}%`;
    });
    xhr.upload.addEventListener("load", () => {
      if (label) label.textContent = "Analyzing your photo…";
      bar?.removeAttribute("value");
    });
    xhr.addEventListener("load", () => {
      const reply = xhr.response as { ok: boolean; location?: string; message?: string } | null;
      if (reply?.ok && reply.location) {
        window.location.assign(reply.location);
        return;
      }
      busy(false);
      say(reply?.message ?? SCAN_MESSAGES.failed);
    });
    xhr.addEventListener("error", () => {
      busy(false);
      say(SCAN_MESSAGES.failed);
    });
    xhr.send(body);
  }
}

/** The photo as a JPEG at most STORED_LONG_SIDE px on its long side, upright; null when
 * this browser cannot decode it (the server then decides). */
async function downsize(file: File): Promise<Blob | null> {
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
    const { width, height } = fitWithin(bitmap.width, bitmap.height, STORED_LONG_SIDE);
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d");
    if (!context) return null;
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, width, height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, "image/jpeg", STORED_JPEG_QUALITY / 100),
    );
    return blob;
  } catch {
    return null;
  }
}
