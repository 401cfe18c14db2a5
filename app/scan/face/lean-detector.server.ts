// face-api's tiny face detector with the same operations in the same order, but each
// intermediate tensor freed as soon as the next exists. face-api keeps a whole forward
// pass alive in one tidy(): measured 45 MB of tensors at input size 320 (72 MB at 416),
// against 25 MB here, and the wasm heap never gives memory back.
import * as faceapi from "@vladmandic/face-api/dist/face-api.esm-nobundle.js";

// face-api's own view of tfjs (the same functions; its bundled types).
const tf = faceapi.tf;
type Tensor4D = faceapi.tf.Tensor4D;

type ConvParams = { filters: Tensor4D; bias: faceapi.tf.Tensor1D };
type SeparableParams = { depthwise_filter: Tensor4D; pointwise_filter: Tensor4D; bias: faceapi.tf.Tensor1D };
type Params = { conv0: ConvParams; conv8: ConvParams } & Record<`conv${1 | 2 | 3 | 4 | 5 | 6 | 7}`, SeparableParams>;

/** face-api's leaky ReLU (alpha 0.1, written as relu(x - 0.1x) + 0.1x), consuming `x`. */
function leaky(x: Tensor4D): Tensor4D {
  const alpha = tf.scalar(0.10000000149011612);
  const min = tf.mul(x, alpha);
  alpha.dispose();
  const rest = tf.sub(x, min);
  x.dispose();
  const positive = tf.relu(rest);
  rest.dispose();
  const out = tf.add(positive, min);
  positive.dispose();
  min.dispose();
  return out as Tensor4D;
}

/** `f(x)`, then `x` freed. */
const consume = (x: Tensor4D, f: (x: Tensor4D) => Tensor4D) => {
  const out = f(x);
  x.dispose();
  return out;
};

function conv(x: Tensor4D, p: ConvParams) {
  return consume(tf.conv2d(x, p.filters, [1, 1], "valid"), (c) => tf.add<Tensor4D>(c, p.bias));
}

function separable(x: Tensor4D, p: SeparableParams) {
  const padded = tf.pad(x, [
    [0, 0],
    [1, 1],
    [1, 1],
    [0, 0],
  ]);
  const convolved = consume(padded, (t) =>
    tf.separableConv2d(t, p.depthwise_filter, p.pointwise_filter, [1, 1], "valid"),
  );
  return leaky(consume(convolved, (t) => tf.add<Tensor4D>(t, p.bias)));
}

const pool = (x: Tensor4D, stride: 1 | 2) => tf.maxPool(x, [2, 2], [stride, stride], "same");

export class LeanTinyFaceDetector extends faceapi.TinyFaceDetector {
  override forwardInput(input: faceapi.NetInput, inputSize: number): Tensor4D {
    const p = this.params as unknown as Params;
    if (!p) throw new Error("load the detector's weights first");
    const [r, g, b] = this.config.meanRgb as [number, number, number];
    let out = tf.tidy(() => {
      const batch = tf.cast(input.toBatchTensor(inputSize, false), "float32");
      const mean = tf.concat(
        [r, g, b].map((v) => tf.fill([...batch.shape.slice(0, 3), 1], v, "float32")),
        3,
      );
      return tf.div<Tensor4D>(tf.sub(batch, mean), 255);
    });
    out = leaky(consume(out, (x) => conv(x, p.conv0)));
    out = consume(out, (x) => pool(x, 2));
    for (const [layer, stride] of [
      [p.conv1, 2],
      [p.conv2, 2],
      [p.conv3, 2],
      [p.conv4, 2],
      [p.conv5, 1],
    ] as const) {
      out = consume(
        consume(out, (x) => separable(x, layer)),
        (x) => pool(x, stride),
      );
    }
    if (p.conv6) out = consume(out, (x) => separable(x, p.conv6));
    if (p.conv7) out = consume(out, (x) => separable(x, p.conv7));
    return consume(out, (x) => conv(x, p.conv8));
  }
}
