import { detectFaces } from './face-detector';
import { decodePhoto, laplacianVariance, lumaOf, meanOf, readFileMeasures } from './photo-measures';
import { type PhotoMeasures, TACTIC_RULES, type TacticParams } from './tactic-rules';

/** An enabled tactic as the checks need it: its code and its row's thresholds. */
export interface TacticSetting {
  code: string;
  params: TacticParams;
}

/** The outcome of the enabled tactics on one photo: passed, or the first tactic it failed. */
export type PhotoVerdict =
  | { passed: true; measures: PhotoMeasures }
  | { passed: false; code: string; detail: string; reason: string; measures: PhotoMeasures };

/**
 * Runs the enabled tactics on a photo file in the rules' order and stops at the
 * first failure, measuring only what the next rule needs: the header, then one decode
 * at 640 px, then the face detector. The file is always read, so a file that is not an
 * image is refused (PhotoUnreadable) even with every tactic off. Codes naming no
 * check (an admin's own tactic) are not run.
 */
export async function checkPhoto(
  file: string,
  tactics: readonly TacticSetting[],
  findFaces: typeof detectFaces = detectFaces,
): Promise<PhotoVerdict> {
  const measures: PhotoMeasures = await readFileMeasures(file);
  const paramsOf = new Map(tactics.map((tactic) => [tactic.code, tactic.params ?? {}]));
  let decoding: ReturnType<typeof decodePhoto> | undefined;
  const decoded = () => {
    decoding ??= decodePhoto(file);
    return decoding;
  };
  for (const rule of TACTIC_RULES) {
    const params = paramsOf.get(rule.code);
    if (!params) continue;
    if (rule.stage === 'pixels' && measures.meanLuma === undefined) {
      const photo = await decoded();
      const luma = lumaOf(photo);
      measures.meanLuma = meanOf(luma);
      measures.laplacianVariance = laplacianVariance(luma, photo.width, photo.height);
    }
    if (rule.stage === 'faces' && measures.faces === undefined) {
      measures.faces = await findFaces(await decoded());
    }
    const detail = rule.judge(measures, params);
    if (detail !== undefined) {
      return { passed: false, code: rule.code, detail, reason: `${rule.code}: ${detail}`, measures };
    }
  }
  return { passed: true, measures };
}
