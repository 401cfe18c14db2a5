// Empty on purpose: Workers have no WebGL; the scanner runs tfjs on its wasm backend.
export {};
