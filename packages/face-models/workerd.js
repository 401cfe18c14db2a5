// In workerd the files are modules of the Worker itself (wrangler's default rules: .wasm
// is CompiledWasm, .bin is Data), imported dynamically so no request pays for them
// until the first face analysis.
let loading;

export function loadFaceModelFiles() {
  loading ??= Promise.all([
    import("@tensorflow/tfjs-backend-wasm/wasm-out/tfjs-backend-wasm-simd.wasm"),
    import("@vladmandic/face-api/model/tiny_face_detector_model.bin"),
    import("@vladmandic/face-api/model/tiny_face_detector_model-weights_manifest.json"),
    import("@vladmandic/face-api/model/face_landmark_68_model.bin"),
    import("@vladmandic/face-api/model/face_landmark_68_model-weights_manifest.json"),
  ]).then(([wasm, detector, detectorManifest, landmarks, landmarksManifest]) => ({
    wasm: wasm.default,
    detector: { weights: detector.default, specs: detectorManifest.default[0].weights },
    landmarks: { weights: landmarks.default, specs: landmarksManifest.default[0].weights },
  }));
  return loading;
}
