import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PhotoCheckPool } from '../../server/photo-checks/check-pool';
import type { TacticSetting } from '../../server/photo-checks/photo-check';
import { PhotoUnreadable } from '../../server/photo-checks/photo-measures';
import { DEFAULT_TACTICS } from '../../server/seed/seed-tactics';
import * as photos from '../support/face-photos';

const ALL_TACTICS: TacticSetting[] = DEFAULT_TACTICS.map(({ code, params }) => ({ code, params: { ...params } }));

/** The tactics on real photos, through the pool of threads the server uses. */
describe('photo checks on real pixels', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tactic-photos-'));
  const files: Record<string, string> = {};
  const pool = new PhotoCheckPool(2);
  const check = (name: string, tactics: TacticSetting[] = ALL_TACTICS) => pool.check(files[name], tactics);

  beforeAll(async () => {
    const built = {
      single: await photos.singleFacePhoto(),
      idSmall: await photos.idPhoto(358, 441),
      idLarge: await photos.idPhoto(420, 510),
      faceless: await photos.facelessPhoto(),
      group: await photos.groupPhoto(),
      blurred: await photos.blurredPhoto(),
      dark: await photos.darkPhoto(),
      tiny: await photos.tinyPhoto(),
      smallFace: await photos.smallFacePhoto(),
      tilted: await photos.tiltedPhoto(),
      wide: await photos.widePhoto(),
      text: photos.notAnImage(),
    };
    for (const [name, bytes] of Object.entries(built)) {
      files[name] = path.join(folder, `${name}.jpg`);
      fs.writeFileSync(files[name], bytes);
    }
  });
  afterAll(async () => {
    await pool.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('passes one clear face with every tactic on, and finds that one face', async () => {
    const verdict = await check('single');
    expect(verdict.passed).toBe(true);
    expect(verdict.measures.faces).toHaveLength(1);
    expect(verdict.measures.laplacianVariance).toBeGreaterThan(10);
  });

  it.each([
    ['idSmall', 358, 441],
    ['idLarge', 420, 510],
  ])(
    'passes the %s ID-sized portrait (%i × %i, 15–30 KB) with every shipped tactic on',
    async (name, width, height) => {
      const bytes = fs.statSync(files[name]).size;
      expect(bytes).toBeGreaterThan(15 * 1024);
      expect(bytes).toBeLessThan(30 * 1024);
      const verdict = await check(name);
      expect(verdict.passed === false && verdict.reason).toBe(false);
      expect(verdict.measures).toMatchObject({ width, height });
      expect(verdict.measures.faces).toHaveLength(1);
    },
  );

  it.each([
    ['group', 'single-face', /^single-face: 2 faces$/],
    ['faceless', 'single-face', /^single-face: no face$/],
    ['blurred', 'sharpness', /^sharpness: \d+(\.\d)? < 10$/],
    ['dark', 'brightness', /^brightness: \d+(\.\d)? < 40$/],
    ['tiny', 'min-resolution', /^min-resolution: 150 × 157 < 300 × 300$/],
    ['smallFace', 'face-size', /^face-size: 0\.0\d+ < 0\.05$/],
    ['tilted', 'head-pose', /^head-pose: roll \d+° > 30°$/],
    ['wide', 'aspect-ratio', /^aspect-ratio: 1\.98 > 1\.2$/],
  ])('fails the %s photo on %s, with the measure in the reason', async (name, code, reason) => {
    const verdict = await check(name);
    expect(verdict).toMatchObject({ passed: false, code });
    expect(verdict.passed === false && verdict.reason).toMatch(reason);
  });

  it.each([
    ['dark', ['brightness', 'sharpness']],
    ['group', ['single-face', 'face-size']],
    ['faceless', ['single-face']],
  ])('keeps every tactic the %s photo fails, in the order they run, no face said once', async (name, codes) => {
    const verdict = await check(name);
    expect(verdict.passed === false && verdict.failures.map((failure) => failure.code)).toEqual(codes);
    expect(verdict.passed === false && verdict.failures[0].reason).toBe(verdict.passed === false && verdict.reason);
  });

  it('runs only the enabled tactics, with the row’s thresholds', async () => {
    const withoutSingleFace = ALL_TACTICS.filter((tactic) => tactic.code !== 'single-face');
    expect(await check('group', withoutSingleFace)).toMatchObject({ passed: false, code: 'face-size' });
    const noFaceRules = ALL_TACTICS.filter((tactic) => !['single-face', 'face-size'].includes(tactic.code));
    expect((await check('group', noFaceRules)).passed).toBe(true);
    const stricter = ALL_TACTICS.map((tactic) =>
      tactic.code === 'sharpness' ? { ...tactic, params: { minVariance: 500 } } : tactic,
    );
    expect(await check('single', stricter)).toMatchObject({ passed: false, code: 'sharpness' });
    const verdict = await check('blurred', []);
    expect(verdict.passed).toBe(true);
    expect(verdict.measures.meanLuma).toBeUndefined();
  });

  it('refuses a file that is not an image as unreadable, even with no tactic on', async () => {
    await expect(check('text')).rejects.toBeInstanceOf(PhotoUnreadable);
    await expect(check('text', [])).rejects.toBeInstanceOf(PhotoUnreadable);
  });

  it('checks several photos at once on its threads', async () => {
    const names = ['single', 'group', 'blurred', 'single', 'tilted', 'single'];
    const verdicts = await Promise.all(names.map((name) => check(name)));
    expect(verdicts.map((verdict) => (verdict.passed ? 'passed' : verdict.code))).toEqual([
      'passed',
      'single-face',
      'sharpness',
      'passed',
      'head-pose',
      'passed',
    ]);
  });
});
