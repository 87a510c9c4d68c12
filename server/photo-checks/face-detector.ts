import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { DecodedPhoto } from './photo-measures';
import type { DetectedFace } from './tactic-rules';

/**
 * Faces found by Human (@vladmandic/human) on the WebAssembly backend, with the models
 * shipped inside its package. Loaded once per process (each worker of the pool has its
 * own). What bit when it was wired in: the package's exports map has no `./`, so the
 * WebAssembly build is required by path; Node's fetch cannot read file://, so models
 * load through a handler reading the files; caching and frame skipping (meant for
 * video) are off, or one photo's result would be reused for the next; tensors are disposed.
 */

const require = createRequire(import.meta.url);
const humanDir = path.join(path.dirname(require.resolve('@vladmandic/human')), '..');
const wasmDir = `${path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm'))}${path.sep}`;

/** The parts of Human and tfjs this module uses. */
interface Tensor {
  dispose(): void;
}
interface HumanFace {
  score: number;
  box: [number, number, number, number];
  rotation?: { angle: { yaw: number; pitch: number; roll: number } } | null;
}
interface HumanInstance {
  load(): Promise<void>;
  detect(input: Tensor): Promise<{ face: HumanFace[] }>;
  tf: {
    tensor3d(values: Uint8Array, shape: [number, number, number], dtype: 'int32'): Tensor;
    io: { registerLoadRouter(router: (url: string | string[]) => unknown): void };
  };
}
type HumanModule = { Human: new (config: Record<string, unknown>) => HumanInstance };

const CONFIG = {
  backend: 'wasm',
  wasmPath: wasmDir,
  modelBasePath: pathToFileURL(path.join(humanDir, 'models', path.sep)).href,
  debug: false,
  warmup: 'none',
  cacheSensitivity: 0,
  filter: { enabled: false },
  face: {
    enabled: true,
    // Rotation aligns a tilted face before the mesh, which makes roll trustworthy.
    detector: { rotation: true, maxDetected: 10, skipFrames: 0, minConfidence: 0.2, return: false },
    mesh: { enabled: true },
    iris: { enabled: false },
    emotion: { enabled: false },
    description: { enabled: false },
    antispoof: { enabled: false },
    liveness: { enabled: false },
    attention: { enabled: false },
  },
  body: { enabled: false },
  hand: { enabled: false },
  object: { enabled: false },
  gesture: { enabled: false },
  segmentation: { enabled: false },
};

/** Reads a model (its JSON and weight files) from disk for a file:// URL. */
function fileModelHandler(url: string) {
  return {
    async load() {
      const file = fileURLToPath(url);
      const model = JSON.parse(await readFile(file, 'utf8'));
      const weightSpecs = [];
      const weights: Buffer[] = [];
      for (const group of model.weightsManifest ?? []) {
        weightSpecs.push(...group.weights);
        for (const part of group.paths) weights.push(await readFile(path.join(path.dirname(file), part)));
      }
      const data = Buffer.concat(weights);
      return {
        modelTopology: model.modelTopology,
        format: model.format,
        generatedBy: model.generatedBy,
        convertedBy: model.convertedBy,
        signature: model.signature,
        userDefinedMetadata: model.userDefinedMetadata,
        weightSpecs,
        weightData: data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength),
      };
    },
  };
}

let loading: Promise<HumanInstance> | undefined;

function human(): Promise<HumanInstance> {
  loading ??= (async () => {
    const { Human } = require(path.join(humanDir, 'dist', 'human.node-wasm.js')) as HumanModule;
    const instance = new Human(CONFIG);
    instance.tf.io.registerLoadRouter((url) => {
      const first = Array.isArray(url) ? url[0] : url;
      return typeof first === 'string' && first.startsWith('file://') ? fileModelHandler(first) : null;
    });
    await instance.load();
    return instance;
  })();
  return loading;
}

/** Loads the models now rather than on the first photo. */
export async function loadFaceDetector(): Promise<void> {
  await human();
}

const DEGREES = 180 / Math.PI;

export async function detectFaces(photo: DecodedPhoto): Promise<DetectedFace[]> {
  const detector = await human();
  const input = detector.tf.tensor3d(new Uint8Array(photo.rgb), [photo.height, photo.width, 3], 'int32');
  try {
    const { face } = await detector.detect(input);
    const area = photo.width * photo.height;
    return face.map(({ score, box, rotation }) => ({
      score,
      share: (box[2] * box[3]) / area,
      yaw: (rotation?.angle.yaw ?? 0) * DEGREES,
      pitch: (rotation?.angle.pitch ?? 0) * DEGREES,
      roll: (rotation?.angle.roll ?? 0) * DEGREES,
    }));
  } finally {
    input.dispose();
  }
}
