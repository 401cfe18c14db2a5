// The face detector and 68-landmark model (@vladmandic/face-api) on tfjs's wasm backend,
// SIMD, single thread. Loaded on the first face analysis of an isolate, never at start-up;
// one analysis runs at a time, so the wasm heap holds one photo's tensors at most.
import * as tf from "@tensorflow/tfjs-core";
import { BackendWasm } from "@tensorflow/tfjs-backend-wasm";
import wasmFactory from "@tensorflow/tfjs-backend-wasm/wasm-out/tfjs-backend-wasm.js";
import type { BackendWasmModule } from "@tensorflow/tfjs-backend-wasm/wasm-out/tfjs-backend-wasm";
import * as faceapi from "@vladmandic/face-api/dist/face-api.esm-nobundle.js";
import { loadFaceModelFiles, type FaceModelFiles } from "glowup-face-models";
import { LeanTinyFaceDetector } from "./lean-detector.server";
import { DETECTOR } from "./detection";

import type { Point } from "./landmarks";
import type { RgbImage } from "./pixels";

export type FoundFace = {
  score: number;
  /** In the coordinates of the image the landmarks were asked for. */
  box: { x: number; y: number; width: number; height: number };
};

type Engine = { detector: LeanTinyFaceDetector; landmarks: faceapi.FaceLandmark68Net };
let starting: Promise<Engine> | null = null;
/** The backend this module started (read for its heap size only). */
let started: BackendWasm | null = null;
let queue: Promise<unknown> = Promise.resolve();

/** Runs `work` with the models loaded, after any analysis already running in this isolate. */
export function withFaceEngine<T>(work: (engine: FaceEngine) => Promise<T>): Promise<T> {
  const run = queue.then(async () => work(new FaceEngine(await startEngine())));
  queue = run.catch(() => undefined);
  return run;
}

export class FaceEngine {
  constructor(private readonly engine: Engine) {}

  /** Faces in `image`, best first (the detector sees it padded to a square). */
  async detect(image: RgbImage, minScore: number = DETECTOR.minScore): Promise<FoundFace[]> {
    const input = tf.tensor3d(image.rgb, [image.height, image.width, 3], "int32");
    try {
      const found = await this.engine.detector.locateFaces(
        input as unknown as faceapi.tf.Tensor3D,
        new faceapi.TinyFaceDetectorOptions({ inputSize: DETECTOR.inputSize, scoreThreshold: minScore }),
      );
      return found
        .map((d) => ({
          score: d.score,
          box: { x: d.box.x, y: d.box.y, width: d.box.width, height: d.box.height },
        }))
        .sort((a, b) => b.score - a.score);
    } finally {
      input.dispose();
    }
  }

  /** The 68 landmarks of the face in `crop` (a region around one face), in the crop's pixels. */
  async landmarks(crop: RgbImage): Promise<Point[]> {
    const input = tf.tensor3d(crop.rgb, [crop.height, crop.width, 3], "int32");
    try {
      const found = (await this.engine.landmarks.detectLandmarks(
        input as unknown as faceapi.tf.Tensor3D,
      )) as faceapi.FaceLandmarks68;
      return found.positions.map((p) => ({ x: p.x, y: p.y }));
    } finally {
      input.dispose();
    }
  }

  /** Bytes of the wasm heap (0 before the first analysis): it grows to the largest
   * analysis and never shrinks. */
  static heapBytes() {
    return (started?.wasm as { HEAPU8?: Uint8Array } | undefined)?.HEAPU8?.buffer.byteLength ?? 0;
  }
}

function startEngine() {
  starting ??= loadFaceModelFiles()
    .then(async (files) => {
      await useWasmBackend(files.wasm);
      // face-api looks for a browser or Node environment and, finding neither in workerd,
      // waits forever; tensors are all it is given here, so stubs are enough.
      faceapi.env.setEnv(tensorOnlyEnvironment());
      return {
        detector: loadNet(new LeanTinyFaceDetector(), files.detector),
        landmarks: loadNet(new faceapi.FaceLandmark68Net(), files.landmarks),
      };
    })
    .catch((error: unknown) => {
      starting = null; // a later request may try again
      throw error;
    });
  return starting;
}

function loadNet<T extends faceapi.NeuralNetwork<unknown>>(net: T, files: FaceModelFiles["detector"]): T {
  const weights = tf.io.decodeWeights(files.weights, files.specs as tf.io.WeightsManifestEntry[]);
  net.loadFromWeightMap(weights as unknown as faceapi.tf.NamedTensorMap);
  return net;
}

type WasmModule = BackendWasmModule & { cwrap(name: string, returns: string | null, args: string[]): () => never };

/** Registers tfjs's wasm backend on an already compiled module: Workers may not compile
 * wasm at run time, so the module comes from the bundle and is instantiated from it. */
async function useWasmBackend(compiled: WebAssembly.Module) {
  if (tf.getBackend() === "wasm") return;
  const module = await instantiate(compiled);
  tf.removeBackend("wasm");
  tf.registerBackend("wasm", () => (started = new BackendWasm(module)), 3);
  tf.env().set("WASM_HAS_MULTITHREAD_SUPPORT", false);
  if (!(await tf.setBackend("wasm"))) throw new Error("the wasm backend did not start");
}

async function instantiate(compiled: WebAssembly.Module): Promise<WasmModule> {
  // Emscripten takes the Node path whenever `process.versions.node` exists (Node, and
  // workerd with nodejs_compat), reading files and hooking process events: hide `process`
  // while the factory starts, so it stays on the plain path that uses `instantiateWasm`.
  const processProperty = Object.getOwnPropertyDescriptor(globalThis, "process");
  if (processProperty) Object.defineProperty(globalThis, "process", { value: undefined, configurable: true });
  let started: Promise<WasmModule>;
  try {
    started = (wasmFactory as unknown as (config: object) => Promise<WasmModule>)({
      instantiateWasm(imports: WebAssembly.Imports, done: (i: WebAssembly.Instance, m: WebAssembly.Module) => void) {
        const instance = new WebAssembly.Instance(compiled, imports);
        done(instance, compiled);
        return instance.exports;
      },
    });
  } finally {
    if (processProperty) Object.defineProperty(globalThis, "process", processProperty);
  }
  const module = await started;
  const cwrap = module.cwrap.bind(module);
  // The same bridge tfjs-backend-wasm builds in its own init().
  module.tfjs = {
    init: cwrap("init", null, []),
    initWithThreadsCount: cwrap("init_with_threads_count", null, ["number"]),
    getThreadsCount: cwrap("get_threads_count", "number", []),
    registerTensor: cwrap("register_tensor", null, ["number", "number", "number"]),
    disposeData: cwrap("dispose_data", null, ["number"]),
    dispose: cwrap("dispose", null, []),
  };
  return module;
}

function tensorOnlyEnvironment(): faceapi.Environment {
  class Unavailable {}
  const none = () => {
    throw new Error("not available in a Worker");
  };
  return {
    Canvas: Unavailable as unknown as typeof HTMLCanvasElement,
    CanvasRenderingContext2D: Unavailable as unknown as typeof CanvasRenderingContext2D,
    Image: Unavailable as unknown as typeof HTMLImageElement,
    ImageData: Unavailable as unknown as typeof ImageData,
    Video: Unavailable as unknown as typeof HTMLVideoElement,
    createCanvasElement: none,
    createImageElement: none,
    createVideoElement: none,
    fetch: none,
    readFile: none,
  };
}
