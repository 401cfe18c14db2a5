// In Node (the dev server's loaders, the benchmark) the same files are read from the
// installed packages.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const file = (specifier) => readFile(require.resolve(specifier));
let loading;

async function weights(name) {
  const [bin, manifest] = await Promise.all([
    file(`@vladmandic/face-api/model/${name}.bin`),
    file(`@vladmandic/face-api/model/${name}-weights_manifest.json`),
  ]);
  const weights = bin.buffer.slice(bin.byteOffset, bin.byteOffset + bin.byteLength);
  return { weights, specs: JSON.parse(manifest.toString("utf8"))[0].weights };
}

export function loadFaceModelFiles() {
  loading ??= Promise.all([
    file("@tensorflow/tfjs-backend-wasm/wasm-out/tfjs-backend-wasm-simd.wasm").then((b) => WebAssembly.compile(b)),
    weights("tiny_face_detector_model"),
    weights("face_landmark_68_model"),
  ]).then(([wasm, detector, landmarks]) => ({ wasm, detector, landmarks }));
  return loading;
}
