// Face scanner island: plain TypeScript, no React. The server-rendered multipart form
// works on its own; this adds a preview, 'Change photo', downsizing in a canvas before
// upload (a few hundred KB instead of several MB) and upload/analysis progress.
// Visitors the gate turns away send no photo at all. Bundled to /islands/scanner.js.
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
  let previewUrl: string | null = null;
  // The island speaks for the form (its own message instead of the browser's bubble).
  form.noValidate = true;

  const say = (text: string | null) => {
    if (!message) return;
    message.textContent = text ?? "";
    message.hidden = !text;
    if (text) input.setAttribute("aria-invalid", "true");
    else input.removeAttribute("aria-invalid");
  };

  const busy = (on: boolean) => {
    if (on) form.setAttribute("data-busy", "");
    else form.removeAttribute("data-busy");
    for (const b of form.querySelectorAll("button")) b.disabled = on;
    if (progress) progress.hidden = !on;
  };

  input.addEventListener("change", () => {
    const file = input.files?.[0];
    say(null);
    if (previewUrl) URL.revokeObjectURL(previewUrl);
    previewUrl = file ? URL.createObjectURL(file) : null;
    if (image && previewUrl) image.src = previewUrl;
    if (preview) preview.hidden = !file;
    if (change) change.hidden = !file;
    if (chooser) chooser.hidden = Boolean(file);
  });

  change?.addEventListener("click", () => input.click());

  form.addEventListener("submit", (event) => {
    const file = input.files?.[0];
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
