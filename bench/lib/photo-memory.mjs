// Peak memory of the scanner's photo path, per kind of photo: bench/lib/photo-path.ts (the
// Worker's own modules) bundled for Node and run in a fresh child process per photo, the
// kernel's peak resident size (VmHWM, reset after start-up) read after each step. What the
// Images binding does runs here in the parent, so the child holds what the isolate holds.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { build } from "esbuild";
import { PhotonImage, resize, SamplingFilter } from "@cf-wasm/photon";
import { bomb, noisyPng, PHOTO_DIR, portrait12mp, sizeOf } from "./photo-inputs.mjs";

const BUNDLE = "bench/out/photo-path.mjs";
/** The binding's outputs (app/scan/photo.server.ts, app/scan/rules.ts): the stored JPEG
 * and the analysis PNG at 1024 px on the long side, the thumbnail at 320. */
const STORED_LONG_SIDE = 1024;
const THUMB_LONG_SIDE = 320;

async function bundle() {
  await build({
    stdin: {
      contents: `import { run } from "./bench/lib/photo-path.ts";
const [file, outputs, mode] = process.argv.slice(2);
run(file, outputs === "-" ? null : JSON.parse(outputs), mode).then((steps) => console.log(JSON.stringify(steps)));`,
      resolveDir: process.cwd(),
      loader: "ts",
    },
    bundle: true,
    platform: "node",
    format: "esm",
    conditions: ["node"],
    mainFields: ["module", "main"],
    outfile: BUNDLE,
    alias: { "~": "./app" },
    // tfjs asks for Node's util with require(): give the ES module bundle one.
    banner: { js: "import { createRequire as __req } from 'node:module'; const require = __req(import.meta.url);" },
    logLevel: "error",
  });
}

/** What the Images binding would hand back for `file` (made here, outside the child). */
function outputsFor(file) {
  const img = PhotonImage.new_from_byteslice(readFileSync(file));
  const at = (longSide) => {
    const scale = longSide / Math.max(img.get_width(), img.get_height());
    return resize(
      img,
      Math.round(img.get_width() * scale),
      Math.round(img.get_height() * scale),
      SamplingFilter.Triangle,
    );
  };
  const [stored, thumb] = [at(STORED_LONG_SIDE), at(THUMB_LONG_SIDE)];
  const outputs = { stored: `${file}.stored.jpg`, thumb: `${file}.thumb.jpg`, png: `${file}.analysis.png` };
  writeFileSync(outputs.stored, stored.get_bytes_jpeg(82));
  writeFileSync(outputs.thumb, thumb.get_bytes_jpeg(70));
  writeFileSync(outputs.png, stored.get_bytes());
  for (const i of [stored, thumb, img]) i.free();
  return outputs;
}

function child(file, outputs, mode) {
  const stdout = execFileSync(
    "node",
    ["--max-semi-space-size=1", "--expose-gc", BUNDLE, file, outputs ? JSON.stringify(outputs) : "-", mode],
    {
      maxBuffer: 1 << 20,
      stdio: ["ignore", "pipe", "ignore"],
      timeout: 300_000,
    },
  );
  return JSON.parse(stdout.toString().trim().split("\n").pop());
}

/** Every kind of photo, measured; each result lists its steps and the peak over them. */
export async function measurePhotoMemory() {
  await bundle();
  const jpeg = portrait12mp();
  const png = noisyPng();
  const cases = [
    {
      label: "12 MP phone JPEG (3000 x 4000), as the Worker handles it",
      file: jpeg,
      outputs: outputsFor(jpeg),
      mode: "worker",
    },
    { label: "10 MB PNG, as the Worker handles it", file: png, outputs: outputsFor(png), mode: "worker" },
    {
      label: "two 10 MB PNGs at once: the isolate's byte cap (decision 091)",
      file: png,
      outputs: outputsFor(png),
      mode: "together:2",
    },
    {
      label: "four 10 MB PNGs at once: the count cap alone (before decision 091)",
      file: png,
      outputs: outputsFor(png),
      mode: "together:4",
    },
    { label: "PNG bomb, 8000 x 8000", file: bomb(8000), outputs: null, mode: "worker" },
    { label: "PNG bomb, 12000 x 12000", file: bomb(12000), outputs: null, mode: "worker" },
    {
      label: "before: 12 MP JPEG decoded whole by photon in the isolate",
      file: jpeg,
      outputs: null,
      mode: "photon-whole",
    },
    {
      label: "before: the 8000 x 8000 bomb decoded whole by photon",
      file: bomb(8000),
      outputs: null,
      mode: "photon-whole",
    },
  ];
  return cases.map(({ label, file, outputs, mode }) => {
    try {
      const steps = child(file, outputs, mode);
      return {
        label,
        file: file.replace(`${PHOTO_DIR}/`, ""),
        bytes: sizeOf(file),
        steps,
        peakMB: Math.max(...steps.map((s) => s.peakMB)),
        wasmMB: Math.max(...steps.map((s) => s.wasmMB)),
      };
    } catch (e) {
      return {
        label,
        error: String(e?.message ?? e)
          .split("\n")[0]
          .slice(0, 300),
      };
    }
  });
}
