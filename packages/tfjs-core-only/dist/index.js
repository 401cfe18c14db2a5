// face-api imports "@tensorflow/tfjs/dist/index.js" for the whole of tfjs; the scanner
// needs only the core ops (with the chained tensor methods face-api calls, e.g. as3D).
import "@tensorflow/tfjs-core/dist/public/chained_ops/register_all_chained_ops.js";
export * from "@tensorflow/tfjs-core";
