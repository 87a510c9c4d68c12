import { DEFAULT_TACTICS } from '../seed/seed-tactics';

/**
 * The auto-detect tactics as rules over measures of a photo: each reads its limits
 * from the tactic row's `params` (the seeded defaults where a limit is absent or not
 * a number) and answers the measured detail when the photo fails it, for the
 * failure reason `<code>: <measured> < <limit>`. No I/O here: measuring is
 * photo-measures.ts and face-detector.ts, running every rule in order is photo-check.ts.
 */

/** What a rule needs measured: the file and its header, the decoded pixels, or the faces found. */
export type TacticStage = 'file' | 'pixels' | 'faces';

/** One face found by the detector. */
export interface DetectedFace {
  /** The detector's confidence, 0–1. */
  score: number;
  /** The face box's share of the photo's area, 0–1. */
  share: number;
  /** Head pose in degrees. */
  yaw: number;
  pitch: number;
  roll: number;
}

export interface PhotoMeasures {
  bytes: number;
  /** Upright size (EXIF orientation applied). */
  width: number;
  height: number;
  /** Mean luma (Rec. 601), 0–255, of the photo shrunk to about 640 px. */
  meanLuma?: number;
  /** Variance of the 4-neighbour Laplacian of that greyscale image. */
  laplacianVariance?: number;
  faces?: DetectedFace[];
}

export type TacticParams = Record<string, unknown>;

export interface TacticRule {
  code: string;
  stage: TacticStage;
  /** The measured detail when the photo fails this rule, undefined when it passes. */
  judge(measures: PhotoMeasures, params: TacticParams): string | undefined;
}

/** A limit from the row's params, else the seeded default for that tactic. */
export function limitOf(code: string, params: TacticParams, name: string): number {
  const given = params?.[name];
  if (typeof given === 'number' && Number.isFinite(given)) return given;
  const seeded = DEFAULT_TACTICS.find((tactic) => tactic.code === code)?.params as TacticParams | undefined;
  const fallback = seeded?.[name];
  if (typeof fallback !== 'number') throw new Error(`Tactic ${code} has no default for ${name}`);
  return fallback;
}

/** What a face rule says of a photo in which no face was found. */
export const NO_FACE = 'no face';

const round = (value: number, digits = 1) => Number(value.toFixed(digits));

function outside(value: number, min: number, max: number, digits = 1): string | undefined {
  if (value < min) return `${round(value, digits)} < ${min}`;
  if (value > max) return `${round(value, digits)} > ${max}`;
  return undefined;
}

function kilobytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${round(bytes / 1024 / 1024)} MB` : `${round(bytes / 1024)} KB`;
}

/** The largest face: the one a door panel would enrol. */
function mainFace(faces: readonly DetectedFace[]): DetectedFace | undefined {
  return [...faces].sort((a, b) => b.share - a.share)[0];
}

function confidentFaces(measures: PhotoMeasures, params: TacticParams): DetectedFace[] {
  const minScore = limitOf('single-face', params, 'minScore');
  return (measures.faces ?? []).filter((face) => face.score >= minScore);
}

/** Every rule, in the order they run: cheap ones first, and brightness before sharpness (a dark photo also measures blurred). */
export const TACTIC_RULES: readonly TacticRule[] = [
  {
    code: 'min-resolution',
    stage: 'file',
    judge({ width, height }, params) {
      const minWidth = limitOf('min-resolution', params, 'minWidth');
      const minHeight = limitOf('min-resolution', params, 'minHeight');
      return width < minWidth || height < minHeight ? `${width} × ${height} < ${minWidth} × ${minHeight}` : undefined;
    },
  },
  {
    code: 'aspect-ratio',
    stage: 'file',
    judge({ width, height }, params) {
      const ratio = width / height;
      return outside(ratio, limitOf('aspect-ratio', params, 'min'), limitOf('aspect-ratio', params, 'max'), 2);
    },
  },
  {
    code: 'file-size',
    stage: 'file',
    judge({ bytes }, params) {
      const minBytes = limitOf('file-size', params, 'minBytes');
      const maxBytes = limitOf('file-size', params, 'maxBytes');
      if (bytes < minBytes) return `${kilobytes(bytes)} < ${kilobytes(minBytes)}`;
      if (bytes > maxBytes) return `${kilobytes(bytes)} > ${kilobytes(maxBytes)}`;
      return undefined;
    },
  },
  {
    code: 'brightness',
    stage: 'pixels',
    judge({ meanLuma = 0 }, params) {
      return outside(meanLuma, limitOf('brightness', params, 'min'), limitOf('brightness', params, 'max'));
    },
  },
  {
    code: 'sharpness',
    stage: 'pixels',
    judge({ laplacianVariance = 0 }, params) {
      const minVariance = limitOf('sharpness', params, 'minVariance');
      return laplacianVariance < minVariance ? `${round(laplacianVariance)} < ${minVariance}` : undefined;
    },
  },
  {
    code: 'single-face',
    stage: 'faces',
    judge(measures, params) {
      const count = confidentFaces(measures, params).length;
      if (count === 1) return undefined;
      return count === 0 ? NO_FACE : `${count} faces`;
    },
  },
  {
    code: 'face-size',
    stage: 'faces',
    judge({ faces = [] }, params) {
      const face = mainFace(faces);
      if (!face) return NO_FACE;
      return outside(face.share, limitOf('face-size', params, 'min'), limitOf('face-size', params, 'max'), 3);
    },
  },
  {
    code: 'head-pose',
    stage: 'faces',
    judge({ faces = [] }, params) {
      const face = mainFace(faces);
      if (!face) return NO_FACE;
      for (const axis of ['yaw', 'pitch', 'roll'] as const) {
        const limit = limitOf('head-pose', params, `max${axis[0].toUpperCase()}${axis.slice(1)}`);
        const angle = Math.abs(face[axis]);
        if (angle > limit) return `${axis} ${Math.round(angle)}° > ${limit}°`;
      }
      return undefined;
    },
  },
];

export const TACTIC_CODES: readonly string[] = TACTIC_RULES.map((rule) => rule.code);
