// The Worker's photo path and face analysis, run in Node by the photo benchmark
// (bench/lib/photo-memory.mjs bundles this file with esbuild and runs it in a child
// process per photo): the same modules the Worker runs, with the Images binding's work
// done beforehand in another process, so the child's memory is the isolate's share.
import { readFileSync, writeFileSync } from "node:fs";
import { findFace } from "../../app/scan/face/find-face.server";
import { FaceEngine } from "../../app/scan/face/engine.server";
import { preparePhoto } from "../../app/scan/photo.server";
import { readPhotoUpload } from "../../app/scan/upload.server";

/** liveMB: the JS heap and buffers still held once collected, at their highest (sampled). */
type Step = { step: string; peakMB: number; wasmMB: number; liveMB?: number };

const mb = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;
const status = () => readFileSync("/proc/self/status", "utf8");
const kb = (field: string) => Number(status().match(new RegExp(`${field}:\\s+(\\d+) kB`))?.[1] ?? 0) * 1024;
/** Resets the peak resident size the kernel keeps for this process (Linux 4.0+). */
const resetPeak = () => {
  try {
    writeFileSync("/proc/self/clear_refs", "5");
  } catch {
    // older kernels: the peak then starts at the process's start
  }
};

/** What the Images binding returns, made by the parent beforehand. */
export type Outputs = { stored: string; thumb: string; png: string };

/** The Images binding, played by outputs the parent made already: the stream handed to it
 * is read to the end (as the binding reads it), then the asked-for output comes back. */
function imagesFrom(outputs: Outputs): ImagesBinding {
  return {
    input(stream: ReadableStream<Uint8Array>) {
      let longSide = 0;
      const transformer = {
        transform(t: { width?: number; height?: number }) {
          longSide = Math.max(longSide, t.width ?? 0, t.height ?? 0);
          return transformer;
        },
        draw: () => transformer,
        async output({ format }: { format: string }) {
          // Sent away, not kept: read and dropped chunk by chunk.
          const reader = stream.getReader();
          while (!(await reader.read()).done);
          const file = format === "image/png" ? outputs.png : longSide > 512 ? outputs.stored : outputs.thumb;
          const bytes = new Uint8Array(readFileSync(file));
          return { response: () => new Response(bytes as BlobPart), contentType: () => format };
        },
      };
      return transformer;
    },
  } as unknown as ImagesBinding;
}

const WARM_UP = "tests/fixtures/faces/astronaut.jpg";

/** A POST of the photo as a browser's form sends it, its body arriving in 64 KB chunks. */
function multipart(file: string) {
  const boundary = "----glowupbench";
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="photo"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
  const parts = [head, new Uint8Array(readFileSync(file)), tail];
  const CHUNK = 64 * 1024;
  let [part, at] = [0, 0];
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (part === parts.length) return controller.close();
      const chunk = parts[part].slice(at, at + CHUNK);
      at += CHUNK;
      if (at >= parts[part].length) [part, at] = [part + 1, 0];
      controller.enqueue(chunk);
    },
  });
  return new Request("http://localhost/face-scanner", {
    method: "POST",
    body,
    // Browsers declare the length of a form's body; the reader grows its buffer only to it.
    headers: {
      "Content-Type": `multipart/form-data; boundary=${boundary}`,
      "Content-Length": String(parts.reduce((n, p) => n + p.length, 0)),
    },
    duplex: "half",
  } as RequestInit);
}

/** One photo through the path as the Worker takes it: read, prepared, analysed. */
async function throughPath(file: string, outputs: Outputs) {
  const upload = await readPhotoUpload(multipart(file));
  if (!upload.ok) throw new Error(upload.message);
  const prepared = await preparePhoto(imagesFrom(outputs), upload.bytes, upload.header);
  if (!prepared.ok) throw new Error(prepared.reason);
  return (await findFace(prepared.photo.raster)).kind;
}

/** One photo through the path, the peak resident memory above the baseline after each step;
 * or ("together:N") N copies at once, as N uploads in flight in one isolate, after one
 * went through alone (the models loaded). */
export async function run(
  file: string,
  outputs: Outputs | null,
  mode: "worker" | "photon-whole" | `together:${number}`,
) {
  let baseline = kb("VmRSS");
  resetPeak();
  const steps: Step[] = [];
  const mark = (step: string) =>
    steps.push({ step, peakMB: mb(kb("VmHWM") - baseline), wasmMB: mb(FaceEngine.heapBytes()) });
  if (mode === "photon-whole") {
    // The path before decision 024: photon decoded the whole upload in the isolate.
    const bytes = new Uint8Array(readFileSync(file));
    mark("upload in memory");
    const { PhotonImage } = await import("@cf-wasm/photon");
    const image = PhotonImage.new_from_byteslice(bytes);
    mark(`photon decoded ${image.get_width()} x ${image.get_height()}`);
    image.free();
    return steps;
  }
  // Node loads its fetch, stream and compression code on first use (workerd has them
  // built in): warm them up on a small photo first, so the baseline excludes them.
  await readPhotoUpload(multipart(WARM_UP));
  (12000).toLocaleString("en-US"); // the refusal message's number formatting (ICU)
  await new Response(new Blob([new Uint8Array(16)]).stream().pipeThrough(new DecompressionStream("deflate")))
    .arrayBuffer()
    .catch(() => null);
  if (mode.startsWith("together:")) {
    const n = Number(mode.slice("together:".length));
    baseline = kb("VmRSS");
    resetPeak();
    await throughPath(file, outputs!);
    mark("one photo through alone (the models loaded)");
    resetPeak(); // the peak from here on, above the same baseline
    // The resident size counts garbage V8 has not collected yet; an isolate near its limit
    // collects first. So the live memory is sampled too: collected, then measured, every 2 ms
    // (between the steps that yield; the analysis itself runs one at a time).
    const gc = (globalThis as { gc?: () => void }).gc;
    let live = 0;
    const sampler = setInterval(() => {
      gc?.();
      const m = process.memoryUsage();
      live = Math.max(live, m.heapUsed + m.arrayBuffers);
    }, 2);
    const kinds = await Promise.all(Array.from({ length: n }, () => throughPath(file, outputs!)));
    clearInterval(sampler);
    mark(`${n} at once, each read, prepared and analysed (${kinds.join(", ")})`);
    if (gc) steps[steps.length - 1].liveMB = mb(live);
    return steps;
  }
  const request = multipart(file);
  // The photo arriving from the network is not in the isolate until read.
  baseline = kb("VmRSS");
  resetPeak();
  const upload = await readPhotoUpload(request);
  if (!upload.ok) {
    mark(`refused before any decode: ${upload.message.split(".")[0]}`);
    return steps;
  }
  mark("upload read and checked (the multipart body as the Worker reads it, the header's size)");
  const { bytes, header } = upload;
  const prepared = await preparePhoto(imagesFrom(outputs!), bytes, header);
  if (!prepared.ok) throw new Error(prepared.reason);
  mark(
    `photo prepared (the binding's three outputs in memory, their ${prepared.photo.raster.width} x ${prepared.photo.raster.height} PNG decoded)`,
  );
  const found = await findFace(prepared.photo.raster);
  mark(`face analysed (${found.kind === "face" ? "a face" : found.reason}; models loaded on first use)`);
  const again = await findFace(prepared.photo.raster);
  mark(`analysed again (${again.kind}; the models already loaded)`);
  return steps;
}
