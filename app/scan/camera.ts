// The camera with a framing guide (part of the scanner island, decision 059): a 'Use
// camera' button where the browser can film, a viewfinder with the oval, live hints read
// from a small copy of the video every HINT_INTERVAL_MS (app/scan/framing.ts), and a photo
// taken from what the viewfinder shows. The photo is handed to the same path as a chosen
// file; the server's gate still judges it. The camera stops on cancel, after the photo,
// and when the page is hidden or left.
import {
  CAMERA_MESSAGES,
  CAPTURE_JPEG_QUALITY,
  frameCrop,
  frameStats,
  FRAMING_HINTS,
  framingHint,
  HINT_INTERVAL_MS,
  phoneTilt,
  SAMPLE,
  type FramingHint,
} from "./framing";

type Hooks = {
  /** Where the 'Use camera' button goes. */
  actions: HTMLElement;
  /** Hide or show the form's own controls while the viewfinder is open. */
  viewfinder: (open: boolean) => void;
  photo: (file: File) => void;
  say: (message: string) => void;
};

/** iOS asks before it reports the phone's tilt; elsewhere this does not exist. */
type AskingOrientation = { requestPermission?: () => Promise<string> };

export function canFilm() {
  return window.isSecureContext && typeof navigator.mediaDevices?.getUserMedia === "function";
}

export function enhanceCamera(template: HTMLTemplateElement, hooks: Hooks) {
  const parts = template.content.cloneNode(true) as DocumentFragment;
  const open = parts.querySelector<HTMLButtonElement>("[data-camera-open]");
  const panel = parts.querySelector<HTMLElement>("[data-camera]");
  const video = panel?.querySelector<HTMLVideoElement>("[data-camera-video]");
  const hint = panel?.querySelector<HTMLElement>("[data-camera-hint]");
  const shoot = panel?.querySelector<HTMLButtonElement>("[data-camera-shoot]");
  const cancel = panel?.querySelector<HTMLButtonElement>("[data-camera-cancel]");
  if (!open || !panel || !video || !hint || !shoot || !cancel) return;
  panel.hidden = true;
  template.insertAdjacentElement("afterend", panel);
  hooks.actions.insertAdjacentElement("afterbegin", open);

  const sample = document.createElement("canvas");
  sample.width = SAMPLE.width;
  sample.height = SAMPLE.height;
  const reader = sample.getContext("2d", { willReadFrequently: true });
  let stream: MediaStream | null = null;
  let starting = false;
  let timer = 0;
  let tilt: { beta: number; gamma: number } | null = null;
  let shown: FramingHint | null = null;
  let pending: FramingHint | null = null;

  const onTilt = (e: DeviceOrientationEvent) => {
    tilt = e.beta === null || e.gamma === null ? null : { beta: e.beta, gamma: e.gamma };
  };

  const stop = () => {
    clearInterval(timer);
    window.removeEventListener("deviceorientation", onTilt);
    for (const track of stream?.getTracks() ?? []) track.stop();
    stream = null;
    video.srcObject = null;
    tilt = shown = pending = null;
  };

  const close = (focus: HTMLElement | null = open) => {
    stop();
    panel.hidden = true;
    hooks.viewfinder(false);
    focus?.focus();
  };

  // A hint changes once it has held for two readings, so it does not flicker.
  const read = () => {
    if (!reader || video.readyState < 2 || !video.videoWidth) return;
    const crop = frameCrop(video.videoWidth, video.videoHeight);
    reader.drawImage(video, crop.x, crop.y, crop.width, crop.height, 0, 0, SAMPLE.width, SAMPLE.height);
    const stats = frameStats(reader.getImageData(0, 0, SAMPLE.width, SAMPLE.height).data, SAMPLE.width, SAMPLE.height);
    const next = framingHint(stats, tilt && phoneTilt(tilt.beta, tilt.gamma, screen.orientation?.angle ?? 0));
    if (next !== shown && (next === pending || shown === null)) {
      shown = next;
      hint.textContent = FRAMING_HINTS[next];
      hint.dataset.hint = next;
    }
    pending = next;
  };

  const start = async () => {
    if (starting || stream) return;
    starting = true;
    hooks.say("");
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        audio: false,
        video: { facingMode: "user", width: { ideal: 1280 }, height: { ideal: 1280 } },
      });
    } catch (error) {
      const name = (error as { name?: string }).name;
      hooks.say(
        name === "NotAllowedError" || name === "SecurityError" ? CAMERA_MESSAGES.blocked : CAMERA_MESSAGES.failed,
      );
      return;
    } finally {
      starting = false;
    }
    const facing = stream.getVideoTracks()[0]?.getSettings().facingMode;
    video.toggleAttribute("data-mirrored", facing !== "environment");
    video.srcObject = stream;
    hint.textContent = CAMERA_MESSAGES.starting;
    delete hint.dataset.hint;
    hooks.viewfinder(true);
    panel.hidden = false;
    panel.scrollIntoView({ block: "start" });
    shoot.focus({ preventScroll: true });
    window.addEventListener("deviceorientation", onTilt);
    try {
      await video.play();
    } catch {
      close();
      hooks.say(CAMERA_MESSAGES.failed);
      return;
    }
    timer = window.setInterval(read, HINT_INTERVAL_MS);
  };

  open.addEventListener("click", () => {
    // iOS asks for the tilt only from a tap; without it the tilt hint is left out.
    const orientation = window.DeviceOrientationEvent as unknown as AskingOrientation | undefined;
    void orientation?.requestPermission?.().catch(() => "denied");
    void start();
  });

  shoot.addEventListener("click", () => {
    if (!video.videoWidth) return;
    const crop = frameCrop(video.videoWidth, video.videoHeight);
    const canvas = document.createElement("canvas");
    canvas.width = crop.width;
    canvas.height = crop.height;
    canvas.getContext("2d")?.drawImage(video, crop.x, crop.y, crop.width, crop.height, 0, 0, crop.width, crop.height);
    close(null);
    canvas.toBlob(
      (blob) => {
        if (blob) hooks.photo(new File([blob], "camera.jpg", { type: "image/jpeg" }));
        else hooks.say(CAMERA_MESSAGES.failed);
      },
      "image/jpeg",
      CAPTURE_JPEG_QUALITY,
    );
  });
  cancel.addEventListener("click", () => close());
  // Nobody films a hidden page: switching apps or leaving stops the camera.
  document.addEventListener("visibilitychange", () => {
    if (document.hidden && stream) close(null);
  });
  window.addEventListener("pagehide", stop);
}
