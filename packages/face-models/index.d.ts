/** A face-api weights manifest group: the tensors stored in one .bin file. */
export type WeightSpecs = { name: string; shape: number[]; dtype: string; quantization?: unknown }[];

export type FaceModelFiles = {
  /** tfjs-backend-wasm's SIMD build, compiled. */
  wasm: WebAssembly.Module;
  detector: { weights: ArrayBuffer; specs: WeightSpecs };
  landmarks: { weights: ArrayBuffer; specs: WeightSpecs };
};

/** Loads the files on first call (never at start-up); later calls share the same promise. */
export function loadFaceModelFiles(): Promise<FaceModelFiles>;
