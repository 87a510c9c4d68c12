import { describe, expect, it } from 'vitest';
import { type DetectedFace, limitOf, type PhotoMeasures, TACTIC_RULES } from '../../server/photo-checks/tactic-rules';
import { DEFAULT_TACTICS } from '../../server/seed/seed-tactics';

const rule = (code: string) => {
  const found = TACTIC_RULES.find((candidate) => candidate.code === code);
  if (!found) throw new Error(`no rule ${code}`);
  return found;
};
const judge = (code: string, measures: Partial<PhotoMeasures>, params: Record<string, unknown> = {}) =>
  rule(code).judge({ bytes: 50_000, width: 600, height: 600, ...measures }, params);
const face = (changes: Partial<DetectedFace> = {}): DetectedFace => ({
  score: 0.99,
  share: 0.2,
  yaw: 0,
  pitch: 0,
  roll: 0,
  ...changes,
});

/** Each tactic's thresholds: the measured detail on failure, the seeded default where a limit is absent. */
describe('auto-detect tactic rules', () => {
  it('has a rule and seeded defaults for every code, brightness before sharpness', () => {
    const codes = TACTIC_RULES.map((candidate) => candidate.code);
    expect([...codes].sort()).toEqual(DEFAULT_TACTICS.map((tactic) => tactic.code).sort());
    expect(codes.indexOf('brightness')).toBeLessThan(codes.indexOf('sharpness'));
    expect(codes.indexOf('sharpness')).toBeLessThan(codes.indexOf('single-face'));
  });

  it('min-resolution: both sides at least the minimum', () => {
    expect(judge('min-resolution', { width: 358, height: 441 })).toBeUndefined();
    expect(judge('min-resolution', { width: 299, height: 900 })).toBe('299 × 900 < 300 × 300');
    expect(judge('min-resolution', { width: 300, height: 300 }, { minWidth: 300, minHeight: 300 })).toBeUndefined();
    expect(judge('min-resolution', { width: 300, height: 299 }, { minWidth: 300, minHeight: 300 })).toBe(
      '300 × 299 < 300 × 300',
    );
  });

  it('aspect-ratio: width ÷ height within min and max', () => {
    expect(judge('aspect-ratio', { width: 600, height: 500 })).toBeUndefined();
    expect(judge('aspect-ratio', { width: 1200, height: 600 })).toBe('2 > 1.2');
    expect(judge('aspect-ratio', { width: 290, height: 600 })).toBe('0.48 < 0.5');
    expect(judge('aspect-ratio', { width: 1200, height: 600 }, { max: 2 })).toBeUndefined();
  });

  it('file-size: between minBytes and maxBytes, told in KB or MB', () => {
    expect(judge('file-size', { bytes: 15_360 })).toBeUndefined();
    expect(judge('file-size', { bytes: 3072 })).toBe('3 KB < 4 KB');
    expect(judge('file-size', { bytes: 6 * 1024 * 1024 })).toBe('6 MB > 5 MB');
    expect(judge('file-size', { bytes: 10_240 }, { minBytes: 20_480 })).toBe('10 KB < 20 KB');
  });

  it('brightness: mean luma within the range', () => {
    expect(judge('brightness', { meanLuma: 100 })).toBeUndefined();
    expect(judge('brightness', { meanLuma: 25.04 })).toBe('25 < 40');
    expect(judge('brightness', { meanLuma: 230 })).toBe('230 > 220');
    expect(judge('brightness', { meanLuma: 25 }, { min: 20 })).toBeUndefined();
  });

  it('sharpness: variance of the Laplacian at least the minimum', () => {
    expect(judge('sharpness', { laplacianVariance: 20.5 })).toBeUndefined();
    expect(judge('sharpness', { laplacianVariance: 2.24 })).toBe('2.2 < 10');
    expect(judge('sharpness', { laplacianVariance: 20.5 }, { minVariance: 50 })).toBe('20.5 < 50');
  });

  it('single-face: exactly one face at or above minScore', () => {
    expect(judge('single-face', { faces: [face()] })).toBeUndefined();
    expect(judge('single-face', { faces: [] })).toBe('no face');
    expect(judge('single-face', { faces: [face(), face()] })).toBe('2 faces');
    expect(judge('single-face', { faces: [face(), face({ score: 0.3 })] })).toBeUndefined();
    expect(judge('single-face', { faces: [face(), face({ score: 0.3 })] }, { minScore: 0.2 })).toBe('2 faces');
  });

  it('face-size: the largest face’s share of the photo within the range', () => {
    expect(judge('face-size', { faces: [face({ share: 0.15 })] })).toBeUndefined();
    expect(judge('face-size', { faces: [face({ share: 0.02 })] })).toBe('0.02 < 0.05');
    expect(judge('face-size', { faces: [face({ share: 0.9 })] })).toBe('0.9 > 0.8');
    expect(judge('face-size', { faces: [face({ share: 0.01 }), face({ share: 0.3 })] })).toBeUndefined();
    expect(judge('face-size', { faces: [] })).toBe('no face');
    expect(judge('face-size', { faces: [face({ share: 0.15 })] }, { min: 0.2 })).toBe('0.15 < 0.2');
  });

  it('head-pose: each angle of the largest face within its limit, either way', () => {
    expect(judge('head-pose', { faces: [face({ yaw: -22, pitch: 2, roll: 8 })] })).toBeUndefined();
    expect(judge('head-pose', { faces: [face({ yaw: -41.6 })] })).toBe('yaw 42° > 30°');
    expect(judge('head-pose', { faces: [face({ pitch: 35 })] })).toBe('pitch 35° > 30°');
    expect(judge('head-pose', { faces: [face({ roll: -51 })] })).toBe('roll 51° > 30°');
    expect(judge('head-pose', { faces: [face({ yaw: -22 })] }, { maxYaw: 15 })).toBe('yaw 22° > 15°');
    expect(judge('head-pose', { faces: [] })).toBe('no face');
  });

  it('takes the seeded default for a limit that is missing or not a number', () => {
    expect(limitOf('sharpness', {}, 'minVariance')).toBe(10);
    expect(limitOf('sharpness', { minVariance: 'high' }, 'minVariance')).toBe(10);
    expect(limitOf('sharpness', { minVariance: 4 }, 'minVariance')).toBe(4);
    expect(() => limitOf('sharpness', {}, 'maxVariance')).toThrow(/no default/);
  });
});
